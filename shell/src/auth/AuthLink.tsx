import Link from '@mui/material/Link';
import type { MouseEvent, ReactNode } from 'react';

import { goTo } from '../routing/location.ts';

/** A link between auth pages (no react-router on these pages): a real href, client-side navigation. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(to);
  };
  return (
    <Link href={to} onClick={onClick} variant="body2">
      {children}
    </Link>
  );
}
