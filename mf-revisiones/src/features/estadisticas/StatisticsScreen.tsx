import { projectEstadisticas } from '@insp/contracts';
import { observacionesScreens } from '@insp/messages/revisiones';
import { ReviewStatisticsScreen } from '@insp/ui/review-family/statistics';
import type { StatisticsLabels } from '@insp/ui/screens/statistics';

import { ObservacionesBreadcrumbs } from '../../shared/observaciones/ObservacionesBreadcrumbs.tsx';

export { STATISTICS_RETRIES, STATISTICS_RETRY_MS } from '@insp/ui/screens/statistics';

const text = observacionesScreens.estadisticas;
const labels: StatisticsLabels = { ...text, distribucion: text.distribucionSubcontrato, porSubcontrato: text.resueltasPendientesSubcontrato };
const card = { title: text.title, testId: 'estadisticas-screen', labels, pendientesTestId: 'estadistica-pendientes' };

/** /administrador/estadisticas/:projectId[/:revisionId[/:listadoId]] (spec 001 §2 'Statistics'). */
export function StatisticsScreen() {
  return (
    <ReviewStatisticsScreen
      service="revisiones"
      endpoint={projectEstadisticas}
      card={card}
      figures={(data) => data}
      breadcrumbs={({ companyId, projectId, revisionId }, names) => (
        <ObservacionesBreadcrumbs companyId={companyId} projectId={projectId} revisionId={revisionId} current={text.title} names={names} />
      )}
    />
  );
}
