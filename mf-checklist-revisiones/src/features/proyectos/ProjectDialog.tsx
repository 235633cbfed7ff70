import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';

import { ResponsableField } from '../../shared/ResponsableField.tsx';

const t = checklistRevisiones.proyectos;
const S = 'checklist-revisiones';

interface Values {
  NombreProyecto: string;
  ResponsableId?: string;
}

const NombreDialog = lazyScreenDialog((d) => d.NombreDialog<Values>);
const validateCreate = zodValidate(cr.ProyectoCreateBody);
const validateUpdate = zodValidate(cr.ProyectoUpdateBody);

export interface ProjectDialogProps {
  companyId: string;
  /** null: 'Nuevo Proyecto'. */
  project: cr.ProyectoItem | null;
  onClose: () => void;
}

/**
 * Create / edit a checklist project (spec 001 §5): NombreProyecto required ('Este dato es
 * importante.' on create, 'Requerido' on edit), no day fields; an optional responsible on create.
 * 'Ya tienes un proyecto con este nombre.' and the quota come back from the service.
 */
export default function ProjectDialog({ companyId, project, onClose }: ProjectDialogProps) {
  const invalidates = () => [endpointKey(S, cr.proyectosEndpoints.list, { companyId })];
  const create = useEndpointMutation(S, cr.proyectosEndpoints.create, { invalidates });
  const update = useEndpointMutation(S, cr.proyectosEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey(S, cr.proyectosEndpoints.get, input.params)],
  });
  const save = async (values: Values) => {
    if (project) {
      await update.mutateAsync({ params: { companyId, projectId: project.id }, body: { NombreProyecto: values.NombreProyecto } });
      return t.success.actualizado;
    }
    await create.mutateAsync({
      params: { companyId },
      body: { NombreProyecto: values.NombreProyecto, ...(values.ResponsableId ? { ResponsableId: values.ResponsableId } : {}) },
    });
    return t.success.agregado;
  };

  return (
    <NombreDialog
      testId="project-dialog"
      title={project ? t.dialogs.editar : t.dialogs.nuevo}
      nameField="NombreProyecto"
      nameLabel={t.dialogs.nombreProyecto}
      initialValues={{ NombreProyecto: project?.NombreProyecto ?? '' }}
      validate={project ? validateUpdate : validateCreate}
      save={save}
      isNameError={(message) => message === t.errors.nombreDuplicado}
      onClose={onClose}
    >
      {project ? null : <ResponsableField companyId={companyId} label={checklistRevisionesScreens.proyectos.responsableOpcional} />}
    </NombreDialog>
  );
}
