import type { KeyObject } from 'node:crypto';

import { askAdmin, isAdminUnreachable } from './admin-outage.ts';
import { ACCEPTED_ALGORITHM, createTokenVerifier, ed25519KeyFromJwk } from './jwt.ts';
import type { TokenVerifier } from './types.ts';

export interface JwksOptions {
  /** Least time between two fetches triggered by unknown kids (default 10 s): a flood of forged kids cannot hammer admin. */
  minRefetchIntervalMs?: number;
  /** Keys are refetched when older than this (default 10 min), so a removed key stops being accepted. */
  maxAgeMs?: number;
  /** Per-request timeout (default 5 s). */
  timeoutMs?: number;
  /** The clock (ms), injectable for tests. */
  now?: () => number;
}

interface Jwk {
  kid?: unknown;
  kty?: unknown;
  crv?: unknown;
  x?: unknown;
  alg?: unknown;
  use?: unknown;
}

/** Keeps the Ed25519 signing keys that admin publishes, keyed by kid. */
function parseJwks(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = typeof body === 'object' && body !== null ? (body as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(list)) throw new Error('JWKS without keys');
  for (const jwk of list as Jwk[]) {
    if (typeof jwk.kid !== 'string') continue;
    if (jwk.alg !== undefined && jwk.alg !== ACCEPTED_ALGORITHM) continue;
    if (jwk.use !== undefined && jwk.use !== 'sig') continue;
    try {
      keys.set(jwk.kid, ed25519KeyFromJwk(jwk));
    } catch {
      // not an Ed25519 key: never used for verification
    }
  }
  return keys;
}

/**
 * Verifies access tokens with admin's JWKS (`GET {adminUrl}/.well-known/jwks.json`), cached, EdDSA only.
 * A failed refresh keeps the keys it had: tokens signed with a known key stay verifiable while admin
 * is down (the session check bounds how long). A key that cannot be known because admin cannot be
 * reached throws AdminUnreachableError (the gate answers 503, not 401, so no client signs out for it).
 */
export function jwksVerifier(adminUrl: string, options: JwksOptions = {}): TokenVerifier {
  const url = `${adminUrl.replace(/\/+$/, '')}/.well-known/jwks.json`;
  const minRefetch = options.minRefetchIntervalMs ?? 10_000;
  const maxAge = options.maxAgeMs ?? 10 * 60_000;
  const timeout = options.timeoutMs ?? 5_000;
  const now = options.now ?? (() => Date.now());
  let keys = new Map<string, KeyObject>();
  let fetchedAt = Number.NEGATIVE_INFINITY;
  /** Why the last refresh could not reach admin; null once admin answered. */
  let unreachable: Error | null = null;
  let inflight: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    inflight ??= (async () => {
      fetchedAt = now();
      try {
        const answer = await askAdmin(url, { headers: { accept: 'application/json' } }, timeout);
        if (answer.status !== 200) throw new Error(`JWKS answered ${answer.status}`);
        keys = parseJwks(answer.body);
        unreachable = null;
      } catch (error) {
        if (isAdminUnreachable(error)) unreachable = error;
        throw error;
      }
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  };

  const lookup = async (kid: string): Promise<KeyObject | null> => {
    const age = now() - fetchedAt;
    if (age > maxAge) await refresh().catch(() => undefined);
    else if (!keys.has(kid) && age >= minRefetch) await refresh().catch(() => undefined);
    else if (inflight) await inflight.catch(() => undefined);
    const key = keys.get(kid);
    if (!key && unreachable) throw unreachable;
    return key ?? null;
  };

  return createTokenVerifier(lookup, now);
}
