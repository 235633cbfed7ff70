import { useEffect } from 'react';

import { goTo } from './location.ts';

/** Redirect without react-router (auth pages, the guard's way out to sign-in or 404). */
export function GoTo({ to }: { to: string }) {
  useEffect(() => goTo(to, { replace: true }), [to]);
  return null;
}
