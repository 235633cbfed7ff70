import type { SessionState } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import { isSessionLive } from '../repositories/sessions.ts';
import { sessionState } from '../repositories/users.ts';

/**
 * What every service checks on each request: the user's state and, for a token naming its refresh
 * family (sid), whether that family is still signed in. Signing out thus bites like blocking does:
 * at once on admin, within the services' 4 s cache elsewhere. null = unknown user.
 */
export async function liveSessionState(db: Connection, userId: string, sessionId?: string): Promise<SessionState | null> {
  const [state, live] = await Promise.all([sessionState(db, userId), sessionId === undefined ? true : isSessionLive(db, userId, sessionId)]);
  if (!state) return null;
  return live ? state : { ...state, active: false };
}
