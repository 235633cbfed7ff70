import { pwa } from '@insp/messages';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';

import { useShellValue } from '../session/use-shell-value.ts';
import { waitingUpdateAtom } from './pwa-state.ts';

/**
 * 'Hay una nueva versión disponible.' with 'Actualizar' while a new deployment's worker waits. It
 * stays until chosen (a capture in progress is not interrupted); 'Actualizar' lets the new worker
 * take over and reloads the page with the new shell and remotes together.
 */
export function UpdatePrompt() {
  const waiting = useShellValue(waitingUpdateAtom);
  const [applying, setApplying] = useState(false);
  return (
    <Snackbar
      open={waiting !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={pwa.updateAvailable}
      slotProps={{ content: { role: 'status' } }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={applying}
          onClick={() => {
            setApplying(true);
            waiting?.apply();
          }}
        >
          {pwa.update}
        </Button>
      }
    />
  );
}
