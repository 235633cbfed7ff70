import { changeWithin } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import {
  StatisticsCard,
  type StatisticsData,
  type StatisticsLabels,
  type StatisticsLevel,
  statisticsLevel,
  statisticsQuery,
  statisticsRetry,
} from '@insp/ui/screens/statistics';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';

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
  const { projectId, revisionId, listadoId } = useParams();
  const companyId = useRouteCompanyId();
  const nivel = statisticsLevel(revisionId, listadoId);
  if (!companyId || !projectId) return <StatisticsCard {...card} nivel={nivel} />;
  return <EstadisticasDe companyId={companyId} projectId={projectId} revisionId={revisionId} listadoId={listadoId} nivel={nivel} />;
}

interface Props {
  companyId: string;
  projectId: string;
  revisionId: string | undefined;
  listadoId: string | undefined;
  nivel: StatisticsLevel;
}

function EstadisticasDe({ companyId, projectId, revisionId, listadoId, nivel }: Props) {
  const stats = useEndpointQuery(
    'checklist-revisiones',
    cr.estadisticasProyecto,
    { params: { companyId, projectId }, query: statisticsQuery(revisionId, listadoId) },
    statisticsRetry,
  );
  useLiveInvalidation('checklist-revisiones', companyId, (change) =>
    changeWithin(change, { projectId, revisionId, listadoId }) ? [endpointKey('checklist-revisiones', cr.estadisticasProyecto, { companyId, projectId })] : [],
  );
  const data = stats.data;
  return (
    <Box>
      <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} revisionId={revisionId} current={t.title} />
      <StatisticsCard
        {...card}
        nivel={nivel}
        stats={{ data: data && toStatistics(data), isPending: stats.isPending, error: stats.error }}
        header={
          data ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="estadisticas-nombres">
              {[data.niveles.proyecto, data.niveles.revision, data.niveles.listado].filter(Boolean).join(' / ')}
            </Typography>
          ) : null
        }
      />
    </Box>
  );
}
