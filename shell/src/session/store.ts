import type { SessionUser } from '@insp/contracts';
import { atom, createStore } from 'jotai';

/** The one jotai store of the shell (also read outside React: fetch wrapper, single-spa). */
export const shellStore = createStore();

export interface Session {
  accessToken: string;
  user: SessionUser;
}

/** The access token lives only here, in memory; the refresh token is an httpOnly cookie. */
export const sessionAtom = atom<Session | null>(null);
/**
 * 'restoring' until the first POST /auth/refresh answers; 'unreachable' while that refresh finds
 * admin out of reach (the session is neither confirmed nor ended: the shell keeps trying, see
 * restoreSession); 'ready' once admin has answered either way.
 */
export type SessionStatus = 'restoring' | 'unreachable' | 'ready';
export const sessionStatusAtom = atom<SessionStatus>('restoring');
