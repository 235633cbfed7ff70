import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ReviewStatisticsScreen } from '@insp/ui/review-family/statistics';
import type { StatisticsData, StatisticsLabels } from '@insp/ui/screens/statistics';

import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';

export { STATISTICS_RETRIES, STATISTICS_RETRY_MS } from '@insp/ui/screens/statistics';

const t = checklistRevisiones.estadisticas;
const labels: StatisticsLabels = { ...t, ...checklistRevisionesScreens.estadisticas, total: t.observaciones, pendientes: t.porResolver };
const card = { title: t.title, testId: 'module-screen-checklist_revisiones', labels, pendientesTestId: 'estadistica-por-resolver' };

/** 'Por Resolver' is what stays unresolved here (other states count only in the total). */
const grupo = (g: cr.EstadisticaGrupo) => ({ ...g, pendientes: g.porResolver });
const toStatistics = (d: cr.Estadisticas): StatisticsData => ({
  ...d,
  pendientes: d.porResolver,
  porSubcontrato: d.porSubcontrato.map(grupo),
  porListado: d.porListado.map(grupo),
});

/** /administrador/checklist-proyectos/estadisticas/:projectId[/:revisionId[/:listadoId]] (spec 001 §2 'Statistics', checklist). */
export function StatisticsScreen() {
  return (
    <ReviewStatisticsScreen
      service="checklist-revisiones"
      endpoint={cr.estadisticasProyecto}
      card={card}
      figures={toStatistics}
      breadcrumbs={({ companyId, projectId, revisionId }) => (
        <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} revisionId={revisionId} current={t.title} />
      )}
      namesHeader
    />
  );
}
