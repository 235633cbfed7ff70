import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ScreenCard, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, useEndpointInfiniteQuery, useLiveInvalidation } from '@insp/ui/data';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';

import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { RespuestaCard } from './RespuestaCard.tsx';

const t = checklistRevisiones.respuestas;
const S = 'checklist-revisiones';

/** Answers page of an error type (spec 001 §2; the director and the platform administrator only). */
export function RespuestasScreen() {
  const companyId = useRouteCompanyId();
  const { projectId, revisionId, listadoId, recintoId, subcontratoId, errorTipoId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId || !listadoId || !recintoId || !subcontratoId || !errorTipoId) return <Alert severity="error">{t.errors.noExiste}</Alert>;
  return <Respuestas params={{ companyId, projectId, revisionId, listadoId, recintoId, subcontratoId, errorTipoId }} />;
}

/**
 * The grid of answer cards, oldest first (§9 'answer lists sorted by creation date'), 20 at a time
 * with 'Cargar más'; refreshed live as answers are captured or edited elsewhere.
 */
function Respuestas({ params }: { params: cr.ErrorTipoParams }) {
  const answers = useEndpointInfiniteQuery(S, cr.respuestasEndpoints.list, { params, query: { orden: 'asc', limit: cr.RESPUESTAS_PAGE_SIZE } });
  const key = endpointKey(S, cr.respuestasEndpoints.list, params);
  useLiveInvalidation(S, params.companyId, (change) =>
    change.parents.errorTipoId === params.errorTipoId || change.entityId === params.errorTipoId ? [key] : [],
  );
  const items = answers.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Box>
      <ChecklistBreadcrumbs {...params} current={checklistRevisiones.breadcrumbs.respuestas} names />
      <ScreenCard title={t.title} testId="module-screen-checklist_revisiones" error={answers.error?.message}>
        {answers.isPending || (answers.isFetching && !answers.isFetchingNextPage) ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {answers.data && items.length === 0 ? (
          <Typography color="text.secondary" data-testid="respuestas-vacio">
            {t.vacio}
          </Typography>
        ) : null}
        <Box
          data-testid="respuestas-grid"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {items.map((r) => (
            <RespuestaCard key={r.id} params={params} respuesta={r} />
          ))}
        </Box>
        {answers.hasNextPage ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button onClick={() => void answers.fetchNextPage()} disabled={answers.isFetchingNextPage} data-testid="respuestas-mas">
              {checklistRevisionesScreens.respuestas.cargarMas}
            </Button>
          </Box>
        ) : null}
      </ScreenCard>
    </Box>
  );
}
