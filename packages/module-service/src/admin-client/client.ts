import { InternalCompanyFull, type InternalUser, InternalUserPage, InternalUsersResponse, QuotaResponse } from '@insp/contracts';
import { WEBHOOK_TIPOS_CACHE_MS, WebhookTiposResponse } from '@insp/contracts/webhooks';
import { type AdminAnswer, type AdminCacheOptions, adminCacheSettings, adminUnavailable, askAdmin, HttpError, isAdminUnreachable } from '@insp/service-kit';

import type { AdminClient } from '../context.ts';

/** Company and user answers are reused this long: catalogue edits show up in the modules within 10 s. */
export const ADMIN_CACHE_MS = 10_000;

/** cacheMs: default ADMIN_CACHE_MS. */
export type AdminClientOptions = AdminCacheOptions;

interface Cached<T> {
  value: Promise<T>;
  until: number;
}

interface Good {
  value: unknown;
  /** When admin gave it. */
  at: number;
}

/**
 * admin's internal API over HTTP (x-internal-token), with a short per-company cache of reads.
 * While admin cannot be reached (network failure, timeout, 5xx) a read answers what admin last gave
 * for it, if that is no older than the grace; otherwise, and for quota and usage (never served
 * stale), every failure is an HttpError 503 `common.unavailable`, never a crash answered 500.
 */
export function httpAdminClient(adminUrl: string, internalToken: string, options: number | AdminClientOptions = {}): AdminClient {
  const { base, ttl, grace, timeoutMs, now } = adminCacheSettings(adminUrl, options, ADMIN_CACHE_MS);
  const cache = new Map<string, Cached<unknown>>();
  const good = new Map<string, Good>();

  function call(path: string, init: RequestInit = {}): Promise<AdminAnswer> {
    const headers: Record<string, string> = { 'x-internal-token': internalToken, accept: 'application/json' };
    if (init.body) headers['content-type'] = 'application/json';
    return askAdmin(`${base}${path}`, { ...init, headers }, timeoutMs);
  }
  async function json(path: string, init?: RequestInit): Promise<unknown> {
    const answer = await call(path, init);
    if (answer.status < 200 || answer.status > 299) throw new Error(`admin ${init?.method ?? 'GET'} ${path} answered ${answer.status}`);
    return answer.body;
  }
  /** Any failure to get admin's answer: 503 with the Spanish text (the cause is logged). */
  async function guarded<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      throw error instanceof HttpError ? error : adminUnavailable(error);
    }
  }
  function prune(at: number): void {
    if (cache.size > 5000) for (const [key, entry] of cache) if (entry.until <= at) cache.delete(key);
    if (good.size > 5000) for (const [key, entry] of good) if (entry.at + grace < at) good.delete(key);
  }
  function cached<T>(key: string, load: () => Promise<T>, keepMs = ttl): Promise<T> {
    const at = now();
    const hit = cache.get(key);
    if (hit && hit.until > at) return hit.value as Promise<T>;
    prune(at);
    const value: Promise<T> = load().then(
      (answer) => {
        good.set(key, { value: answer, at: now() });
        return answer;
      },
      (error: unknown) => {
        const last = good.get(key);
        const failedAt = now();
        if (isAdminUnreachable(error) && last && failedAt - last.at <= grace) {
          // Not asked again for a cache period, and never served past the grace.
          cache.set(key, { value: Promise.resolve(last.value), until: Math.min(failedAt + keepMs, last.at + grace) });
          return last.value as T;
        }
        // A failed read is not remembered: the next call asks again.
        if (cache.get(key)?.value === value) cache.delete(key);
        throw error instanceof HttpError ? error : adminUnavailable(error);
      },
    );
    cache.set(key, { value, until: at + keepMs });
    return value;
  }
  const company = (companyId: string) => encodeURIComponent(companyId);

  return {
    company: (companyId) =>
      cached(`company:${companyId}`, async () => {
        const answer = await call(`/internal/companies/${company(companyId)}`);
        if (answer.status === 404) return null;
        if (answer.status !== 200) throw new Error(`admin company answered ${answer.status}`);
        return InternalCompanyFull.parse(answer.body);
      }),

    quota: (companyId, module, used) =>
      guarded(async () => QuotaResponse.parse(await json(`/internal/companies/${company(companyId)}/quota/${module}?used=${used}`))),

    reportUsage: (companyId, module, used) =>
      guarded(async () => {
        await json(`/internal/companies/${company(companyId)}/usage/${module}`, { method: 'PUT', body: JSON.stringify({ used }) });
      }),

    reportBytes: (companyId, module, bytes) =>
      guarded(async () => {
        await json(`/internal/companies/${company(companyId)}/usage/${module}`, { method: 'PUT', body: JSON.stringify({ bytes }) });
      }),

    usersByIds: async (companyId, ids) => {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const found: InternalUser[] = [];
      // admin accepts at most 500 ids a call; each chunk is cached on its own.
      for (let i = 0; i < unique.length; i += 500) {
        const chunk = unique.slice(i, i + 500).sort();
        const answer = await cached(`users:${companyId}:${chunk.join(',')}`, async () =>
          InternalUsersResponse.parse(
            await json(`/internal/companies/${company(companyId)}/users/by-ids`, { method: 'POST', body: JSON.stringify({ ids: chunk }) }),
          ),
        );
        found.push(...answer.items);
      }
      return found;
    },

    usersWithModule: (companyId, module) =>
      cached(`module-users:${companyId}:${module}`, async () => {
        const users: InternalUser[] = [];
        for (let page = 0; ; page++) {
          const answer = InternalUserPage.parse(await json(`/internal/companies/${company(companyId)}/users?module=${module}&page=${page}&pageSize=100`));
          users.push(...answer.items);
          if (users.length >= answer.total || answer.items.length === 0) return users;
        }
      }),

    webhookTipos: (companyId) =>
      cached(
        `webhook-tipos:${companyId}`,
        async () => {
          const answer = await call(`/internal/companies/${company(companyId)}/webhooks/tipos`);
          // A company admin does not know (purged) or refuses wants nothing: its events are not held back.
          if (answer.status >= 400 && answer.status <= 499) return [];
          if (answer.status !== 200) throw new Error(`admin webhook tipos answered ${answer.status}`);
          return WebhookTiposResponse.parse(answer.body).tipos;
        },
        Math.max(ttl, WEBHOOK_TIPOS_CACHE_MS),
      ),

    webhookEventos: (companyId, body) =>
      guarded(async () => {
        const answer = await call(`/internal/companies/${company(companyId)}/webhook-eventos`, { method: 'POST', body: JSON.stringify(body) });
        if (answer.status >= 200 && answer.status <= 299) return 'aceptado';
        if (answer.status >= 400 && answer.status <= 499) return 'rechazado';
        throw new Error(`admin webhook-eventos answered ${answer.status}`);
      }),

    forget(companyId) {
      // The caller knows these answers are outdated: they are not served, not even while admin is down.
      for (const key of cache.keys()) if (key.includes(`:${companyId}`)) cache.delete(key);
      for (const key of good.keys()) if (key.includes(`:${companyId}`)) good.delete(key);
    },
  };
}
