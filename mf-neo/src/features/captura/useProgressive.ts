import { startTransition, useEffect, useState } from 'react';

/** Questions drawn in the first paint: what a phone shows above the fold (and a short sheet whole). */
export const PRIMERAS = 3;
/** Questions added per idle moment after that. */
const POR_TANDA = 4;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

/**
 * How many of `total` items to render: the first `PRIMERAS` at once, the rest a few at a time when the
 * main thread is idle, so a long sheet's first paint is one short task instead of one long one (issue
 * 19 §5). Once every item is drawn it stays so (a sheet that grows keeps its items).
 */
export function useProgressive(total: number): number {
  const [shown, setShown] = useState(PRIMERAS);
  useEffect(() => {
    if (shown >= total) return undefined;
    // in a transition: each batch renders in slices too, not in one task with the whole page
    return whenIdle(() => startTransition(() => setShown((n) => n + POR_TANDA)));
  }, [shown, total]);
  return Math.min(shown, total);
}
