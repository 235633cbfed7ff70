import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import * as cr from '@insp/contracts/checklist-revisiones';
import { isApiError } from '@insp/mf-kit';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ScreenCard, useRouteCompanyId } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';
import { useFederationProbe } from '../../probe.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { porcentajes } from './chart-data.ts';

// @mui/x-charts stays in this chunk's own lazy chunk: no other screen downloads it
const StatisticsCharts = lazy(() => import('./StatisticsCharts.tsx'));

const t = checklistRevisiones.estadisticas;
const S = 'checklist-revisiones';

/** §2, §9: a failed load is tried again up to 4 times before the screen says there is no data. */
export const STATISTICS_RETRIES = 4;
export const STATISTICS_RETRY_MS = 300;

type Nivel = keyof typeof t.sinDatos;

const retryable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** /administrador/checklist-proyectos/estadisticas/:projectId[/:revisionId[/:listadoId]] (spec 001 §2 'Statistics', checklist). */
export function StatisticsScreen() {
  useFederationProbe();
  const { projectId, revisionId, listadoId } = useParams();
  const companyId = useRouteCompanyId();
  const nivel: Nivel = revisionId && listadoId ? 'listado' : revisionId ? 'revision' : 'proyecto';
  if (!companyId || !projectId) {
    return (
      <ScreenCard title={t.title} testId="module-screen-checklist_revisiones">
        <SinDatos nivel={nivel} />
      </ScreenCard>
    );
  }
  return <EstadisticasDe companyId={companyId} projectId={projectId} revisionId={revisionId} listadoId={listadoId} nivel={nivel} />;
}

function SinDatos({ nivel, reason }: { nivel: Nivel; reason?: string | null }) {
  return (
    <Alert severity="info" data-testid="estadisticas-sin-datos">
      {reason ?? t.sinDatos[nivel]}
    </Alert>
  );
}

interface Props {
  companyId: string;
  projectId: string;
  revisionId: string | undefined;
  listadoId: string | undefined;
  nivel: Nivel;
}

function EstadisticasDe({ companyId, projectId, revisionId, listadoId, nivel }: Props) {
  const query = { ...(revisionId ? { revisionId } : {}), ...(revisionId && listadoId ? { listadoId } : {}) };
  const stats = useEndpointQuery(
    S,
    cr.estadisticasProyecto,
    { params: { companyId, projectId }, query },
    { retry: (failures, error) => failures < STATISTICS_RETRIES && retryable(error), retryDelay: STATISTICS_RETRY_MS },
  );
  const data = stats.data;
  // states of §2: loading (retries included), ok, invalid
  const state = stats.isPending ? 'loading' : data && data.total > 0 ? 'ok' : 'invalid';
  const reason = stats.error && !retryable(stats.error) ? stats.error.message : null;
  return (
    <Box>
      <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} revisionId={revisionId} current={t.title} />
      <ScreenCard title={t.title} testId="module-screen-checklist_revisiones">
        {data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="estadisticas-nombres">
            {[data.niveles.proyecto, data.niveles.revision, data.niveles.listado].filter(Boolean).join(' / ')}
          </Typography>
        ) : null}
        <Box data-testid="estadisticas-estado" data-state={state}>
          {state === 'loading' ? (
            <Box>
              <Typography color="text.secondary">{checklistRevisionesScreens.estadisticas.cargando}</Typography>
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

function Resultados({ data }: { data: cr.Estadisticas }) {
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 3 }}>
        <Cifra label={t.observaciones} value={data.total} testId="estadistica-total" />
        <Cifra label={t.resueltas} value={data.resueltas} testId="estadistica-resueltas" color="success.main" />
        <Cifra label={t.porResolver} value={data.porResolver} testId="estadistica-por-resolver" color="error.main" />
      </Box>
      <Suspense fallback={<LinearProgress />}>
        <StatisticsCharts
          data={data}
          porcentajes={
            <Box component="ul" data-testid="porcentajes-subcontrato" sx={{ mt: 1, mb: 0, pl: 2 }}>
              {porcentajes(data.porSubcontrato).map((p) => (
                <Typography component="li" variant="body2" key={p.nombre}>
                  {`${checklistRevisionesScreens.estadisticas.porcentaje(p.nombre, p.pct)} (${p.total})`}
                </Typography>
              ))}
            </Box>
          }
        />
      </Suspense>
    </Box>
  );
}
