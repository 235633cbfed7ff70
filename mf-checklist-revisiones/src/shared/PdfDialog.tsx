import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useEndpointQuery } from '@insp/ui/data';
import { lazyScreenDialog, type PdfListadosLabels } from '@insp/ui/screens';

const Dialog = lazyScreenDialog((d) => d.PdfListadosDialog);

const S = 'checklist-revisiones';
const labels: PdfListadosLabels = {
  ...checklistRevisionesScreens.pdf,
  maximo: checklistRevisiones.informes.params.paresMaximo,
  cerrar: checklistRevisionesScreens.comunes.cerrar,
};
const LISTS_PAGE = 100;

export interface PdfListadosDialogProps {
  companyId: string;
  project: { id: string; NombreProyecto: string };
  /** Pairs chosen beforehand (the listados screen's 'Generar PDF' of one list). */
  initial?: cr.ParInforme[];
  onClose: () => void;
}

/** 'Generar PDF proyecto' (spec 001 §2, §4, §9) of checklist projects: one PDF per revision + list. */
export default function PdfListadosDialog({ companyId, project, initial, onClose }: PdfListadosDialogProps) {
  const useRevisions = () => {
    const q = useEndpointQuery(S, cr.revisionesEndpoints.list, { params: { companyId, projectId: project.id }, query: { page: 0, pageSize: LISTS_PAGE } });
    return { items: q.data?.items, pending: q.isPending, error: q.error?.message ?? null };
  };
  const useLists = (revisionId: string) => {
    const q = useEndpointQuery(S, cr.listadosEndpoints.list, {
      params: { companyId, projectId: project.id, revisionId },
      query: { page: 0, pageSize: LISTS_PAGE, orden: 'nombre' },
    });
    return { items: q.data?.items, pending: q.isPending, error: q.error?.message ?? null };
  };
  return (
    <Dialog
      service={S}
      companyId={companyId}
      project={project}
      initial={initial}
      reportKind="pdf-listados"
      maxPairs={cr.MAX_PARES_PDF}
      useRevisions={useRevisions}
      useLists={useLists}
      labels={labels}
      onClose={onClose}
    />
  );
}
