import { shell } from '@insp/messages';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { FullPageProgress } from '../FullPageProgress.tsx';
import { retryRestoreNow } from '../session/session.ts';
import type { SessionStatus } from '../session/store.ts';

/**
 * What a page shows before the session is known: a progress while the first refresh runs, and a
 * notice (not an error page, not sign-in) while admin is out of reach; the page itself follows as
 * soon as a retry reaches admin.
 */
export function SessionPending({ status }: { status: Exclude<SessionStatus, 'ready'> }) {
  if (status === 'restoring') return <FullPageProgress />;
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="warning"
        role="status"
        sx={{ maxWidth: 520 }}
        action={
          <Button color="inherit" size="small" onClick={retryRestoreNow}>
            {shell.remoteRetry}
          </Button>
        }
      >
        <AlertTitle>{shell.sessionUnreachableTitle}</AlertTitle>
        {shell.sessionUnreachableBody}
      </Alert>
    </Box>
  );
}
