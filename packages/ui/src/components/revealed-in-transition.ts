import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` has been true, switched in a transition: what it reveals (a capture page's form,
 * once its code and its data are both there) renders in slices of a few milliseconds instead of in
 * the one long task a query's answer would otherwise cause (a query's update always renders at
 * once; issue 19 §5, Total Blocking Time on the capture pages). Ready at the first render (a later
 * visit, everything cached): true at once.
 */
export function useRevealedInTransition(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(ready);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return revealed;
}
