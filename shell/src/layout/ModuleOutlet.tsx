import Box from '@mui/material/Box';
import { useLayoutEffect, useRef } from 'react';

import { outletElement } from '../federation/outlet.ts';

/** Places the persistent remote container (single-spa mounts there) into the content area. */
export function ModuleOutlet({ hidden }: { hidden: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    host.current?.appendChild(outletElement);
  }, []);
  return <Box ref={host} sx={{ display: hidden ? 'none' : 'block' }} />;
}
