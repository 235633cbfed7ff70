import { startTransition, useEffect, useState } from 'react';

/**
 * A value kept outside React (the shell's store, single-spa's progress) as a component's state, every
 * change rendered in a transition, including one made between the component's render and its
 * subscription. Not `useSyncExternalStore`: a value read that way which changes while a transition
 * renders makes React throw the transition's slices away and render again in one long task (issue 19
 * §5). `subscribe` and `read` must keep their identity between renders (module functions, or memoized).
 */
export function useStoreInTransition<Value>(subscribe: (onChange: () => void) => () => void, read: () => Value): Value {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => read()));
    const unsubscribe = subscribe(update);
    update(); // a change between the render and the subscription
    return unsubscribe;
  }, [subscribe, read]);
  return value;
}
