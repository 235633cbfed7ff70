import { offline } from '@insp/messages';
import { Hint, onDemand, useAnchoredOnDemand } from '@insp/ui/components';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { usePendingCaptures } from './hooks.ts';
import { CloudUploadIcon } from './icons.tsx';
import { PendingCaptureList } from './PendingCaptureList.tsx';
import { startCaptureQueue } from './queue.ts';
import type { QueueTransport } from './types.ts';

// the list's popover comes with the user's first interaction (not with the screen: issue 19 §5)
const popover = onDemand(() => import('@mui/material/Popover').then((m) => m.default));

/**
 * The app bar's count of captures kept on this device (data-testid capturas-pendientes-badge), shown
 * only when there are some; it opens their list ('Editar' goes to the capture's page). Mounting it
 * starts the queue: a pass when the app opens, another each time the connection returns.
 */
export function PendingCapturesBadge({ api, getAccessToken }: QueueTransport) {
  const captures = usePendingCaptures();
  const navigate = useNavigate();
  const { module: Popover, anchor, open, close } = useAnchoredOnDemand(popover);
  useEffect(() => startCaptureQueue({ api, getAccessToken }), [api, getAccessToken]);
  if (captures.length === 0) return null;
  const label = offline.pendientes(captures.length);
  return (
    <>
      <Hint title={label}>
        <IconButton color="inherit" aria-label={label} onClick={open} data-testid="capturas-pendientes-badge">
          <Badge badgeContent={captures.length} color="warning">
            <CloudUploadIcon />
          </Badge>
        </IconButton>
      </Hint>
      {Popover ? (
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
            {offline.titulo}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {offline.pendiente}
          </Typography>
          <Typography component="div" sx={{ px: 2, maxWidth: 360 }}>
            <PendingCaptureList
              captures={captures}
              onEdit={(capture) => {
                close();
                navigate(`${capture.editPath}?pendiente=${encodeURIComponent(capture.clientId)}`);
              }}
            />
          </Typography>
        </Popover>
      ) : null}
    </>
  );
}
