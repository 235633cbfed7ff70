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
          if (!live) return;
          const next = scope === undefined ? all : all.filter((c) => c.scope === scope);
          // nothing stored, as before (the usual case): the same state, so the capture form, which
          // reads this list, is not rendered again when the device's queue answers (issue 19 §5)
          setCaptures((shown) => (shown.length === 0 && next.length === 0 ? shown : next));
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
