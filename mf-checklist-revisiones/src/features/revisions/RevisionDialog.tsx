import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';

import { ResponsableField } from '../../shared/ResponsableField.tsx';

const NombreResponsableDialog = lazyScreenDialog((d) => d.NombreResponsableDialog);

const t = checklistRevisiones.revisiones;
const S = 'checklist-revisiones';
const labels = { nuevo: t.nueva, ...checklistRevisionesScreens.revisiones, ...t.errors, agregado: t.success.agregada, actualizado: t.success.actualizada };
const validate = zodValidate(cr.RevisionBody);

export interface RevisionDialogProps {
  companyId: string;
  projectId: string;
  /** null: 'Nueva Revisión'. */
  revision: cr.RevisionItem | null;
  onClose: () => void;
}

/** Create / edit a revision (spec 001 §5): 'Nombre requerido', a responsible chosen; 'Existe revisión con ese nombre' from the service. */
export default function RevisionDialog({ companyId, projectId, revision, onClose }: RevisionDialogProps) {
  const invalidates = () => [endpointKey(S, cr.revisionesEndpoints.list, { companyId, projectId }), endpointKey(S, cr.proyectosEndpoints.list, { companyId })];
  const create = useEndpointMutation(S, cr.revisionesEndpoints.create, { invalidates });
  const update = useEndpointMutation(S, cr.revisionesEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey(S, cr.revisionesEndpoints.get, input.params)],
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
