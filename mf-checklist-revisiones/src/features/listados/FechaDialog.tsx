import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { inputDate } from '@insp/ui/screens';
import { lazyScreenDialog } from '@insp/ui/screens';

const DateDialog = lazyScreenDialog((d) => d.FechaDialog);

const t = checklistRevisiones.listados;
const S = 'checklist-revisiones';

export interface FechaDialogProps {
  companyId: string;
  listado: cr.ListadoItem;
  /** Which date: the proposed or the real one. */
  which: 'propuesta' | 'real';
  onClose: () => void;
}

/**
 * The proposed / real date of a listado (spec 001 §2): 'Agregar' appears only once a date is
 * chosen; 'Fecha asignada correctamente' the first time, 'Fecha editada correctamente' after.
 */
export default function FechaDialog({ companyId, listado, which, onClose }: FechaDialogProps) {
  const { notify } = useRemoteProps();
  const current = which === 'propuesta' ? listado.FechaPropuesta : listado.FechaReal;
  const endpoint = which === 'propuesta' ? cr.listadosEndpoints.fechaPropuesta : cr.listadosEndpoints.fechaReal;
  const save = useEndpointMutation(S, endpoint, {
    invalidates: () => [endpointKey(S, cr.listadosEndpoints.list, { companyId, projectId: listado.projectId, revisionId: listado.revisionId })],
    onSuccess: () => {
      notify('success', current ? t.fechas.editada : t.fechas.asignada);
      onClose();
    },
    onError: (error) => notify('error', error.message),
  });
  return (
    <DateDialog
      initial={inputDate(current)}
      labels={{
        title: which === 'propuesta' ? t.actions.fechaPropuesta : t.actions.fechaReal,
        fecha: checklistRevisionesScreens.listados.fecha,
        cancelar: checklistRevisionesScreens.comunes.cancelar,
        agregar: t.fechas.agregar,
      }}
      saving={save.isPending}
      onSave={(Fecha) =>
        save.mutate({ params: { companyId, projectId: listado.projectId, revisionId: listado.revisionId, listadoId: listado.id }, body: { Fecha } })
      }
      onClose={onClose}
    />
  );
}
