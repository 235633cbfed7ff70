import { shell } from '@insp/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { FullPageProgress } from '../FullPageProgress.tsx';
import { retryRestoreNow } from '../session/session.ts';
import type { SessionStatus } from '../session/store.ts';
import { NoticeCard } from './NoticeCard.tsx';

/**
 * What a page shows before the session is known: a progress while the first refresh runs, and a
 * notice (not an error page, not sign-in) while admin is out of reach; the page itself follows as
 * soon as a retry reaches admin. The same notice card as 'Acceso denegado' (no new component on the
 * way to the first screen).
 */
export function SessionPending({ status }: { status: Exclude<SessionStatus, 'ready'> }) {
  if (status === 'restoring') return <FullPageProgress />;
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <NoticeCard
        role="status"
        sx={{ maxWidth: 520 }}
        title={shell.sessionUnreachableTitle}
        body={shell.sessionUnreachableBody}
        action={
          <Button variant="contained" onClick={retryRestoreNow}>
            {shell.remoteRetry}
          </Button>
        }
      />
    </Box>
  );
}
