import type * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { chunkAfterPaint, ScreenCard, useRevealedInTransition } from '@insp/ui/components';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';

import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { ListadoRoute } from '../../shared/ListadoRoute.tsx';
import { useArbol } from './arbol.ts';

const text = checklistRevisionesScreens.captura;

// the form, its device queue and photo: a chunk of its own, asked for once the frame (title,
// breadcrumbs) has painted, so on a slow link the frame does not wait for the form's code
const useFormChunk = chunkAfterPaint(() => import('./CapturaForm.tsx'));

/** The phone capture page of a listado (issue 7): recinto → subcontrato → error tipo, photo, comment, Estado. */
export function CapturaScreen() {
  return <ListadoRoute>{(params) => <Captura params={params} />}</ListadoRoute>;
}

/**
 * The page's frame, painted first on a phone (issue 19 §5): breadcrumbs and the card's title, with
 * the listado's tree asked at once so it arrives while the form's code loads.
 */
function Captura({ params }: { params: cr.ListadoParams }) {
  const arbol = useArbol(params);
  const CapturaForm = useFormChunk()?.CapturaForm ?? null;
  // the form appears once its code and the listado's tree are both there, rendered in a transition;
  // the element is kept so the frame's own updates do not render the whole form again
  const shown = useRevealedInTransition(CapturaForm !== null && (arbol.data !== undefined || arbol.isError));
  const form = useMemo(() => (shown && CapturaForm ? <CapturaForm params={params} /> : <LinearProgress />), [shown, CapturaForm, params]);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <ChecklistBreadcrumbs {...params} current={text.title} names />
      <ScreenCard title={text.title} testId="module-screen-checklist_revisiones" error={arbol.error?.message ?? null}>
        {form}
      </ScreenCard>
    </Box>
  );
}
