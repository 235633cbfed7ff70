import { common } from '@insp/messages';
import { ApiError } from '@insp/mf-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '../src/session/api-client.ts';
import { setSession } from '../src/session/session.ts';
import { sessionAtom, shellStore } from '../src/session/store.ts';

const user = {
  id: 'u1',
  email: 'director@andes.cl',
  name: 'Director',
  userType: 'AdministradorEmpresa',
  companyId: 'c1',
  modules: { Revisiones: true, Checklist: true, ChecklistsOT: true },
};

/** The gateway: every module call answers 401 (token expired); the refresh answers `refresh`. */
function gateway(refresh: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : new URL(input.url).pathname;
    calls.push(path);
    if (path === '/api/admin/auth/refresh') return Promise.resolve(refresh());
    return Promise.resolve(new Response(JSON.stringify({ message: common.unauthenticated }), { status: 401 }));
  });
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('an expired token while admin is out of reach', () => {
  it("keeps the session and answers the Spanish 'unavailable' 503 when the refresh meets the gateway's 503", async () => {
    setSession({ accessToken: 'viejo', user } as Parameters<typeof setSession>[0]);
    const calls = gateway(() => json(503, { message: common.unavailable }));
    const failure = await api('/api/revisiones/companies/c1/projects').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect((failure as ApiError).message).toBe(common.unavailable);
    expect(shellStore.get(sessionAtom)?.accessToken).toBe('viejo');
    expect(calls).toEqual(['/api/revisiones/companies/c1/projects', '/api/admin/auth/refresh']);
  });

  it('keeps the session when the refresh cannot connect at all', async () => {
    setSession({ accessToken: 'viejo', user } as Parameters<typeof setSession>[0]);
    vi.stubGlobal('fetch', (input: string | URL | Request) =>
      String(input).endsWith('/refresh') ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json(401, { message: common.unauthenticated })),
    );
    const failure = await api('/api/neo/companies/c1/projects').catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(503);
    expect(shellStore.get(sessionAtom)?.accessToken).toBe('viejo');
  });

  it('signs out when admin itself answers that the session is over (401)', async () => {
    setSession({ accessToken: 'viejo', user } as Parameters<typeof setSession>[0]);
    gateway(() => json(401, { message: common.unauthenticated }));
    const failure = await api('/api/revisiones/companies/c1/projects').catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(401);
    expect(shellStore.get(sessionAtom)).toBeNull();
  });
});
