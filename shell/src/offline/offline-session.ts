import type { SessionUser } from '@insp/contracts';

import { sessionAtom, shellStore } from '../session/store.ts';
import { clearDataCache } from './data-cache.ts';

/**
 * Who last used the console on this device, so that opening or reloading it without a connection
 * shows their pages (issue 19 §1) instead of 'No pudimos confirmar tu sesión'. Only the user's
 * public description (name, role, company, modules) is kept, never a token: offline the screens
 * read what the service worker kept, and the session is confirmed with admin as soon as the
 * connection returns (session.ts keeps retrying the refresh; admin's refusal signs the user out).
 * Signing out forgets it and empties the data cache.
 */
const KEY = 'insp.offline-user';

function remembered(): SessionUser | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' && 'userType' in value && typeof value.userType === 'string') {
      return value as SessionUser;
    }
  } catch {
    // storage disabled or an unreadable value: nothing to resume
  }
  return null;
}

/** Called with every session the shell sets (session.ts setSession): null on sign-out. */
export function rememberSessionUser(user: SessionUser | null): void {
  const previous = remembered();
  // another user on this device (or none): the last one's answers go
  if (previous && previous.id !== user?.id) clearDataCache();
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // storage disabled: no offline opening on this device
  }
}

/**
 * On opening the console without a connection: the last user's session without a token (the
 * service worker answers from the device). False when the browser is online (admin being out of
 * reach is then the identity-outage notice) or nobody used the console here.
 */
export function resumeOfflineSession(): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine) return false;
  if (shellStore.get(sessionAtom)) return true;
  const user = remembered();
  if (!user) return false;
  shellStore.set(sessionAtom, { accessToken: '', user });
  return true;
}
