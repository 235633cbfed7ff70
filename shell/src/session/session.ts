import type { SessionResponse } from '@insp/contracts';
import { ApiError } from '@insp/mf-kit';

import { rememberSessionUser, resumeOfflineSession } from '../offline/offline-session.ts';
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
  rememberSessionUser(answer?.user ?? null);
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

/** Waits between tries while admin is out of reach on page load: 2 s, 4 s, 8 s… at most 30 s. */
export const RESTORE_RETRY_MS = { first: 2_000, max: 30_000 } as const;

let restoreRetry: { timer: ReturnType<typeof setTimeout>; wait: number } | null = null;

/**
 * On page load: restore the session from the refresh cookie, then mark the session known. When admin
 * is out of reach the session is neither confirmed nor ended: sending the user to sign-in would lose
 * where they were (and signing in needs admin too), so the status is 'unreachable' and the refresh is
 * tried again with a growing wait, at once when the browser comes back online, or on 'Reintentar'.
 */
export async function restoreSession(): Promise<void> {
  const outcome = mayHaveSession() ? await renewSession() : 'signed-out';
  if (outcome !== 'unavailable') {
    stopRestoreRetries();
    // what a known session reveals (the layout around the first screen) renders in a transition: the
    // components read the store with useShellValue (issue 19 §5, Total Blocking Time)
    shellStore.set(sessionStatusAtom, 'ready');
    return;
  }
  // Without a connection at all, the last user's pages open from the device (offline/offline-session.ts).
  shellStore.set(sessionStatusAtom, resumeOfflineSession() ? 'ready' : 'unreachable');
  const wait = restoreRetry ? Math.min(restoreRetry.wait * 2, RESTORE_RETRY_MS.max) : RESTORE_RETRY_MS.first;
  if (restoreRetry) clearTimeout(restoreRetry.timer);
  else if (typeof window !== 'undefined') window.addEventListener('online', retryRestoreNow);
  restoreRetry = { wait, timer: setTimeout(() => void restoreSession(), wait) };
}

/** 'Reintentar' (and the browser's 'online'): the next try now instead of after the wait. */
export function retryRestoreNow(): void {
  if (!restoreRetry) return;
  clearTimeout(restoreRetry.timer);
  void restoreSession();
}

function stopRestoreRetries(): void {
  if (!restoreRetry) return;
  clearTimeout(restoreRetry.timer);
  restoreRetry = null;
  if (typeof window !== 'undefined') window.removeEventListener('online', retryRestoreNow);
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
