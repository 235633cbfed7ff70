import { ScreenCard } from '@insp/ui/components';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';

import { porcentajes } from './chart-data.ts';
import { retryableStatisticsError, type StatisticsData, type StatisticsLabels, type StatisticsLevel } from './statistics.ts';

// @mui/x-charts stays in its own lazy chunk: no other screen downloads it, and the totals show first
const StatisticsCharts = lazy(() => import('./StatisticsCharts.tsx'));

export interface StatisticsCardProps {
  title: string;
  /** data-testid of the screen card. */
  testId: string;
  labels: StatisticsLabels;
  nivel: StatisticsLevel;
  /** The load (retries included, see statisticsRetry); left out when there is nothing to load. */
  stats?: { data: StatisticsData | undefined; isPending: boolean; error: unknown };
  /** data-testid of the pending figure. */
  pendientesTestId: string;
  /** Above the figures (e.g. the level's names). */
  header?: ReactNode;
}

function SinDatos({ text }: { text: string }) {
  return (
    <Alert severity="info" data-testid="estadisticas-sin-datos">
      {text}
    </Alert>
  );
}

/**
 * The statistics of a project, revision or listado (spec 001 §2 'Statistics'): states loading
 * (retries included), ok and invalid (no observations, or a refusal that answers the same again,
 * whose message is shown); the three figures, then the charts.
 */
export function StatisticsCard({ title, testId, labels, nivel, stats, pendientesTestId, header }: StatisticsCardProps) {
  if (!stats) {
    return (
      <ScreenCard title={title} testId={testId}>
        <SinDatos text={labels.sinDatos[nivel]} />
      </ScreenCard>
    );
  }
  const { data, error } = stats;
  const state = stats.isPending ? 'loading' : data && data.total > 0 ? 'ok' : 'invalid';
  const reason = error && !retryableStatisticsError(error) ? (error as Error).message : null;
  return (
    <ScreenCard title={title} testId={testId}>
      {header}
      <Box data-testid="estadisticas-estado" data-state={state}>
        {state === 'loading' ? (
          <Box>
            <Typography color="text.secondary">{labels.cargando}</Typography>
            <LinearProgress sx={{ mt: 1 }} />
          </Box>
        ) : state === 'invalid' || !data ? (
          <SinDatos text={reason ?? labels.sinDatos[nivel]} />
        ) : (
          <Resultados data={data} labels={labels} pendientesTestId={pendientesTestId} />
        )}
      </Box>
    </ScreenCard>
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

function Resultados({ data, labels, pendientesTestId }: { data: StatisticsData; labels: StatisticsLabels; pendientesTestId: string }) {
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 3 }}>
        <Cifra label={labels.total} value={data.total} testId="estadistica-total" />
        <Cifra label={labels.resueltas} value={data.resueltas} testId="estadistica-resueltas" color="success.main" />
        <Cifra label={labels.pendientes} value={data.pendientes} testId={pendientesTestId} color="error.main" />
      </Box>
      <Suspense fallback={<LinearProgress />}>
        <StatisticsCharts
          data={data}
          labels={labels}
          porcentajes={
            <Box component="ul" data-testid="porcentajes-subcontrato" sx={{ mt: 1, mb: 0, pl: 2 }}>
              {porcentajes(data.porSubcontrato).map((p) => (
                <Typography component="li" variant="body2" key={p.nombre}>
                  {`${labels.porcentaje(p.nombre, p.pct)} (${p.total})`}
                </Typography>
              ))}
            </Box>
          }
        />
      </Suspense>
    </Box>
  );
}
