import { startTransition, useEffect, useState } from 'react';

/** After the next paint: a frame, then a task (a timeout inside the frame callback runs once it has painted). */
function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timeout = setTimeout(run, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * A chunk asked for once the page's frame has painted (call it at module level with a function that
 * runs the `import()`), and a hook that gives its module once it has arrived, null until then: a
 * state, not Suspense, so the frame stays as it is while the chunk loads. On a phone's slow link the
 * frame's title and breadcrumbs then paint before the form's code (the larger part of the page's
 * JavaScript) competes with them for the bandwidth (the phone capture pages, issue 19 §5); a later
 * visit finds the module at once.
 */
export function chunkAfterPaint<M>(load: () => Promise<M>): () => M | null {
  let arrived: M | null = null;
  let loading: Promise<M> | null = null;
  const start = () =>
    (loading ??= load().then(
      (m) => (arrived = m),
      (error: unknown) => {
        loading = null; // the next visit asks again
        throw error;
      },
    ));
  return function useChunk() {
    const [loaded, setLoaded] = useState(arrived);
    useEffect(() => {
      if (loaded) return undefined;
      let live = true;
      const cancel = afterNextPaint(() => {
        start().then(
          // a transition: React renders the form in slices of a few milliseconds, not in one long
          // task that blocks a slow phone's main thread (the page's first input would wait for it)
          (m) => live && startTransition(() => setLoaded(m)),
          (error: unknown) => console.error('[ui] chunk after paint', error),
        );
      });
      return () => {
        live = false;
        cancel();
      };
    }, [loaded]);
    return loaded;
  };
}
