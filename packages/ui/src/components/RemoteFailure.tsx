import { shell } from '@insp/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Loads the page again: every piece of the shell and of the remote is fetched anew. */
const reloadPage = () => window.location.reload();

/**
 * Shown in the content area when a remote cannot be loaded or crashes while rendering, never a blank
 * area: the Spanish message and 'Reintentar' (by default a reload of the page).
 */
export function RemoteFailure({ title, onRetry = reloadPage }: { title: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      data-testid="remote-failed"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="remote-retry">
          {shell.remoteRetry}
        </Button>
      }
    >
      {shell.remoteFailed(title)}
    </Alert>
  );
}
