import { proyectosEndpoints, RevisionBody, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';

import { ResponsableField } from '../../shared/ResponsableField.tsx';

const NombreResponsableDialog = lazyScreenDialog((d) => d.NombreResponsableDialog);

const t = revisiones.revisiones;
const labels = { nuevo: t.nueva, ...revisionesScreens.revisiones, ...t.errors, agregado: t.success.agregada, actualizado: t.success.actualizada };
const validate = zodValidate(RevisionBody);

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
  return (
    <NombreResponsableDialog
      testId="revision-dialog"
      labels={labels}
      item={revision}
      validate={validate}
      create={(body) => create.mutateAsync({ params: { companyId, projectId }, body })}
      update={(revisionId, body) => update.mutateAsync({ params: { companyId, projectId, revisionId }, body })}
      onClose={onClose}
    >
      <ResponsableField companyId={companyId} current={revision?.Responsable ?? null} />
    </NombreResponsableDialog>
  );
}
