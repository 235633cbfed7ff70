import { common } from '@insp/messages';

import { HttpError } from './http-error.ts';

/**
 * The rule when the identity service (admin) cannot be reached: a module service keeps serving what
 * admin last CONFIRMED (a session's state, a company, its users) for at most this long after admin
 * confirmed it, then answers 503 with `common.unavailable`. Blocks and sign-outs confirmed before the
 * outage keep refusing; one made during it bites within this grace plus the 4 s session cache.
 */
export const ADMIN_GRACE_MS = 60_000;

/** admin could not be asked: the connection failed or timed out, or admin answered 5xx. */
export class AdminUnreachableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AdminUnreachableError';
  }
}

export function isAdminUnreachable(error: unknown): error is AdminUnreachableError {
  return error instanceof AdminUnreachableError;
}

/** What admin answered: its status and its JSON body (null when empty or not JSON). */
export interface AdminAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to admin with a time limit. Throws AdminUnreachableError when admin cannot answer (network
 * failure, timeout, 5xx); any other status is admin's answer, for the caller to judge.
 */
export async function askAdmin(url: string, init: RequestInit, timeoutMs: number): Promise<AdminAnswer> {
  const what = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (response.status >= 500) throw new AdminUnreachableError(`admin ${what} answered ${response.status}`);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (error) {
    if (isAdminUnreachable(error)) throw error;
    throw new AdminUnreachableError(`admin ${what} unreachable`, { cause: error });
  }
}

/** The answer to a request that needs admin's data when none may be used: 503, Spanish text, cause kept for the log. */
export function adminUnavailable(cause: unknown): HttpError {
  const error = new HttpError(503, common.unavailable);
  error.cause = cause;
  return error;
}

/** How a cached client of admin's internal API keeps and times its reads. */
export interface AdminCacheOptions {
  /** How long an answer is reused (each client's default). */
  cacheMs?: number;
  /** How long the last good answer is served while admin cannot be reached (default ADMIN_GRACE_MS). */
  graceMs?: number;
  /** Per-request timeout (default 5 s). */
  timeoutMs?: number;
  /** The clock (ms), injectable for tests. */
  now?: () => number;
}

/** A cached admin client's settings: its options (or just cacheMs) over the defaults, the cache kept within 0..maxCacheMs. */
export function adminCacheSettings(adminUrl: string, options: number | AdminCacheOptions, defaultCacheMs: number, maxCacheMs = Number.POSITIVE_INFINITY) {
  const {
    cacheMs = defaultCacheMs,
    graceMs = ADMIN_GRACE_MS,
    timeoutMs = 5000,
    now = () => Date.now(),
  } = typeof options === 'number' ? { cacheMs: options } : options;
  return { base: adminUrl.replace(/\/+$/, ''), ttl: Math.max(0, Math.min(cacheMs, maxCacheMs)), grace: Math.max(0, graceMs), timeoutMs, now };
}
