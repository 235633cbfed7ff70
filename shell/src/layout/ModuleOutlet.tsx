import { shell } from '@insp/messages';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { outletElement } from '../federation/outlet.ts';
import { isRemoteArriving, subscribeRemoteArriving } from '../federation/remote-arriving.ts';

/**
 * Whether the URL's remote is on its way, as the outlet's own state, changed in a transition. Not
 * `useSyncExternalStore`: single-spa starts the remote while React is still rendering the layout around
 * the outlet in slices (a transition), and a store read that way which changes meanwhile makes React
 * throw those slices away and render the whole layout again in one long task (issue 19 §5: 25-55 ms
 * of a phone's main thread in the capture pages' traces).
 */
function useRemoteArriving(): boolean {
  const [arriving, setArriving] = useState(isRemoteArriving);
  useEffect(() => {
    const update = () => startTransition(() => setArriving(isRemoteArriving()));
    const unsubscribe = subscribeRemoteArriving(update);
    update(); // what changed between the render and the subscription
    return unsubscribe;
  }, []);
  return arriving;
}

/**
 * Places the persistent remote container (single-spa mounts there) into the content area, with a
 * progress bar while the URL's remote is on its way (its code, then its screen's: on a phone's link,
 * seconds in which the content area would otherwise stay empty).
 */
export function ModuleOutlet({ hidden }: { hidden: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const arriving = useRemoteArriving();
  useLayoutEffect(() => {
    host.current?.appendChild(outletElement);
  }, []);
  return (
    <>
      {arriving && !hidden ? <LinearProgress aria-label={shell.loading} data-testid="remote-arriving" /> : null}
      <Box ref={host} sx={{ display: hidden ? 'none' : 'block' }} />
    </>
  );
}
