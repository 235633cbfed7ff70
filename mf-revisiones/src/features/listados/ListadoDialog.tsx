import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ListadoBody, listadosEndpoints, revisionesEndpoints, type ListadoItem } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { FormDialogActions, TextFieldInput, errorText, zodValidate } from '@insp/ui/forms';
import { useFullScreenDialog } from '../../shared/dialogs.ts';
import { ResponsableField } from '../../shared/ResponsableField.tsx';

const t = revisiones.listados;
const validate = zodValidate(ListadoBody);

interface Values {
  Nombre: string;
  ResponsableId?: string;
}

export interface ListadoDialogProps {
  companyId: string;
  projectId: string;
  revisionId: string;
  /** null: 'Nuevo Listado'. */
  listado: ListadoItem | null;
  onClose: () => void;
}

/** Create / edit a listado with its responsible (spec 001 §2, §5): 'Nombre requerido'; 'Existe listado con ese nombre' from the service. */
export default function ListadoDialog({ companyId, projectId, revisionId, listado, onClose }: ListadoDialogProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const invalidates = () => [
    endpointKey('revisiones', listadosEndpoints.list, { companyId, projectId, revisionId }),
    // the revisions table counts listados
    endpointKey('revisiones', revisionesEndpoints.list, { companyId, projectId }),
  ];
  const create = useEndpointMutation('revisiones', listadosEndpoints.create, { invalidates });
  const update = useEndpointMutation('revisiones', listadosEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey('revisiones', listadosEndpoints.get, input.params)],
  });
  const initial: Values = listado ? { Nombre: listado.Nombre, ResponsableId: listado.Responsable?.id } : { Nombre: '' };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Form<Values>
        initialValues={initial}
        validate={validate}
        onSubmit={async (values) => {
          const body = { Nombre: values.Nombre, ResponsableId: values.ResponsableId ?? '' };
          try {
            if (listado) {
              await update.mutateAsync({ params: { companyId, projectId, revisionId, listadoId: listado.id }, body });
              notify('success', t.success.actualizado);
            } else {
              await create.mutateAsync({ params: { companyId, projectId, revisionId }, body });
              notify('success', t.success.agregado);
            }
            onClose();
            return undefined;
          } catch (error) {
            const message = errorText(error);
            notify('error', message);
            return message === t.errors.nombreDuplicado ? { Nombre: message } : { [FORM_ERROR]: message };
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="listado-dialog">
            <DialogTitle>{listado ? revisionesScreens.listados.editar : t.nuevo}</DialogTitle>
            <DialogContent>
              {submitError ? (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {String(submitError)}
                </Alert>
              ) : null}
              <TextFieldInput name="Nombre" label={revisionesScreens.listados.nombre} autoFocus testId="field-Nombre" />
              <ResponsableField companyId={companyId} current={listado?.Responsable ?? null} />
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </Dialog>
  );
}
