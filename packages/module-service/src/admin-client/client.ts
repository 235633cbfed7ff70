import { InternalCompanyFull, InternalUserPage, InternalUsersResponse, QuotaResponse, type InternalUser } from '@insp/contracts';
import type { AdminClient } from '../context.ts';

/** Company and user answers are reused this long: catalogue edits show up in the modules within 10 s. */
export const ADMIN_CACHE_MS = 10_000;
const TIMEOUT_MS = 5000;

interface Cached<T> {
  value: Promise<T>;
  until: number;
}

/** admin's internal API over HTTP (x-internal-token), with a short per-company cache of reads. */
export function httpAdminClient(adminUrl: string, internalToken: string, ttlMs = ADMIN_CACHE_MS): AdminClient {
  const base = adminUrl.replace(/\/+$/, '');
  const cache = new Map<string, Cached<unknown>>();

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers: Record<string, string> = { 'x-internal-token': internalToken, accept: 'application/json' };
    if (init.body) headers['content-type'] = 'application/json';
    return fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }
  async function json(path: string, init?: RequestInit): Promise<unknown> {
    const response = await call(path, init);
    if (!response.ok) throw new Error(`admin ${init?.method ?? 'GET'} ${path} answered ${response.status}`);
    return response.json();
  }
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    if (cache.size > 5000) for (const [k, entry] of cache) if (entry.until <= now) cache.delete(k);
    const value = load();
    cache.set(key, { value, until: now + ttlMs });
    // A failed read is not remembered: the next call asks again.
    value.catch(() => cache.delete(key));
    return value;
  }
  const company = (companyId: string) => encodeURIComponent(companyId);

  return {
    company: (companyId) =>
      cached(`company:${companyId}`, async () => {
        const response = await call(`/internal/companies/${company(companyId)}`);
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`admin company answered ${response.status}`);
        return InternalCompanyFull.parse(await response.json());
      }),

    quota: async (companyId, module, used) =>
      QuotaResponse.parse(await json(`/internal/companies/${company(companyId)}/quota/${module}?used=${used}`)),

    reportUsage: async (companyId, module, used) => {
      await json(`/internal/companies/${company(companyId)}/usage/${module}`, { method: 'PUT', body: JSON.stringify({ used }) });
    },

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

    forget(companyId) {
      for (const key of cache.keys()) if (key.includes(`:${companyId}`)) cache.delete(key);
    },
  };
}
