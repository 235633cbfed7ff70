import type { ListadoItem } from '@insp/contracts';
import { revisiones } from '@insp/messages/revisiones';
import { lazyScreenDialog } from '@insp/ui/screens';

const OrdenInformeDialog = lazyScreenDialog((d) => d.OrdenInformeDialog);

export interface InformeDialogProps {
  companyId: string;
  listado: ListadoItem;
  onClose: () => void;
}

/** 'Solicitar informe' (spec 001 §2, §7): the shared 'Ordenar por:' dialog asking for the 'resumen-listado' document. */
export default function InformeDialog({ companyId, listado, onClose }: InformeDialogProps) {
  return (
    <OrdenInformeDialog
      service="revisiones"
      companyId={companyId}
      listado={listado.Nombre}
      labels={revisiones.listados.informe}
      request={(orden) => ({ kind: 'resumen-listado', projectId: listado.projectId, revisionId: listado.revisionId, listadoId: listado.id, orden })}
      onClose={onClose}
    />
  );
}
