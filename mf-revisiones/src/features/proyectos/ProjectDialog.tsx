import { ProyectoCreateBody, type ProyectoItem, proyectosEndpoints, ProyectoUpdateBody } from '@insp/contracts';
import { DEFAULT_DIAS_POR_VENCER, DEFAULT_DIAS_VENCIDOS } from '@insp/domain';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { TextFieldInput, zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';
import Stack from '@mui/material/Stack';

import { ResponsableField } from '../../shared/ResponsableField.tsx';

const t = revisiones.proyectos;

interface Values {
  NombreProyecto: string;
  DiasPorVencer?: number;
  DiasVencidos?: number;
  ResponsableId?: string;
}

const NombreDialog = lazyScreenDialog((d) => d.NombreDialog<Values>);
/** An emptied day field is null for the contract (absent would mean "the default" / "leave it"): an error on the field. */
const emptiedAsNull = (validate: (values: object) => object) => (values: Values) =>
  validate({ ...values, DiasPorVencer: values.DiasPorVencer ?? null, DiasVencidos: values.DiasVencidos ?? null });
const validateCreate = emptiedAsNull(zodValidate(ProyectoCreateBody));
const validateUpdate = emptiedAsNull(zodValidate(ProyectoUpdateBody));

export interface ProjectDialogProps {
  companyId: string;
  /** null: 'Nuevo Proyecto'. */
  project: ProyectoItem | null;
  onClose: () => void;
}

/**
 * Create / edit a project (spec 001 §5): NombreProyecto required ('Este dato es importante.' on
 * create, 'Requerido' on edit), DiasPorVencer and DiasVencidos required (the same texts: an emptied
 * field is an error, never silently 10 / 20) and at least 0 ('Debe ser mayor a 0'), starting at 10
 * and 20; an optional responsible on create. Duplicate names and the quota come back
 * from the service.
 */
export default function ProjectDialog({ companyId, project, onClose }: ProjectDialogProps) {
  const invalidates = () => [endpointKey('revisiones', proyectosEndpoints.list, { companyId })];
  const create = useEndpointMutation('revisiones', proyectosEndpoints.create, { invalidates });
  const update = useEndpointMutation('revisiones', proyectosEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey('revisiones', proyectosEndpoints.get, input.params)],
  });
  const initial: Values = project
    ? { NombreProyecto: project.NombreProyecto, DiasPorVencer: project.DiasPorVencer, DiasVencidos: project.DiasVencidos }
    : { NombreProyecto: '', DiasPorVencer: DEFAULT_DIAS_POR_VENCER, DiasVencidos: DEFAULT_DIAS_VENCIDOS };
  const save = async (values: Values) => {
    if (project) {
      await update.mutateAsync({
        params: { companyId, projectId: project.id },
        body: { NombreProyecto: values.NombreProyecto, DiasPorVencer: values.DiasPorVencer, DiasVencidos: values.DiasVencidos },
      });
      return t.success.actualizado;
    }
    await create.mutateAsync({
      params: { companyId },
      body: {
        NombreProyecto: values.NombreProyecto,
        DiasPorVencer: values.DiasPorVencer,
        DiasVencidos: values.DiasVencidos,
        ...(values.ResponsableId ? { ResponsableId: values.ResponsableId } : {}),
      },
    });
    return t.success.agregado;
  };

  return (
    <NombreDialog
      testId="project-dialog"
      title={project ? t.dialogs.editar : t.dialogs.nuevo}
      nameField="NombreProyecto"
      nameLabel={t.dialogs.nombreProyecto}
      initialValues={initial}
      validate={project ? validateUpdate : validateCreate}
      save={save}
      isNameError={(message) => message === t.errors.nombreDuplicadoNuevo || message === t.errors.nombreDuplicadoEditar}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextFieldInput name="DiasPorVencer" label={t.dialogs.diasPorVencer} type="number" numeric inputProps={{ min: 0 }} testId="field-DiasPorVencer" />
        <TextFieldInput name="DiasVencidos" label={t.dialogs.diasVencidos} type="number" numeric inputProps={{ min: 0 }} testId="field-DiasVencidos" />
      </Stack>
      {project ? null : <ResponsableField companyId={companyId} label={revisionesScreens.proyectos.responsableOpcional} />}
    </NombreDialog>
  );
}
