import { changeWithin, projectEstadisticas } from '@insp/contracts';
import { observacionesScreens } from '@insp/messages/revisiones';
import { useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { StatisticsCard, type StatisticsLabels, type StatisticsLevel, statisticsLevel, statisticsQuery, statisticsRetry } from '@insp/ui/screens/statistics';
import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';

import { ObservacionesBreadcrumbs } from '../../shared/observaciones/ObservacionesBreadcrumbs.tsx';

export { STATISTICS_RETRIES, STATISTICS_RETRY_MS } from '@insp/ui/screens/statistics';

const text = observacionesScreens.estadisticas;
const labels: StatisticsLabels = { ...text, distribucion: text.distribucionSubcontrato, porSubcontrato: text.resueltasPendientesSubcontrato };
const card = { title: text.title, testId: 'estadisticas-screen', labels, pendientesTestId: 'estadistica-pendientes' };

/** /administrador/estadisticas/:projectId[/:revisionId[/:listadoId]] (spec 001 §2 'Statistics'). */
export function StatisticsScreen() {
  const { projectId, revisionId, listadoId } = useParams();
  const companyId = useRouteCompanyId();
  const nivel = statisticsLevel(revisionId, listadoId);
  if (!companyId || !projectId) return <StatisticsCard {...card} nivel={nivel} />;
  return <EstadisticasDe companyId={companyId} projectId={projectId} revisionId={revisionId} listadoId={listadoId} nivel={nivel} />;
}

interface EstadisticasDeProps {
  companyId: string;
  projectId: string;
  revisionId: string | undefined;
  listadoId: string | undefined;
  nivel: StatisticsLevel;
}

function EstadisticasDe({ companyId, projectId, revisionId, listadoId, nivel }: EstadisticasDeProps) {
  const stats = useEndpointQuery(
    'revisiones',
    projectEstadisticas,
    { params: { companyId, projectId }, query: statisticsQuery(revisionId, listadoId) },
    statisticsRetry,
  );
  useLiveInvalidation('revisiones', companyId, (change) =>
    changeWithin(change, { projectId, revisionId, listadoId }) ? [endpointKey('revisiones', projectEstadisticas, { companyId, projectId })] : [],
  );
  const data = stats.data;
  return (
    <Box>
      <ObservacionesBreadcrumbs
        companyId={companyId}
        projectId={projectId}
        revisionId={revisionId}
        current={text.title}
        names={data ? [data.niveles.proyecto, data.niveles.revision, data.niveles.listado].filter((n): n is string => Boolean(n)) : []}
      />
      <StatisticsCard {...card} nivel={nivel} stats={stats} />
    </Box>
  );
}
