import { changeWithin, type Endpoint } from '@insp/contracts';
import { useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, type GatewayService, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import {
  StatisticsCard,
  type StatisticsCardProps,
  type StatisticsData,
  type StatisticsLevel,
  statisticsLevel,
  statisticsQuery,
  statisticsRetry,
} from '@insp/ui/screens/statistics';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';

/** What a review module's statistics endpoint answers besides the figures: the level's names. */
export interface ReviewStatistics {
  niveles: { proyecto?: string | null; revision?: string | null; listado?: string | null };
}

interface Ids {
  companyId: string;
  projectId: string;
  revisionId: string | undefined;
  listadoId: string | undefined;
}

export interface ReviewStatisticsScreenProps<D extends ReviewStatistics> {
  service: GatewayService;
  endpoint: Endpoint<
    z.ZodType<unknown, { companyId: string; projectId: string }>,
    z.ZodType<unknown, { revisionId?: string; listadoId?: string }>,
    undefined,
    z.ZodType<D>
  >;
  /** The card's title, testids and texts. */
  card: Omit<StatisticsCardProps, 'nivel' | 'stats' | 'header'>;
  /** The module's answer as the card's figures. */
  figures: (data: D) => StatisticsData;
  /** The breadcrumbs above the card; `names`: the project's, the revision's and the listado's shown. */
  breadcrumbs: (ids: Ids, names: string[]) => ReactNode;
  /** The names also above the figures (checklist statistics). */
  namesHeader?: boolean;
}

/** The statistics of a project, a revision or a listado (spec 001 §2 'Statistics') in both review modules, refreshed live. */
export function ReviewStatisticsScreen<D extends ReviewStatistics>(props: ReviewStatisticsScreenProps<D>) {
  const { projectId, revisionId, listadoId } = useParams();
  const companyId = useRouteCompanyId();
  const nivel = statisticsLevel(revisionId, listadoId);
  if (!companyId || !projectId) return <StatisticsCard {...props.card} nivel={nivel} />;
  return <EstadisticasDe {...props} ids={{ companyId, projectId, revisionId, listadoId }} nivel={nivel} />;
}

function EstadisticasDe<D extends ReviewStatistics>({
  service,
  endpoint,
  ids,
  nivel,
  ...props
}: ReviewStatisticsScreenProps<D> & { ids: Ids; nivel: StatisticsLevel }) {
  const { companyId, projectId, revisionId, listadoId } = ids;
  const stats = useEndpointQuery(service, endpoint, { params: { companyId, projectId }, query: statisticsQuery(revisionId, listadoId) }, statisticsRetry);
  useLiveInvalidation(service, companyId, (change) =>
    changeWithin(change, { projectId, revisionId, listadoId }) ? [endpointKey(service, endpoint, { companyId, projectId })] : [],
  );
  const data = stats.data;
  const names = data ? [data.niveles.proyecto, data.niveles.revision, data.niveles.listado].filter((n): n is string => Boolean(n)) : [];
  return (
    <Box>
      {props.breadcrumbs(ids, names)}
      <StatisticsCard
        {...props.card}
        nivel={nivel}
        stats={{ data: data && props.figures(data), isPending: stats.isPending, error: stats.error }}
        header={
          props.namesHeader && data ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="estadisticas-nombres">
              {names.join(' / ')}
            </Typography>
          ) : null
        }
      />
    </Box>
  );
}
