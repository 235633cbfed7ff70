import { shell } from '@insp/messages';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useLayoutEffect, useRef } from 'react';

import { outletElement } from '../federation/outlet.ts';
import { isRemoteArriving, subscribeRemoteArriving } from '../federation/remote-arriving.ts';
import { useStoreInTransition } from '../use-store-in-transition.ts';

/**
 * Places the persistent remote container (single-spa mounts there) into the content area, with a
 * progress bar while the URL's remote is on its way (its code, then its screen's: on a phone's link,
 * seconds in which the content area would otherwise stay empty).
 */
export function ModuleOutlet({ hidden }: { hidden: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  // state changed in a transition: single-spa flips it while the layout around the outlet renders in slices
  const arriving = useStoreInTransition(subscribeRemoteArriving, isRemoteArriving);
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
