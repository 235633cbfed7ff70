import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { projectEstadisticas, type Estadisticas } from '@insp/contracts';
import { isApiError } from '@insp/mf-kit';
import { observacionesScreens } from '@insp/messages/revisiones';
import { ScreenCard, useRouteCompanyId } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';
import { useFederationProbe } from '../../probe.ts';
import { ObservacionesBreadcrumbs } from '../../shared/observaciones/ObservacionesBreadcrumbs.tsx';
import { porcentajes } from './chart-data.ts';

// @mui/x-charts stays in this chunk's own lazy chunk: no other screen downloads it, and the totals show first
const StatisticsCharts = lazy(() => import('./StatisticsCharts.tsx'));

const text = observacionesScreens.estadisticas;

/** §2, §9: a failed load is tried again up to 4 times before the screen says there is no data. */
export const STATISTICS_RETRIES = 4;
export const STATISTICS_RETRY_MS = 300;

type Nivel = keyof typeof text.sinDatos;

/** Worth retrying: the network or the service failed, not the request (403/404 answer the same again). */
const retryable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** /administrador/estadisticas/:projectId[/:revisionId[/:listadoId]] (spec 001 §2 'Statistics'). */
export function StatisticsScreen() {
  useFederationProbe();
  const { projectId, revisionId, listadoId } = useParams();
  const companyId = useRouteCompanyId();
  const nivel: Nivel = revisionId && listadoId ? 'listado' : revisionId ? 'revision' : 'proyecto';
  if (!companyId || !projectId) {
    return (
      <ScreenCard title={text.title} testId="estadisticas-screen">
        <SinDatos nivel={nivel} />
      </ScreenCard>
    );
  }
  return <EstadisticasDe companyId={companyId} projectId={projectId} revisionId={revisionId} listadoId={listadoId} nivel={nivel} />;
}

function SinDatos({ nivel, reason }: { nivel: Nivel; reason?: string | null }) {
  return (
    <Alert severity="info" data-testid="estadisticas-sin-datos">
      {reason ?? text.sinDatos[nivel]}
    </Alert>
  );
}

interface EstadisticasDeProps {
  companyId: string;
  projectId: string;
  revisionId: string | undefined;
  listadoId: string | undefined;
  nivel: Nivel;
}

function EstadisticasDe({ companyId, projectId, revisionId, listadoId, nivel }: EstadisticasDeProps) {
  const query = { ...(revisionId ? { revisionId } : {}), ...(revisionId && listadoId ? { listadoId } : {}) };
  const stats = useEndpointQuery(
    'revisiones',
    projectEstadisticas,
    { params: { companyId, projectId }, query },
    {
      retry: (failures, error) => failures < STATISTICS_RETRIES && retryable(error),
      retryDelay: STATISTICS_RETRY_MS,
    },
  );
  const data = stats.data;
  // states of §2: loading (retries included), ok, invalid (no observations or nothing to load)
  const state = stats.isPending ? 'loading' : data && data.total > 0 ? 'ok' : 'invalid';
  const reason = stats.error && !retryable(stats.error) ? stats.error.message : null;

  return (
    <Box>
      <ObservacionesBreadcrumbs
        companyId={companyId}
        projectId={projectId}
        revisionId={revisionId}
        current={text.title}
        names={data ? [data.niveles.proyecto, data.niveles.revision, data.niveles.listado].filter((n): n is string => Boolean(n)) : []}
      />
      <ScreenCard title={text.title} testId="estadisticas-screen">
        <Box data-testid="estadisticas-estado" data-state={state}>
          {state === 'loading' ? (
            <Box>
              <Typography color="text.secondary">{text.cargando}</Typography>
              <LinearProgress sx={{ mt: 1 }} />
            </Box>
          ) : state === 'invalid' || !data ? (
            <SinDatos nivel={nivel} reason={reason} />
          ) : (
            <Resultados data={data} />
          )}
        </Box>
      </ScreenCard>
    </Box>
  );
}

function Cifra({ label, value, testId, color }: { label: string; value: number; testId: string; color?: string }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={testId} sx={{ color }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Resultados({ data }: { data: Estadisticas }) {
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 3 }}>
        <Cifra label={text.total} value={data.total} testId="estadistica-total" />
        <Cifra label={text.resueltas} value={data.resueltas} testId="estadistica-resueltas" color="success.main" />
        <Cifra label={text.pendientes} value={data.pendientes} testId="estadistica-pendientes" color="error.main" />
      </Box>
      <Suspense fallback={<LinearProgress />}>
        <StatisticsCharts
          data={data}
          porcentajes={
            <Box component="ul" data-testid="porcentajes-subcontrato" sx={{ mt: 1, mb: 0, pl: 2 }}>
              {porcentajes(data.porSubcontrato).map((p) => (
                <Typography component="li" variant="body2" key={p.nombre}>
                  {`${text.porcentaje(p.nombre, p.pct)} (${p.total})`}
                </Typography>
              ))}
            </Box>
          }
        />
      </Suspense>
    </Box>
  );
}
