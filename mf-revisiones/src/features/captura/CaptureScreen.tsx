import type { ListadoParams } from '@insp/contracts';
import { observacionesScreens, revisiones } from '@insp/messages/revisiones';
import { chunkAfterPaint, ScreenCard, useRevealedInTransition, useRouteCompanyId } from '@insp/ui/components';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

import { useCatalogos } from '../../shared/observaciones/catalogos.ts';
import { ObservacionesBreadcrumbs } from '../../shared/observaciones/ObservacionesBreadcrumbs.tsx';

const text = observacionesScreens.captura;

// the form, its device queue and photos: a chunk of its own, asked for once the frame (title,
// breadcrumbs) has painted, so on a slow link the frame does not wait for the form's code
const useFormChunk = chunkAfterPaint(() => import('./CaptureForm.tsx'));

/** 'Nueva observación' (issue 6 §3): what the field app did, from a phone browser (390 px first). */
export function CaptureScreen() {
  const { projectId, revisionId, listadoId } = useParams();
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{revisiones.contexto.sinEmpresa}</Alert>;
  if (!projectId || !revisionId || !listadoId) return <Alert severity="error">{revisiones.listados.empty.sinDatos}</Alert>;
  return <Captura listado={{ companyId, projectId, revisionId, listadoId }} />;
}

/**
 * The page's frame, painted first on a phone (issue 19 §5): breadcrumbs and the card's title, with
 * the catalogue asked at once so it arrives while the form's code loads.
 */
function Captura({ listado }: { listado: ListadoParams }) {
  const { companyId, projectId, revisionId, listadoId } = listado;
  const catalogos = useCatalogos(companyId);
  const CaptureForm = useFormChunk()?.CaptureForm ?? null;
  // the form appears once its code and the catalogue are both there, rendered in a transition; the
  // element is kept so the frame's own updates do not render the whole form again
  const shown = useRevealedInTransition(CaptureForm !== null && (catalogos.data !== undefined || catalogos.isError));
  const form = useMemo(() => (shown && CaptureForm ? <CaptureForm listado={listado} /> : <LinearProgress />), [shown, CaptureForm, listado]);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <ObservacionesBreadcrumbs
        companyId={companyId}
        projectId={projectId}
        revisionId={revisionId}
        listadoId={listadoId}
        current={text.title}
        linkObservaciones
      />
      <ScreenCard title={text.title} testId="nueva-observacion-screen" error={catalogos.error?.message ?? null}>
        {form}
      </ScreenCard>
    </Box>
  );
}
