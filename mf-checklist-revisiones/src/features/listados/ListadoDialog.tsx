import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';

import { ResponsableField } from '../../shared/ResponsableField.tsx';

const NombreResponsableDialog = lazyScreenDialog((d) => d.NombreResponsableDialog);

const t = checklistRevisiones.listados;
const S = 'checklist-revisiones';
const labels = { ...checklistRevisionesScreens.listados, ...t.errors, nuevo: t.nuevo, agregado: t.success.agregado, actualizado: t.success.actualizado };
const validate = zodValidate(cr.ListadoBody);

export interface ListadoDialogProps {
  companyId: string;
  projectId: string;
  revisionId: string;
  /** null: 'Nuevo Listado'. */
  listado: cr.ListadoItem | null;
  onClose: () => void;
}

/** Create / edit a listado with its responsible (spec 001 §2, §5): 'Nombre requerido'; 'Existe listado con ese nombre' from the service. */
export default function ListadoDialog({ companyId, projectId, revisionId, listado, onClose }: ListadoDialogProps) {
  const invalidates = () => [
    endpointKey(S, cr.listadosEndpoints.list, { companyId, projectId, revisionId }),
    // the revisions table counts listados
    endpointKey(S, cr.revisionesEndpoints.list, { companyId, projectId }),
  ];
  const create = useEndpointMutation(S, cr.listadosEndpoints.create, { invalidates });
  const update = useEndpointMutation(S, cr.listadosEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey(S, cr.listadosEndpoints.get, input.params)],
  });
  return (
    <NombreResponsableDialog
      testId="listado-dialog"
      labels={labels}
      item={listado}
      validate={validate}
      create={(body) => create.mutateAsync({ params: { companyId, projectId, revisionId }, body })}
      update={(listadoId, body) => update.mutateAsync({ params: { companyId, projectId, revisionId, listadoId }, body })}
      onClose={onClose}
    >
      <ResponsableField companyId={companyId} current={listado?.Responsable ?? null} />
    </NombreResponsableDialog>
  );
}
