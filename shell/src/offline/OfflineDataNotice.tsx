import { formatDateTime } from '@insp/domain';
import { pwa } from '@insp/messages';
import Alert from '@mui/material/Alert';
import { useAtomValue } from 'jotai';

import { offlineDataAtom } from './pwa-state.ts';

/** 'Sin conexión: datos guardados el dd/MM/yyyy HH:mm:ss.' while the screen shows answers kept on the device. */
export function OfflineDataNotice() {
  const offline = useAtomValue(offlineDataAtom);
  if (!offline) return null;
  const savedAt = offline.savedAt ? new Date(offline.savedAt) : null;
  const text = savedAt && !Number.isNaN(savedAt.getTime()) ? pwa.offlineData(formatDateTime(savedAt)) : pwa.offlineDataUndated;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="offline-data-notice"
      sx={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: (theme) => theme.zIndex.snackbar - 1, mx: 'auto', maxWidth: 560 }}
    >
      {text}
    </Alert>
  );
}
