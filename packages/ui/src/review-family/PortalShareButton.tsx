import { portalPantallas } from '@insp/messages/portal';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

import type { PortalEnlacesDialogProps } from './PortalEnlacesDialog.tsx';

// downloaded on the first open: the revisions screen does not carry it
const PortalEnlacesDialog = lazy(() => import('./PortalEnlacesDialog.tsx').then((m) => ({ default: m.PortalEnlacesDialog })));

/** 'Compartir con subcontratista' on a project (issue 20 §2): opens the links dialog. */
export function PortalShareButton(props: Omit<PortalEnlacesDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="compartir-subcontratista">
        {portalPantallas.consola.compartir}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PortalEnlacesDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
