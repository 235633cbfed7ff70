import type { SessionResponse } from '@insp/contracts';
import { ApiError } from '@insp/mf-kit';

import { authApi } from './auth-api.ts';
import { sessionAtom, sessionStatusAtom, shellStore } from './store.ts';

/**
 * Whether this browser may hold a refresh cookie. The cookie is httpOnly, so the shell keeps this
 * hint to skip the refresh call (and its 401) on a first visit or after signing out.
 */
const SESSION_HINT_KEY = 'insp.session';

function rememberSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage disabled: the refresh call is then always tried
  }
}

function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

export function setSession(answer: SessionResponse | null): void {
  shellStore.set(sessionAtom, answer && { accessToken: answer.accessToken, user: answer.user });
  rememberSessionHint(answer !== null);
}

/**
 * What a refresh found: a new token, a session that has ended (admin answered 4xx), or admin out of
 * reach (network failure or 5xx). Only an answer from admin ends the session: while admin is down
 * the user keeps their session, and the services serve them within their grace (docs/architecture.md).
 */
export type RefreshOutcome = 'refreshed' | 'signed-out' | 'unavailable';

let refreshing: Promise<RefreshOutcome> | null = null;

/** POST /auth/refresh (httpOnly cookie); concurrent callers share one request. */
export function renewSession(): Promise<RefreshOutcome> {
  refreshing ??= authApi
    .refresh()
    .then(
      (answer): RefreshOutcome => {
        setSession(answer);
        return 'refreshed';
      },
      (error: unknown): RefreshOutcome => {
        if (error instanceof ApiError && error.status < 500) {
          setSession(null);
          return 'signed-out';
        }
        return 'unavailable';
      },
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** True when the refresh gave a new token (see renewSession for what the other outcomes keep). */
export async function refreshSession(): Promise<boolean> {
  return (await renewSession()) === 'refreshed';
}

/** On page load: restore the session from the refresh cookie, then mark the session known. */
export async function restoreSession(): Promise<void> {
  if (mayHaveSession()) await refreshSession();
  shellStore.set(sessionStatusAtom, 'ready');
}

/**
 * 'Cerrar Sesión': revoke the refresh family, forget the token. Forgetting it ends the session for
 * what was opened after sign-in too: live streams close and the query cache is cleared (session-end.ts).
 */
export async function signOut(): Promise<void> {
  try {
    await authApi.signOut();
  } catch {
    // the cookie may already be gone; signing out locally is what matters
  }
  setSession(null);
}
