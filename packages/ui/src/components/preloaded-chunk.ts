import { useEffect, useState } from 'react';

/**
 * A chunk asked for at once (call it at module level with the `import()`), and a hook that gives its
 * module once it has arrived, null until then: a state, not Suspense, so the frame already painted stays
 * as it is while the chunk loads (the phone capture pages, issue 19 §5).
 */
export function preloadedChunk<M>(load: Promise<M>): () => M | null {
  let arrived: M | null = null;
  const ready = load.then((m) => (arrived = m));
  return function useChunk() {
    const [loaded, setLoaded] = useState(arrived);
    useEffect(() => void (loaded ? undefined : ready.then(setLoaded)), [loaded]);
    return loaded;
  };
}
