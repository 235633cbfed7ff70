import {
  type ModoTerminacionesOT,
  neoAsignacionesEndpoints,
  type NeoAsignadoParams,
  NeoHojaCreateBody,
  neoHojasEndpoints,
  type NeoUnidadesEspacio,
  type TipoChecklistOT,
} from '@insp/contracts/neo';
import { modosTerminacionesOT, neo, neoScreens } from '@insp/messages/neo';
import { newClientId } from '@insp/mf-kit';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { FormSubmitError } from '@insp/ui/forms';
import { FormDialogActions, type FormErrors, SelectFieldInput, TextFieldInput, useNotifiedSubmit, zodValidate } from '@insp/ui/forms';
import { useFullScreenDialog } from '@insp/ui/screens';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form } from 'react-final-form';

import { useCatalogosOT } from '../../shared/usuarios.ts';

const s = neoScreens.hojas;
const v = neo.hojas.validation;

interface Values {
  Unidades?: number;
  PlanoRevisor?: string;
  Elemento?: string;
  Ubicacion?: string;
  Modo?: ModoTerminacionesOT;
  Sector?: string;
  Recinto?: string;
  Pasillo?: string;
  Otro?: string;
}

const validateBody = zodValidate(NeoHojaCreateBody);

/** The dialog's checks (§5): the body's schema, then Unidades between 1 and the units the space has left. */
export function validateHoja(values: Values, tipo: TipoChecklistOT, espacio: NeoUnidadesEspacio): FormErrors {
  const errors: FormErrors = { ...validateBody({ ...values, Tipo: tipo }) };
  delete errors.Tipo;
  const unidades = values.Unidades;
  if (unidades === undefined || !Number.isInteger(unidades) || unidades < 1) errors.Unidades = v.unidadesMinimo(espacio.Unidad);
  else if (unidades > espacio.UnidadesDisponibles) errors.Unidades = v.unidadesMaximo(espacio.UnidadesDisponibles, espacio.Unidad);
  else delete errors.Unidades;
  return errors;
}

export interface AgregarHojaDialogProps {
  companyId: string;
  params: NeoAsignadoParams;
  tipo: TipoChecklistOT;
  espacio: NeoUnidadesEspacio;
  onClose: () => void;
}

/**
 * 'Agregar hoja' (spec 002 §5): Unidades >= 1 ('Debes revisar al menos 1 {unit}'), capped at the
 * units left; Obra Gruesa asks PlanoRevisor, Elemento, Ubicacion; Terminaciones a mode — 'Sector y
 * recinto', 'Pasillos' or 'Otro' — with its fields from the company's OT parameters. One clientId
 * per dialog: a retried 'Guardar' returns the same sheet.
 */
export default function AgregarHojaDialog({ companyId, params, tipo, espacio, onClose }: AgregarHojaDialogProps) {
  const submit = useNotifiedSubmit();
  const fullScreen = useFullScreenDialog();
  const catalogos = useCatalogosOT(companyId).data;
  const [clientId] = useState(newClientId);
  const create = useEndpointMutation('neo', neoHojasEndpoints.create, {
    invalidates: () => [
      endpointKey('neo', neoHojasEndpoints.list, params),
      endpointKey('neo', neoAsignacionesEndpoints.get, params),
      endpointKey('neo', neoAsignacionesEndpoints.list, { companyId: params.companyId, projectId: params.projectId, checklistId: params.checklistId }),
    ],
  });
  const opts = (names: readonly string[] | undefined) => (names ?? []).map((n) => ({ value: n, label: n }));
  const initial: Values = tipo === 'Terminaciones' ? { Unidades: 1, Modo: 'Sector y recinto' } : { Unidades: 1 };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Form<Values>
        initialValues={initial}
        validate={(values) => validateHoja(values, tipo, espacio)}
        onSubmit={(values) => {
          const modo = values.Modo;
          const body =
            tipo === 'Obra Gruesa'
              ? {
                  clientId,
                  Tipo: tipo,
                  Unidades: values.Unidades as number,
                  PlanoRevisor: values.PlanoRevisor,
                  Elemento: values.Elemento,
                  Ubicacion: values.Ubicacion,
                }
              : {
                  clientId,
                  Tipo: tipo,
                  Unidades: values.Unidades as number,
                  Modo: modo,
                  ...(modo === 'Sector y recinto'
                    ? { Sector: values.Sector, Recinto: values.Recinto }
                    : modo === 'Pasillos'
                      ? { Pasillo: values.Pasillo }
                      : { Otro: values.Otro }),
                };
          return submit(() => create.mutateAsync({ params, body }), onClose);
        }}
        render={({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="agregar-hoja-dialog">
            <DialogTitle>{s.agregarTitulo}</DialogTitle>
            <DialogContent>
              <FormSubmitError error={submitError} />
              <Typography variant="body2" color="text.secondary">
                {`${tipo} · ${s.disponibles(espacio.UnidadesDisponibles, espacio.Unidad)}`}
              </Typography>
              <TextFieldInput
                name="Unidades"
                label={s.unidades(espacio.Unidad)}
                type="number"
                numeric
                inputProps={{ min: 1, max: espacio.UnidadesDisponibles }}
                testId="field-Unidades"
              />
              {tipo === 'Obra Gruesa' ? (
                <>
                  <TextFieldInput name="PlanoRevisor" label={s.campos.PlanoRevisor} testId="field-PlanoRevisor" />
                  <SelectFieldInput name="Elemento" label={s.campos.Elemento} options={opts(catalogos?.Elementos)} />
                  <TextFieldInput name="Ubicacion" label={s.campos.Ubicacion} testId="field-Ubicacion" />
                </>
              ) : (
                <>
                  <SelectFieldInput name="Modo" label={s.modo} options={modosTerminacionesOT.map((m) => ({ value: m, label: m }))} />
                  {values.Modo === 'Sector y recinto' ? (
                    <>
                      <SelectFieldInput name="Sector" label={s.campos.Sector} options={opts(catalogos?.Sectores)} />
                      <SelectFieldInput name="Recinto" label={s.campos.Recinto} options={opts(catalogos?.Recintos)} />
                    </>
                  ) : values.Modo === 'Pasillos' ? (
                    <SelectFieldInput name="Pasillo" label={s.campos.Pasillo} options={opts(catalogos?.Pasillos)} />
                  ) : (
                    <SelectFieldInput name="Otro" label={s.campos.Otro} options={opts(catalogos?.Otros)} />
                  )}
                </>
              )}
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </Dialog>
  );
}
