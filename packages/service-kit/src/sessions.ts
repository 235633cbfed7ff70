import { SessionStateResponse } from '@insp/contracts';
import type { SessionChecker, SessionState } from './types.ts';

/** The most a session answer may be reused: blocking and signing out must bite within 5 s. */
export const MAX_SESSION_CACHE_MS = 4000;

/**
 * Asks admin `GET {adminUrl}/internal/sessions/:userId?sid=` (x-internal-token), caching each
 * answer <= 4 s per user and session, so a sign-out bites as fast as a block.
 */
export function httpSessionChecker(adminUrl: string, internalToken: string, ttlMs = MAX_SESSION_CACHE_MS): SessionChecker {
  const base = adminUrl.replace(/\/+$/, '');
  const ttl = Math.max(0, Math.min(ttlMs, MAX_SESSION_CACHE_MS));
  const cache = new Map<string, { state: SessionState | null; until: number }>();

  const remember = (key: string, state: SessionState | null): void => {
    const now = Date.now();
    if (cache.size >= 10_000) {
      for (const [entryKey, entry] of cache) if (entry.until <= now) cache.delete(entryKey);
      if (cache.size >= 10_000) cache.clear();
    }
    if (ttl > 0) cache.set(key, { state, until: now + ttl });
  };

  return {
    async check(userId, sessionId) {
      const key = sessionId ? `${userId}.${sessionId}` : userId;
      const cached = cache.get(key);
      if (cached && cached.until > Date.now()) return cached.state;
      const query = sessionId ? `?sid=${encodeURIComponent(sessionId)}` : '';
      const response = await fetch(`${base}/internal/sessions/${encodeURIComponent(userId)}${query}`, {
        headers: { 'x-internal-token': internalToken, accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (response.status === 404) {
        remember(key, null);
        return null;
      }
      if (!response.ok) throw new Error(`session check answered ${response.status}`);
      const state = SessionStateResponse.parse(await response.json());
      remember(key, state);
      return state;
    },
  };
}
