// '@insp/ui/offline/badge': the app bar's pending count. Its code (the queue, idb, the list) loads only
// on a device that has stored a capture: never in the first bundles of a sign-in.
import { lazy, Suspense, useEffect, useState } from 'react';

import { CHANGED_EVENT, DB_NAME } from './names.ts';
import type { QueueTransport } from './types.ts';

// the whole entry, as the shell provides it to the remotes: one chunk, never two copies of the queue
const Badge = lazy(() => import('./index.ts').then((m) => ({ default: m.PendingCapturesBadge })));

/** Whether this device ever stored a capture (the queue's database exists), without creating it. */
async function queueDbExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => []);
  return databases.some((d) => d.name === DB_NAME);
}

/** Mounted in the shell's app bar: the real badge (which also sends what waits) once there is a queue. */
export function PendingCapturesBadge(props: QueueTransport) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const show = () => {
      if (live) setReady(true);
    };
    // a capture page stored one in this window
    window.addEventListener(CHANGED_EVENT, show);
    void queueDbExists().then((exists) => exists && show());
    return () => {
      live = false;
      window.removeEventListener(CHANGED_EVENT, show);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Badge {...props} />
    </Suspense>
  ) : null;
}
