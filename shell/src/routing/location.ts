import { useSyncExternalStore } from 'react';

/**
 * The shell's top-level location, without react-router: it decides between the auth pages (which
 * render without a router, so the sign-in page does not download one) and the signed-in app (which
 * renders react-router's BrowserRouter). Moves between the two go through `goTo`; history changes
 * made by the router or single-spa (popstate, including single-spa's synthetic ones) are observed too.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Navigates within the shell (pushState, or replaceState with `replace`), then re-renders the top level. */
export function goTo(path: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.history.replaceState(window.history.state, '', path);
  else window.history.pushState(null, '', path);
  for (const listener of [...listeners]) listener();
}

const pathname = (): string => window.location.pathname;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}

export const isAuthPath = (path: string): boolean => path === '/auth' || path.startsWith('/auth/');
