import { type AccessClaims, CompanyParams, type InternalUser } from '@insp/contracts';
import { common } from '@insp/messages';
import {
  ADMIN_GRACE_MS,
  httpSessionChecker,
  jwksVerifier,
  type SessionChecker,
  type SessionState,
  tenantCompanyId,
  type TokenVerifier,
  type ZodApp,
} from '@insp/service-kit';
import { adminStandIn, handClock, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { httpAdminClient } from '../src/admin-client/client.ts';
import { fakeCompany, fakeUser } from '../src/admin-client/fake.ts';
import { buildModuleApp } from '../src/app.ts';
import type { ModuleContext } from '../src/context.ts';
import { spec } from './context.ts';
import { basicProjects } from './fixtures/basic-projects.ts';

/*
 * Issue 17 §5: with admin (the identity service) out of reach, a module serves signed-in users from
 * what admin last confirmed (session, company, users) for ADMIN_GRACE_MS, then answers 503 with the
 * Spanish unavailable text; never 500. Admin is a real HTTP server here, stopped for real; the grace
 * runs on a clock the test moves.
 */

const INTERNAL_TOKEN = 'internal-token-of-the-outage-tests';
const MODULE = spec.module;

/** A route reading what module features read from admin: the company and the module's users. */
function adminReads(app: ZodApp, context: ModuleContext): void {
  basicProjects(app, context);
  app.get(
    '/companies/:companyId/lectura-admin',
    {
      config: { access: { userTypes: ['AdministradorEmpresa', 'UsuarioEmpresa'], module: MODULE } },
      schema: { params: CompanyParams, response: { 200: z.object({ Nombre: z.string().nullable(), usuarios: z.number() }) } },
    },
    async (request) => {
      const companyId = tenantCompanyId(request, request.params.companyId);
      const [company, users] = await Promise.all([context.admin.company(companyId), context.admin.usersWithModule(companyId, MODULE)]);
      return { Nombre: company?.Nombre ?? null, usuarios: users.length };
    },
  );
  app.post(
    '/companies/:companyId/cupo-admin',
    {
      config: { access: { userTypes: ['AdministradorEmpresa'], module: MODULE } },
      schema: { params: CompanyParams, response: { 200: z.object({ allowed: z.boolean() }) } },
    },
    async (request) => {
      const companyId = tenantCompanyId(request, request.params.companyId);
      return { allowed: (await context.admin.quota(companyId, MODULE, 0)).allowed };
    },
  );
}

let stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const stop of stops.reverse()) await stop();
  stops = [];
});

/**
 * A module service whose admin client (and, unless `identity` is 'in-memory', whose token keys and
 * session checks) talk HTTP to a stand-in admin, on a clock the test moves.
 */
async function moduleWithAdmin(identityKind: 'http' | 'in-memory' = 'http') {
  const identity = testIdentity();
  const clock = handClock();
  const company = fakeCompany();
  const users: InternalUser[] = [fakeUser(company.id), fakeUser(company.id, { Nombre: 'Luis' })];
  const sessions = new Map<string, SessionState>();

  // A real HTTP stand-in for admin: JWKS, sessions and the internal company API; stop() refuses connections.
  const admin = await adminStandIn((request) => {
    const url = new URL(request.url ?? '/', 'http://admin');
    if (url.pathname === '/.well-known/jwks.json') return [200, identity.jwks];
    if (request.headers['x-internal-token'] !== INTERNAL_TOKEN) return [401, { message: 'x' }];
    const session = /^\/internal\/sessions\/(\w+)$/.exec(url.pathname);
    if (session) {
      const state = sessions.get(session[1] ?? '');
      return state ? [200, state] : [404, { message: 'x' }];
    }
    if (url.pathname === `/internal/companies/${company.id}`) return [200, company];
    if (url.pathname === `/internal/companies/${company.id}/users`) return [200, { items: users, total: users.length, page: 0, pageSize: 100 }];
    if (url.pathname === `/internal/companies/${company.id}/quota/${MODULE}`)
      return [200, { module: MODULE, Activado: true, used: 0, limit: 5, allowed: true }];
    return [404, { message: 'x' }];
  });
  stops.push(() => admin.stop());

  const config = testConfig(spec.service, { adminUrl: admin.url, internalToken: INTERNAL_TOKEN });
  const verifier: TokenVerifier = identityKind === 'http' ? jwksVerifier(admin.url, { now: clock.now }) : identity.verifier;
  const checker: SessionChecker = identityKind === 'http' ? httpSessionChecker(admin.url, INTERNAL_TOKEN, { now: clock.now }) : identity.sessions;
  const app = await buildModuleApp(
    spec,
    { config, verifier, sessions: checker, admin: httpAdminClient(admin.url, INTERNAL_TOKEN, { now: clock.now }) },
    adminReads,
  );
  stops.push(() => app.close());

  const signIn = (userType: 'AdministradorEmpresa' | 'UsuarioEmpresa' = 'AdministradorEmpresa'): AccessClaims => {
    const claims = testClaims(userType, { companyId: company.id });
    sessions.set(claims.sub, { active: true, sessionVersion: claims.sv });
    return claims;
  };
  const headers = (claims: AccessClaims) => ({ authorization: `Bearer ${identity.sign(claims)}` });
  const read = (claims: AccessClaims) => app.inject({ method: 'GET', url: `/companies/${company.id}/lectura-admin`, headers: headers(claims) });
  const projects = (claims: AccessClaims) => app.inject({ method: 'GET', url: `/companies/${company.id}/projects`, headers: headers(claims) });
  const quota = (claims: AccessClaims) => app.inject({ method: 'POST', url: `/companies/${company.id}/cupo-admin`, headers: headers(claims) });
  return { admin, clock, company, sessions, signIn, read, projects, quota };
}

describe(`${spec.service} while admin cannot be reached`, () => {
  it("a signed-in user keeps their screens for the grace (the company from admin's last answer), then 503 with the Spanish text, never 500", async () => {
    const { admin, clock, company, signIn, read, projects } = await moduleWithAdmin();
    const user = signIn('UsuarioEmpresa');
    expect((await read(user)).json()).toEqual({ Nombre: company.Nombre, usuarios: 2 });

    await admin.stop();
    // Past both caches (session 4 s, company 10 s): admin is asked again and cannot answer.
    clock.advance(11_000);
    const during = await read(user);
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual({ Nombre: company.Nombre, usuarios: 2 });
    expect((await projects(user)).statusCode).toBe(200);
    clock.advance(ADMIN_GRACE_MS - 11_000);
    expect((await read(user)).statusCode).toBe(200);

    clock.advance(1);
    for (const answer of [await read(user), await projects(user)]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: common.unavailable });
    }
  });

  it('a user blocked before the outage is still refused during the grace', async () => {
    const { admin, clock, sessions, signIn, read } = await moduleWithAdmin();
    const blocked = signIn();
    expect((await read(blocked)).statusCode).toBe(200);
    sessions.set(blocked.sub, { active: false, sessionVersion: blocked.sv + 1 });
    clock.advance(5_000);
    expect((await read(blocked)).statusCode).toBe(401);

    await admin.stop();
    clock.advance(5_000);
    const refused = await read(blocked);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: common.unauthenticated });
  });

  it("a read admin never answered, and past the grace any read, is 503 'El servicio no está disponible…', not 500", async () => {
    const { admin, clock, signIn, read } = await moduleWithAdmin('in-memory');
    const user = signIn();
    await admin.stop();
    const never = await read(user);
    expect(never.statusCode).toBe(503);
    expect(never.json()).toEqual({ message: common.unavailable });
    clock.advance(ADMIN_GRACE_MS + 1);
    expect((await read(user)).statusCode).toBe(503);
  });

  it('the company read outlives its 10 s cache by the grace, not longer, while the session is confirmed', async () => {
    const { admin, clock, company, signIn, read } = await moduleWithAdmin('in-memory');
    const user = signIn();
    expect((await read(user)).statusCode).toBe(200);
    await admin.stop();
    clock.advance(ADMIN_GRACE_MS);
    expect((await read(user)).json()).toEqual({ Nombre: company.Nombre, usuarios: 2 });
    clock.advance(1);
    const after = await read(user);
    expect(after.statusCode).toBe(503);
    expect(after.json()).toEqual({ message: common.unavailable });
  });

  it('a quota check (creating a project) is never answered from an old answer: 503 at once', async () => {
    const { admin, signIn, quota } = await moduleWithAdmin('in-memory');
    const director = signIn();
    expect((await quota(director)).json()).toEqual({ allowed: true });
    await admin.stop();
    const refused = await quota(director);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: common.unavailable });
  });
});
