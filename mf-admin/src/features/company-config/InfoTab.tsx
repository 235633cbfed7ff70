import { type CompanyConfiguration, CompanyUpdateBody, CONFIG_PAGE_DEFAULTS } from '@insp/contracts';
import { formatRut, isValidRut } from '@insp/domain';
import { adminScreens, companyAdmin } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
import { errorText, SelectFieldInput, SwitchFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, useField } from 'react-final-form';

import { useUpdateCompany } from './api.ts';
import type { ConfigContext } from './CompanyConfigScreen.tsx';

const f = adminScreens.companies.fields;

interface Values {
  Nombre: string;
  Rut: string;
  LimiteFotos: number | undefined;
  PiePagina: string;
  ZonaHoraria: string;
  Revisiones: { Activado: boolean; LimiteRevisiones?: number; LimiteUsuarios?: number };
  CheckList: { Activado: boolean; LimiteCheckList?: number; LimiteUsuarios?: number };
  ChecklistsOT: { Activado: boolean; LimiteProyectos?: number; LimiteUsuarios?: number };
  /** The storage quota in GB (the service stores bytes). */
  LimiteAlmacenamiento: number | undefined;
}

const GB = 1024 ** 3;
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const oneDecimal = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });
/** Bytes in human units as the page reads them: '1,2 GB', '5 GB', '340 KB' (1 KB = 1024 bytes). */
function humanBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]}`;
}
/** GB shown in the field (two decimals at most). */
const toGb = (bytes: number) => Math.round((bytes / GB) * 100) / 100;

/**
 * The configuration page's readings (spec 000 §5 'Both readings are given'): a module that is off
 * has no limits worth showing, so its fields read 10 / 10 / 10 and 20 users, and turning it on
 * proposes those (the add-company dialog proposes 5).
 */
const limitOf = (on: boolean, stored: number | undefined, fallback: number) => (on && stored !== undefined ? stored : fallback);
const D = CONFIG_PAGE_DEFAULTS;
const valuesOf = ({ company: c, almacenamiento }: CompanyConfiguration): Values => ({
  LimiteAlmacenamiento: toGb(almacenamiento.limit),
  Nombre: c.Nombre,
  Rut: c.Rut,
  LimiteFotos: c.LimiteFotos,
  PiePagina: c.PiePagina,
  ZonaHoraria: c.ZonaHoraria,
  Revisiones: {
    Activado: c.Revisiones.Activado,
    LimiteRevisiones: limitOf(c.Revisiones.Activado, c.Revisiones.LimiteRevisiones, D.LimiteRevisiones),
    LimiteUsuarios: limitOf(c.Revisiones.Activado, c.Revisiones.LimiteUsuarios, D.LimiteUsuarios),
  },
  CheckList: {
    Activado: c.CheckList.Activado,
    LimiteCheckList: limitOf(c.CheckList.Activado, c.CheckList.LimiteCheckList, D.LimiteCheckList),
    LimiteUsuarios: limitOf(c.CheckList.Activado, c.CheckList.LimiteUsuarios, D.LimiteUsuarios),
  },
  ChecklistsOT: {
    Activado: c.ChecklistsOT.Activado,
    LimiteProyectos: limitOf(c.ChecklistsOT.Activado, c.ChecklistsOT.LimiteProyectos, D.LimiteProyectos),
    LimiteUsuarios: limitOf(c.ChecklistsOT.Activado, c.ChecklistsOT.LimiteUsuarios, D.LimiteUsuarios),
  },
});

const schema = CompanyUpdateBody.superRefine((body, ctx) => {
  if (body.Rut && !isValidRut(body.Rut)) ctx.addIssue({ code: 'custom', message: companyAdmin.rutInvalid, path: ['Rut'] });
});
const validateBody = zodValidate(schema);

/** What 'Guardar' sends: the storage quota in bytes, and only when it was changed (a stored quota of no round GB stays exact). */
function bodyOf(values: Values, initialGb: number | undefined) {
  const { LimiteAlmacenamiento: gb, ...rest } = values;
  const body = { ...rest, Nombre: values.Nombre.trim() };
  if (gb === undefined || gb === initialGb) return body;
  return { ...body, LimiteAlmacenamiento: Number.isFinite(gb) ? Math.round(gb * GB) : gb };
}

/** The time zones the page offers (the Americas'), plus the company's own when it is another one the API accepted. */
function zoneOptions(current: string) {
  const zonas = adminScreens.companies.zonasHorarias;
  const options = Object.entries(zonas).map(([value, label]) => ({ value, label }));
  return zonas[current] === undefined ? [{ value: current, label: current }, ...options] : options;
}

/** The company's images in every module against its quota, for its directors and the Administrador. */
function StorageUsage({ used, limit }: { used: number; limit: number }) {
  const text = adminScreens.config.storageUsage(humanBytes(used), humanBytes(limit));
  return (
    <Grid size={{ xs: 12, md: 6 }} data-testid="info-storage">
      <Typography variant="body2">{text}</Typography>
      <LinearProgress variant="determinate" value={limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100} aria-label={text} sx={{ mt: 0.5 }} />
    </Grid>
  );
}

function ModuleLimits({
  block,
  limitField,
  limitLabel,
  disabled,
  used,
}: {
  block: 'Revisiones' | 'CheckList' | 'ChecklistsOT';
  limitField: string;
  limitLabel: string;
  disabled: boolean;
  used: string;
}) {
  const on = useField<boolean>(`${block}.Activado`, { subscription: { value: true } }).input.value;
  const numeric = { numeric: true, type: 'number' as const, inputProps: { min: 0 }, disabled };
  return (
    <Grid size={{ xs: 12, md: 4 }} data-testid={`info-module-${block}`}>
      <SwitchFieldInput name={`${block}.Activado`} label={adminScreens.companies.modules[block]} disabled={disabled} />
      {on ? (
        <>
          <TextFieldInput name={`${block}.${limitField}`} label={limitLabel} {...numeric} />
          <TextFieldInput name={`${block}.LimiteUsuarios`} label={f.limiteUsuarios} {...numeric} />
          <Typography variant="caption" color="text.secondary">
            {used}
          </Typography>
        </>
      ) : null}
    </Grid>
  );
}

/** 'Información': read-only until 'Editar' (only the platform administrator may edit). */
export function InfoTab({ ctx }: { ctx: ConfigContext }) {
  const { notify } = useRemoteProps();
  const update = useUpdateCompany();
  const [editing, setEditing] = useState(false);
  const { usage, almacenamiento } = ctx.config;
  const initialValues = valuesOf(ctx.config);
  const validate = (values: Values) => validateBody(bodyOf(values, undefined));
  const disabled = !editing;
  const usedText = (m: 'Revisiones' | 'Checklist' | 'ChecklistsOT') => {
    const u = usage.modulos[m];
    return `${adminScreens.config.usersHeader} ${adminScreens.config.usage(u.usuarios.used, u.usuarios.limit)} · ${adminScreens.config.projectsHeader} ${adminScreens.config.usage(u.proyectos.used, u.proyectos.limit)}`;
  };
  return (
    <Form<Values>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values) => {
        try {
          const answer = await update.mutateAsync({ params: { companyId: ctx.companyId }, body: bodyOf(values, initialValues.LimiteAlmacenamiento) });
          notify('success', answer.message);
          setEditing(false);
          ctx.reload();
        } catch (error) {
          notify('error', errorText(error));
          if (errorText(error) === companyAdmin.rutTaken) return { Rut: companyAdmin.rutTaken };
        }
        return undefined;
      }}
      render={({ handleSubmit, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate data-testid="company-info">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextFieldInput name="Nombre" label={f.nombre} disabled={disabled} testId="info-nombre" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextFieldInput name="Rut" label={f.rut} disabled={disabled} transform={formatRut} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextFieldInput name="LimiteFotos" label={f.limiteFotos} numeric type="number" inputProps={{ min: 1, max: 2 }} disabled={disabled} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextFieldInput name="PiePagina" label={f.piePagina} multiline disabled={disabled} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} data-testid="info-zona-horaria">
              <SelectFieldInput name="ZonaHoraria" label={f.zonaHoraria} options={zoneOptions(initialValues.ZonaHoraria)} disabled={disabled} />
            </Grid>
            <ModuleLimits block="Revisiones" limitField="LimiteRevisiones" limitLabel={f.limiteRevisiones} disabled={disabled} used={usedText('Revisiones')} />
            <ModuleLimits block="CheckList" limitField="LimiteCheckList" limitLabel={f.limiteCheckList} disabled={disabled} used={usedText('Checklist')} />
            <ModuleLimits
              block="ChecklistsOT"
              limitField="LimiteProyectos"
              limitLabel={f.limiteProyectos}
              disabled={disabled}
              used={usedText('ChecklistsOT')}
            />
            <StorageUsage used={almacenamiento.used} limit={almacenamiento.limit} />
            {editing ? (
              <Grid size={{ xs: 12, md: 6 }}>
                <TextFieldInput name="LimiteAlmacenamiento" label={f.limiteAlmacenamiento} numeric type="number" inputProps={{ min: 0 }} />
              </Grid>
            ) : null}
          </Grid>
          {ctx.isAdmin && !ctx.readOnly ? (
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              {editing ? (
                <>
                  <Button
                    onClick={() => {
                      form.reset();
                      setEditing(false);
                    }}
                  >
                    {adminScreens.actions.cancel}
                  </Button>
                  <Button type="submit" variant="contained" disabled={submitting}>
                    {adminScreens.actions.save}
                  </Button>
                </>
              ) : (
                <Button
                  variant="contained"
                  onClick={(event) => {
                    event.preventDefault();
                    setEditing(true);
                  }}
                >
                  {adminScreens.actions.edit}
                </Button>
              )}
            </Stack>
          ) : null}
        </form>
      )}
    />
  );
}
