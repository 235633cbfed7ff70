import { type CompanyDetail, CompanyUpdateBody, CONFIG_PAGE_DEFAULTS } from '@insp/contracts';
import { formatRut, isValidRut } from '@insp/domain';
import { adminScreens, companyAdmin } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
import { errorText, SwitchFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, useField } from 'react-final-form';

import { updateCompany } from './api.ts';
import type { ConfigContext } from './CompanyConfigScreen.tsx';

const f = adminScreens.companies.fields;

interface Values {
  Nombre: string;
  Rut: string;
  LimiteFotos: number | undefined;
  PiePagina: string;
  Revisiones: { Activado: boolean; LimiteRevisiones?: number; LimiteUsuarios?: number };
  CheckList: { Activado: boolean; LimiteCheckList?: number; LimiteUsuarios?: number };
  ChecklistsOT: { Activado: boolean; LimiteProyectos?: number; LimiteUsuarios?: number };
}

/**
 * The configuration page's readings (spec 000 §5 'Both readings are given'): a module that is off
 * has no limits worth showing, so its fields read 10 / 10 / 10 and 20 users, and turning it on
 * proposes those (the add-company dialog proposes 5).
 */
const limitOf = (on: boolean, stored: number | undefined, fallback: number) => (on && stored !== undefined ? stored : fallback);
const D = CONFIG_PAGE_DEFAULTS;
const valuesOf = (c: CompanyDetail): Values => ({
  Nombre: c.Nombre,
  Rut: c.Rut,
  LimiteFotos: c.LimiteFotos,
  PiePagina: c.PiePagina,
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
const validate = zodValidate(schema);

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
  const { api, notify } = useRemoteProps();
  const [editing, setEditing] = useState(false);
  const { company, usage } = ctx.config;
  const disabled = !editing;
  const usedText = (m: 'Revisiones' | 'Checklist' | 'ChecklistsOT') => {
    const u = usage.modulos[m];
    return `${adminScreens.config.usersHeader} ${adminScreens.config.usage(u.usuarios.used, u.usuarios.limit)} · ${adminScreens.config.projectsHeader} ${adminScreens.config.usage(u.proyectos.used, u.proyectos.limit)}`;
  };
  return (
    <Form<Values>
      initialValues={valuesOf(company)}
      validate={validate}
      onSubmit={async (values) => {
        try {
          const answer = await updateCompany(api, ctx.companyId, { ...values, Nombre: values.Nombre.trim() });
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
            <ModuleLimits block="Revisiones" limitField="LimiteRevisiones" limitLabel={f.limiteRevisiones} disabled={disabled} used={usedText('Revisiones')} />
            <ModuleLimits block="CheckList" limitField="LimiteCheckList" limitLabel={f.limiteCheckList} disabled={disabled} used={usedText('Checklist')} />
            <ModuleLimits
              block="ChecklistsOT"
              limitField="LimiteProyectos"
              limitLabel={f.limiteProyectos}
              disabled={disabled}
              used={usedText('ChecklistsOT')}
            />
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
