import type * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones } from '@insp/messages/checklist-revisiones';
import { lazyScreenDialog } from '@insp/ui/screens';

const OrdenInformeDialog = lazyScreenDialog((d) => d.OrdenInformeDialog);

export interface InformeDialogProps {
  companyId: string;
  listado: cr.ListadoItem;
  onClose: () => void;
}

/**
 * 'Solicitar informe' of a checklist list (spec 001 §2 'report ordering'; the spec's generatePdf with
 * orderRecinto): the shared 'Ordenar por:' dialog asking for the list's Respuestas_{list}_{date}.pdf
 * ('pdf-listados' with its one pair) grouped by subcontrato or by recinto.
 */
export default function InformeDialog({ companyId, listado, onClose }: InformeDialogProps) {
  return (
    <OrdenInformeDialog
      service="checklist-revisiones"
      companyId={companyId}
      listado={listado.Nombre}
      labels={checklistRevisiones.listados.informe}
      request={(orden) =>
        ({
          kind: 'pdf-listados',
          projectId: listado.projectId,
          items: [{ revisionId: listado.revisionId, listadoId: listado.id }],
          orden,
        }) satisfies cr.InformeRequest
      }
      onClose={onClose}
    />
  );
}
