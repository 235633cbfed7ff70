import { formatDateTime } from '@insp/domain';
import { pwa } from '@insp/messages';
import Alert from '@mui/material/Alert';
import { useAtom } from 'jotai';
import { useEffect } from 'react';

import { offlineDataAtom } from './pwa-state.ts';

/**
 * 'Sin conexión: datos guardados el dd/MM/yyyy HH:mm:ss.' while the screen shows answers kept on the
 * device; gone when the connection returns (the screens then read the services again).
 */
export function OfflineDataNotice() {
  const [offline, setOffline] = useAtom(offlineDataAtom);
  useEffect(() => {
    const online = () => setOffline(null);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [setOffline]);
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
