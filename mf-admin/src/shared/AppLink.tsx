import { useRemoteProps } from '@insp/ui/components';
import Link from '@mui/material/Link';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A real link (an <a href>: copy, open in a new tab, middle click) that a plain click follows
 * inside the console through the shell's navigation, as breadcrumbs need.
 */
export function AppLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const { navigate } = useRemoteProps();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={to} onClick={follow} underline="hover" color="inherit" data-testid={testId}>
      {children}
    </Link>
  );
}
