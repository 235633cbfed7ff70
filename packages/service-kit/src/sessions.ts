import { SessionStateResponse } from '@insp/contracts';
import type { SessionChecker, SessionState } from './types.ts';

/** The most a session answer may be reused: blocking must bite within 5 s. */
export const MAX_SESSION_CACHE_MS = 4000;

/** Asks admin `GET {adminUrl}/internal/sessions/:userId` (x-internal-token), caching each answer <= 4 s. */
export function httpSessionChecker(adminUrl: string, internalToken: string, ttlMs = MAX_SESSION_CACHE_MS): SessionChecker {
  const base = adminUrl.replace(/\/+$/, '');
  const ttl = Math.max(0, Math.min(ttlMs, MAX_SESSION_CACHE_MS));
  const cache = new Map<string, { state: SessionState | null; until: number }>();

  const remember = (userId: string, state: SessionState | null): void => {
    const now = Date.now();
    if (cache.size >= 10_000) {
      for (const [key, entry] of cache) if (entry.until <= now) cache.delete(key);
      if (cache.size >= 10_000) cache.clear();
    }
    if (ttl > 0) cache.set(userId, { state, until: now + ttl });
  };

  return {
    async check(userId) {
      const cached = cache.get(userId);
      if (cached && cached.until > Date.now()) return cached.state;
      const response = await fetch(`${base}/internal/sessions/${encodeURIComponent(userId)}`, {
        headers: { 'x-internal-token': internalToken, accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (response.status === 404) {
        remember(userId, null);
        return null;
      }
      if (!response.ok) throw new Error(`session check answered ${response.status}`);
      const state = SessionStateResponse.parse(await response.json());
      remember(userId, state);
      return state;
    },
  };
}
