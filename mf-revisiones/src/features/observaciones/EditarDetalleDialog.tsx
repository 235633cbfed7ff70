import {
  type CatalogosObservacion,
  getObservacion,
  type ListadoParams,
  listadosEndpoints,
  listObservaciones,
  ObservacionCreateBody,
  observacionHistory,
  type ObservacionItem,
  type ObservacionUpdateBody,
  updateObservacion,
} from '@insp/contracts';
import { observaciones, observacionesScreens } from '@insp/messages/revisiones';
import { endpointClient, isApiError } from '@insp/mf-kit';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useSharedQueryClient } from '@insp/ui/data';
import { SwitchFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { z } from 'zod';

import { CatalogFields } from '../../shared/observaciones/CatalogFields.tsx';
import { errorTipoOptions } from '../../shared/observaciones/catalogos.ts';

const text = observacionesScreens.editar;
const labels = observacionesScreens.captura;

/** The dialog's fields: the capture's schemas (Sector required: 'Sector es requerido', §5) plus Resuelta. */
export const EditarDetalleForm = ObservacionCreateBody.pick({
  Sector: true,
  Recinto: true,
  Subcontrato: true,
  ErrorTipo: true,
  Prioridad: true,
  Comentario: true,
}).extend({ Resuelta: z.boolean() });
export type EditarDetalleValues = z.input<typeof EditarDetalleForm>;

const validate = zodValidate(EditarDetalleForm);

/** Only what changed is sent (a PATCH changes the fields it names; the history lists them). */
export function cambios(item: ObservacionItem, values: EditarDetalleValues): ObservacionUpdateBody {
  const body: ObservacionUpdateBody = {};
  if (values.Sector !== item.Sector) body.Sector = values.Sector;
  if (values.Recinto !== item.Recinto) body.Recinto = values.Recinto;
  if (values.Subcontrato !== item.Subcontrato) body.Subcontrato = values.Subcontrato;
  const errorTipo = values.ErrorTipo ?? '';
  if (errorTipo !== item.ErrorTipo) body.ErrorTipo = errorTipo === '' ? null : errorTipo;
  if (values.Prioridad !== item.Prioridad) body.Prioridad = values.Prioridad;
  const comentario = values.Comentario ?? '';
  if (comentario !== item.Comentario) body.Comentario = comentario;
  if (values.Resuelta !== (item.Resuelta !== null)) body.Resuelta = values.Resuelta;
  return body;
}

export interface EditarDetalleDialogProps {
  listado: ListadoParams;
  /** The observation as it was when the dialog opened: the edit is made on its Version. */
  item: ObservacionItem;
  catalogos: CatalogosObservacion | undefined;
  onClose: () => void;
}

/**
 * The observation as the service has it now: from the shown list once it has been refetched, else
 * (filtered out of the page meanwhile) asked by id.
 */
async function freshItem(
  client: ReturnType<typeof useSharedQueryClient>,
  api: ReturnType<typeof useRemoteProps>['api'],
  listado: ListadoParams,
  id: string,
): Promise<ObservacionItem> {
  const listKey = endpointKey('revisiones', listObservaciones, listado);
  await client.invalidateQueries({ queryKey: listKey });
  const shown = client.getQueriesData<{ items: ObservacionItem[] }>({ queryKey: listKey, type: 'active' }).flatMap(([, page]) => page?.items ?? []);
  return (
    shown.find((candidate) => candidate.id === id) ?? (await endpointClient(api, 'revisiones')(getObservacion, { params: { ...listado, observacionId: id } }))
  );
}

/**
 * 'Editar detalle' (spec 001 §2, §5): resolving and reopening are edits like any other. The edit
 * carries the Version of the observation it was made on; when another user changed it meanwhile the
 * service refuses it (409) and the dialog offers 'Recargar': the list is asked again and the form
 * starts over from the observation as it is now.
 */
export function EditarDetalleDialog({ listado, item: opened, catalogos, onClose }: EditarDetalleDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { notify, api } = useRemoteProps();
  const client = useSharedQueryClient();
  const [item, setItem] = useState(opened);
  // each reload starts a new form (its initial values, no stale error)
  const [generation, setGeneration] = useState(0);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const params = { ...listado, observacionId: item.id };
  const update = useEndpointMutation('revisiones', updateObservacion, {
    invalidates: () => [
      endpointKey('revisiones', listObservaciones, listado),
      // resolving or reopening changes the listado's resolved / total column
      endpointKey('revisiones', listadosEndpoints.list, { companyId: listado.companyId, projectId: listado.projectId, revisionId: listado.revisionId }),
      endpointKey('revisiones', getObservacion, params),
      endpointKey('revisiones', observacionHistory, params),
    ],
  });

  const initialValues: EditarDetalleValues = {
    Sector: item.Sector,
    Recinto: item.Recinto,
    Subcontrato: item.Subcontrato,
    ErrorTipo: item.ErrorTipo,
    Prioridad: item.Prioridad,
    Comentario: item.Comentario,
    Resuelta: item.Resuelta !== null,
  };

  const submit = async (values: EditarDetalleValues) => {
    const body = cambios(item, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return undefined;
    }
    if (item.Version !== undefined) body.Version = item.Version;
    try {
      await update.mutateAsync({ params, body });
      notify('success', text.exito);
      onClose();
      return undefined;
    } catch (error) {
      // §8: the snackbar says the spec's text; the dialog keeps the service's reason when it gave one
      notify('error', text.fallo);
      if (isApiError(error) && error.status === 409) {
        setConflict(true);
        return { [FORM_ERROR]: observaciones.conflicto };
      }
      const reason = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : text.fallo;
      return { [FORM_ERROR]: reason };
    }
  };

  const reload = async () => {
    setReloading(true);
    setReloadError(null);
    try {
      setItem(await freshItem(client, api, listado, item.id));
      setConflict(false);
      setGeneration((n) => n + 1);
    } catch (error) {
      setReloadError(isApiError(error) ? error.message : text.fallo);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <Form<EditarDetalleValues> key={generation} onSubmit={submit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError, values, form }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="editar-detalle-form">
            <DialogTitle>{text.title}</DialogTitle>
            <DialogContent>
              {submitError ? (
                <Alert
                  severity="error"
                  sx={{ mb: 1 }}
                  data-testid="editar-detalle-error"
                  action={
                    conflict ? (
                      <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading} data-testid="editar-detalle-recargar">
                        {observaciones.recargar}
                      </Button>
                    ) : undefined
                  }
                >
                  {reloadError ?? String(submitError)}
                </Alert>
              ) : null}
              <CatalogFields
                idPrefix="editar"
                labels={labels}
                catalogos={catalogos}
                current={item}
                required={['Sector']}
                errorTipo={{
                  options: errorTipoOptions(catalogos, values.Subcontrato ?? '', values.Subcontrato === item.Subcontrato ? item.ErrorTipo : null),
                  disabled: !values.Subcontrato,
                }}
                onSubcontratoChanged={() => form.change('ErrorTipo', '')}
              />
              <TextFieldInput name="Comentario" label={labels.comentario} multiline testId="editar-comentario" />
              <SwitchFieldInput name="Resuelta" label={text.resuelta} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{text.cancelar}</Button>
              <Button type="submit" variant="contained" disabled={submitting || conflict}>
                {text.guardar}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
