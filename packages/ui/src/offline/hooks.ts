import { useEffect, useState, useSyncExternalStore } from 'react';

import { fileProgress, onFileProgress } from './queue.ts';
import { listPending, onQueueChange } from './store.ts';
import type { PendingCapture } from './types.ts';

/** The stored captures (all, or one screen's `scope`), in sending order, kept current. */
export function usePendingCaptures(scope?: string): PendingCapture[] {
  const [captures, setCaptures] = useState<PendingCapture[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void listPending()
        .then((all) => {
          if (live) setCaptures(scope === undefined ? all : all.filter((c) => c.scope === scope));
        })
        // no IndexedDB (a private window of an old browser): nothing stored to show
        .catch(() => undefined);
    load();
    const stop = onQueueChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [scope]);
  return captures;
}

/** Upload progress (0..1) of one file of a capture being sent, or null when it is not uploading. */
export function useFileProgress(clientId: string, key: string): number | null {
  return useSyncExternalStore(onFileProgress, () => fileProgress().get(`${clientId}/${key}`)?.fraction ?? null);
}
