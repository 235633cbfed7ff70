import { type Atom, useStore } from 'jotai';
import { useCallback } from 'react';

import { useStoreInTransition } from '../use-store-in-transition.ts';

/**
 * An atom of the shell's store as a component's state, every change rendered in a transition. jotai's
 * `useAtomValue` catches up in its effect with a change made between the component's render and its
 * subscription, and that catch-up is an ordinary update: React renders it in one task, not in slices.
 * On a signed-in page's boot that is the usual case: the session and the remotes' descriptors are asked
 * for before React starts and answer while the first render is still in slices, so GuardedArea's
 * catch-up rendered the whole layout in one 30-55 ms task of a phone's main thread (issue 19 §5).
 */
export function useShellValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useStoreInTransition(subscribe, read);
}
