import { type NeoProyecto, NeoProyectoCreateBody, neoProyectosEndpoints, NeoProyectoUpdateBody, type TipoProyectoOT } from '@insp/contracts/neo';
import { neo, neoScreens, tiposProyectoOT } from '@insp/messages/neo';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { FormSubmitError } from '@insp/ui/forms';
import { errorText, FormDialogActions, SelectFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import { useFullScreenDialog } from '@insp/ui/screens';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';

import { useUsuariosOT, usuarioLabel } from '../../shared/usuarios.ts';

const t = neo.proyectos;
const s = neoScreens.proyectos.dialogs;

interface Values {
  Nombre: string;
  ResponsableId: string;
  Tipo?: TipoProyectoOT | '';
}

const validateCreate = zodValidate(NeoProyectoCreateBody);
const validateUpdate = zodValidate(NeoProyectoUpdateBody);

export interface ProjectDialogProps {
  companyId: string;
  /** null: 'Nuevo Proyecto'. */
  project: NeoProyecto | null;
  onClose: () => void;
}

/**
 * Create / edit a NEO project (spec 002 §5): nombre and responsable 'Campo requerido', tipo one of
 * Edificios / Casas / Otro ('Selección inválida'); on edit only the name and the responsible are
 * saved. The duplicate name and the project limit come back from the service.
 */
export default function ProjectDialog({ companyId, project, onClose }: ProjectDialogProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const usuarios = useUsuariosOT(companyId);
  const invalidates = () => [endpointKey('neo', neoProyectosEndpoints.list, { companyId })];
  const create = useEndpointMutation('neo', neoProyectosEndpoints.create, { invalidates });
  const update = useEndpointMutation('neo', neoProyectosEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey('neo', neoProyectosEndpoints.get, input.params)],
  });
  const options = usuarios.items.map((u) => ({ value: u.id, label: usuarioLabel(u) }));
  const current = project?.Responsable;
  if (current && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: current.NombreCompleto });
  const initial: Values = project ? { Nombre: project.Nombre, ResponsableId: project.Responsable?.id ?? '' } : { Nombre: '', ResponsableId: '', Tipo: '' };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Form<Values>
        initialValues={initial}
        validate={project ? validateUpdate : validateCreate}
        onSubmit={async (values) => {
          try {
            if (project) {
              await update.mutateAsync({ params: { companyId, projectId: project.id }, body: { Nombre: values.Nombre, ResponsableId: values.ResponsableId } });
              notify('success', t.success.actualizado);
            } else {
              await create.mutateAsync({
                params: { companyId },
                body: { Nombre: values.Nombre, ResponsableId: values.ResponsableId, Tipo: values.Tipo as TipoProyectoOT },
              });
              notify('success', t.success.creado);
            }
            onClose();
            return undefined;
          } catch (error) {
            const message = errorText(error);
            notify('error', message);
            return message === t.errors.nombreDuplicado(values.Nombre.trim()) ? { Nombre: message } : { [FORM_ERROR]: message };
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="project-dialog">
            <DialogTitle>{project ? s.editar : s.nuevo}</DialogTitle>
            <DialogContent>
              <FormSubmitError error={submitError} />
              <TextFieldInput name="Nombre" label={s.nombre} autoFocus testId="field-Nombre" />
              <SelectFieldInput name="ResponsableId" label={s.responsable} options={options} />
              {project ? null : <SelectFieldInput name="Tipo" label={s.tipo} options={tiposProyectoOT.map((tipo) => ({ value: tipo, label: tipo }))} />}
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </Dialog>
  );
}
