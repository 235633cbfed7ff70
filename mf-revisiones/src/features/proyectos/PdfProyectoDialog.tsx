import { listadosEndpoints, MAX_PARES_PDF, revisionesEndpoints } from '@insp/contracts';
import { revisionesScreens } from '@insp/messages/revisiones';
import { useEndpointQuery } from '@insp/ui/data';
import { lazyScreenDialog, type PdfListadosLabels } from '@insp/ui/screens';

const PdfListadosDialog = lazyScreenDialog((d) => d.PdfListadosDialog);

const t = revisionesScreens.pdf;
const labels: PdfListadosLabels = { ...t, cerrar: revisionesScreens.comunes.cerrar };
/** The lists of a revision offered at once (the service's largest page). */
const LISTS_PAGE = 100;

export interface PdfProyectoDialogProps {
  companyId: string;
  project: { id: string; NombreProyecto: string };
  onClose: () => void;
}

/**
 * 'Generar PDF proyecto' (spec 001 §2, §4, §9): one PDF per revision + list
 * (Respuestas_{list}_{date}.pdf); the 409 of a second document is shown as an alert.
 */
export default function PdfProyectoDialog({ companyId, project, onClose }: PdfProyectoDialogProps) {
  const useRevisions = () => {
    const q = useEndpointQuery('revisiones', revisionesEndpoints.list, {
      params: { companyId, projectId: project.id },
      query: { page: 0, pageSize: LISTS_PAGE },
    });
    return { items: q.data?.items, pending: q.isPending, error: q.error?.message ?? null };
  };
  const useLists = (revisionId: string) => {
    const q = useEndpointQuery('revisiones', listadosEndpoints.list, {
      params: { companyId, projectId: project.id, revisionId },
      query: { page: 0, pageSize: LISTS_PAGE, orden: 'nombre' },
    });
    return { items: q.data?.items, pending: q.isPending, error: q.error?.message ?? null };
  };
  return (
    <PdfListadosDialog
      service="revisiones"
      companyId={companyId}
      project={project}
      reportKind="pdf-proyecto"
      maxPairs={MAX_PARES_PDF}
      useRevisions={useRevisions}
      useLists={useLists}
      labels={labels}
      onClose={onClose}
    />
  );
}
