import Alert from '@mui/material/Alert';
import { shell } from '@insp/messages';

/** Shown in the content area when a remote cannot be loaded or crashes while rendering. */
export function RemoteFailure({ title }: { title: string }) {
  return (
    <Alert severity="error" data-testid="remote-failed" sx={{ m: 2 }}>
      {shell.remoteFailed(title)}
    </Alert>
  );
}
