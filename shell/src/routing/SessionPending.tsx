import { shell } from '@insp/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import { FullPageProgress } from '../FullPageProgress.tsx';
import { retryRestoreNow } from '../session/session.ts';
import type { SessionStatus } from '../session/store.ts';

/**
 * What a page shows before the session is known: a progress while the first refresh runs, and a
 * notice (not an error page, not sign-in) while admin is out of reach; the page itself follows as
 * soon as a retry reaches admin. Built from the parts 'Acceso denegado' already loads (no new
 * component on the way to the first screen).
 */
export function SessionPending({ status }: { status: Exclude<SessionStatus, 'ready'> }) {
  if (status === 'restoring') return <FullPageProgress />;
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card role="status" elevation={1} sx={{ maxWidth: 520 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {shell.sessionUnreachableTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {shell.sessionUnreachableBody}
          </Typography>
          <Button variant="contained" onClick={retryRestoreNow}>
            {shell.remoteRetry}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
