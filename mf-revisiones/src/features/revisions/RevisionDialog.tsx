import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { proyectosEndpoints, RevisionBody, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { FormDialogActions, TextFieldInput, errorText, zodValidate } from '@insp/ui/forms';
import { useFullScreenDialog } from '../../shared/dialogs.ts';
import { ResponsableField } from '../../shared/ResponsableField.tsx';

const t = revisiones.revisiones;
const validate = zodValidate(RevisionBody);

interface Values {
  Nombre: string;
  ResponsableId?: string;
}

export interface RevisionDialogProps {
  companyId: string;
  projectId: string;
  /** null: 'Nueva Revisión'. */
  revision: RevisionItem | null;
  onClose: () => void;
}

/** Create / edit a revision (spec 001 §5): 'Nombre requerido', a responsible chosen; 'Existe revisión con ese nombre' from the service. */
export default function RevisionDialog({ companyId, projectId, revision, onClose }: RevisionDialogProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const invalidates = () => [
    endpointKey('revisiones', revisionesEndpoints.list, { companyId, projectId }),
    // the projects table counts revisions (Carpetas)
    endpointKey('revisiones', proyectosEndpoints.list, { companyId }),
  ];
  const create = useEndpointMutation('revisiones', revisionesEndpoints.create, { invalidates });
  const update = useEndpointMutation('revisiones', revisionesEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey('revisiones', revisionesEndpoints.get, input.params)],
  });
  const initial: Values = revision ? { Nombre: revision.Nombre, ResponsableId: revision.Responsable?.id } : { Nombre: '' };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Form<Values>
        initialValues={initial}
        validate={validate}
        onSubmit={async (values) => {
          const body = { Nombre: values.Nombre, ResponsableId: values.ResponsableId ?? '' };
          try {
            if (revision) {
              await update.mutateAsync({ params: { companyId, projectId, revisionId: revision.id }, body });
              notify('success', t.success.actualizada);
            } else {
              await create.mutateAsync({ params: { companyId, projectId }, body });
              notify('success', t.success.agregada);
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
          <form onSubmit={handleSubmit} noValidate data-testid="revision-dialog">
            <DialogTitle>{revision ? revisionesScreens.revisiones.editar : t.nueva}</DialogTitle>
            <DialogContent>
              {submitError ? (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {String(submitError)}
                </Alert>
              ) : null}
              <TextFieldInput name="Nombre" label={revisionesScreens.revisiones.nombre} autoFocus testId="field-Nombre" />
              <ResponsableField companyId={companyId} current={revision?.Responsable ?? null} />
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </Dialog>
  );
}
