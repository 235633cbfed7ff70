import { ListadoBody, type ListadoItem, listadosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';

import { ResponsableField } from '../../shared/ResponsableField.tsx';

const NombreResponsableDialog = lazyScreenDialog((d) => d.NombreResponsableDialog);

const t = revisiones.listados;
const labels = { ...revisionesScreens.listados, ...t.errors, nuevo: t.nuevo, agregado: t.success.agregado, actualizado: t.success.actualizado };
const validate = zodValidate(ListadoBody);

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
  const invalidates = () => [
    endpointKey('revisiones', listadosEndpoints.list, { companyId, projectId, revisionId }),
    // the revisions table counts listados
    endpointKey('revisiones', revisionesEndpoints.list, { companyId, projectId }),
  ];
  const create = useEndpointMutation('revisiones', listadosEndpoints.create, { invalidates });
  const update = useEndpointMutation('revisiones', listadosEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey('revisiones', listadosEndpoints.get, input.params)],
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
