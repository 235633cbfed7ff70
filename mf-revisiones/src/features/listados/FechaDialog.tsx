import { type ListadoItem, listadosEndpoints } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { inputDate } from '@insp/ui/screens';
import { lazyScreenDialog } from '@insp/ui/screens';

const DateDialog = lazyScreenDialog((d) => d.FechaDialog);

const t = revisiones.listados.fechas;
const s = revisionesScreens.listados;

export interface FechaDialogProps {
  companyId: string;
  listado: ListadoItem;
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
  const endpoint = which === 'propuesta' ? listadosEndpoints.fechaPropuesta : listadosEndpoints.fechaReal;
  const save = useEndpointMutation('revisiones', endpoint, {
    invalidates: () => [endpointKey('revisiones', listadosEndpoints.list, { companyId, projectId: listado.projectId, revisionId: listado.revisionId })],
    onSuccess: () => {
      notify('success', current ? t.editada : t.asignada);
      onClose();
    },
    onError: (error) => notify('error', error.message),
  });
  return (
    <DateDialog
      initial={inputDate(current)}
      labels={{
        title: which === 'propuesta' ? s.fechaPropuestaTitulo : s.fechaRealTitulo,
        fecha: s.fecha,
        cancelar: revisionesScreens.comunes.cancelar,
        agregar: t.agregar,
      }}
      saving={save.isPending}
      onSave={(Fecha) =>
        save.mutate({ params: { companyId, projectId: listado.projectId, revisionId: listado.revisionId, listadoId: listado.id }, body: { Fecha } })
      }
      onClose={onClose}
    />
  );
}
