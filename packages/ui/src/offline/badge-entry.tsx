// '@insp/ui/offline/badge': the app bar's pending count, loaded after the first screen (the queue and
// IndexedDB code stay out of the shell's first bundles).
import { lazy, Suspense, useEffect, useState } from 'react';

import type { QueueTransport } from './types.ts';

const Badge = lazy(() => import('./PendingCapturesBadge.tsx'));

/** Mounted in the shell's app bar: renders nothing until the browser is idle, then the real badge. */
export function PendingCapturesBadge(props: QueueTransport) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 1000);
    return () => clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Badge {...props} />
    </Suspense>
  ) : null;
}
