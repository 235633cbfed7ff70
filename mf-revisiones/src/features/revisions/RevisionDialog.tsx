import { proyectosEndpoints, RevisionBody, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';
import { ResponsableField } from '../../shared/ResponsableField.tsx';

const NombreDialog = lazyScreenDialog((d) => d.NombreDialog<Values>);

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
  const invalidates = () => [
    endpointKey('revisiones', revisionesEndpoints.list, { companyId, projectId }),
    // the projects table counts revisions (Carpetas)
    endpointKey('revisiones', proyectosEndpoints.list, { companyId }),
  ];
  const create = useEndpointMutation('revisiones', revisionesEndpoints.create, { invalidates });
  const update = useEndpointMutation('revisiones', revisionesEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey('revisiones', revisionesEndpoints.get, input.params)],
  });
  const save = async (values: Values) => {
    const body = { Nombre: values.Nombre, ResponsableId: values.ResponsableId ?? '' };
    if (!revision) {
      await create.mutateAsync({ params: { companyId, projectId }, body });
      return t.success.agregada;
    }
    await update.mutateAsync({ params: { companyId, projectId, revisionId: revision.id }, body });
    return t.success.actualizada;
  };
  return (
    <NombreDialog
      testId="revision-dialog"
      title={revision ? revisionesScreens.revisiones.editar : t.nueva}
      nameLabel={revisionesScreens.revisiones.nombre}
      initialValues={revision ? { Nombre: revision.Nombre, ResponsableId: revision.Responsable?.id } : { Nombre: '' }}
      validate={validate}
      save={save}
      isNameError={(message) => message === t.errors.nombreDuplicado}
      onClose={onClose}
    >
      <ResponsableField companyId={companyId} current={revision?.Responsable ?? null} />
    </NombreDialog>
  );
}
