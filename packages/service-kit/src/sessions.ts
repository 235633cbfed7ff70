import { SessionStateResponse } from '@insp/contracts';

import { type AdminCacheOptions, adminCacheSettings, askAdmin, isAdminUnreachable } from './admin-outage.ts';
import type { SessionChecker, SessionState } from './types.ts';

/** The most a session answer may be reused: blocking and signing out must bite within 5 s. */
export const MAX_SESSION_CACHE_MS = 4000;

/** cacheMs: default and at most 4 s. */
export type SessionCheckerOptions = AdminCacheOptions;

interface Entry {
  state: SessionState | null;
  /** When admin last answered for this user and session. */
  confirmedAt: number;
  /** Reused without asking until then. */
  until: number;
}

/**
 * Asks admin `GET {adminUrl}/internal/sessions/:userId?sid=` (x-internal-token), caching each
 * answer <= 4 s per user and session, so a sign-out bites as fast as a block. While admin cannot be
 * reached (network failure, timeout, 5xx) the last state admin confirmed is served for the grace
 * after that confirmation, a refused one included; then the check throws (the gate answers 503).
 * An answer admin did give (404 = unknown user, any state) is never overridden by an older one.
 */
export function httpSessionChecker(adminUrl: string, internalToken: string, options: number | SessionCheckerOptions = {}): SessionChecker {
  const { base, ttl, grace, timeoutMs, now } = adminCacheSettings(adminUrl, options, MAX_SESSION_CACHE_MS, MAX_SESSION_CACHE_MS);
  const entries = new Map<string, Entry>();

  const confirm = (key: string, state: SessionState | null): void => {
    if (ttl === 0 && grace === 0) return;
    const at = now();
    if (entries.size >= 10_000) {
      for (const [entryKey, entry] of entries) if (entry.until <= at && entry.confirmedAt + grace < at) entries.delete(entryKey);
      if (entries.size >= 10_000) entries.clear();
    }
    entries.set(key, { state, confirmedAt: at, until: at + ttl });
  };

  return {
    async check(userId, sessionId) {
      const key = sessionId ? `${userId}.${sessionId}` : userId;
      const cached = entries.get(key);
      if (cached && cached.until > now()) return cached.state;
      const query = sessionId ? `?sid=${encodeURIComponent(sessionId)}` : '';
      let answer;
      try {
        answer = await askAdmin(
          `${base}/internal/sessions/${encodeURIComponent(userId)}${query}`,
          { headers: { 'x-internal-token': internalToken, accept: 'application/json' } },
          timeoutMs,
        );
      } catch (error) {
        const last = entries.get(key);
        const at = now();
        if (isAdminUnreachable(error) && last && at - last.confirmedAt <= grace) {
          // Not asked again for a cache period, and never served past the grace.
          last.until = Math.min(at + ttl, last.confirmedAt + grace);
          return last.state;
        }
        throw error;
      }
      if (answer.status === 404) {
        confirm(key, null);
        return null;
      }
      if (answer.status !== 200) throw new Error(`session check answered ${answer.status}`);
      const state = SessionStateResponse.parse(answer.body);
      confirm(key, state);
      return state;
    },
  };
}
