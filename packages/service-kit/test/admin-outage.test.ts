import type { AccessClaims } from '@insp/contracts';
import { common } from '@insp/messages';
import { afterEach, describe, expect, it } from 'vitest';

import { ADMIN_GRACE_MS, httpSessionChecker, jwksVerifier, type SessionState, type ZodApp } from '../src/index.ts';
import { newObjectId, testClaims, testIdentity } from '../src/testing.ts';
import { type AdminStandIn, adminStandIn, handClock } from '../src/testing-admin.ts';
import { buildSampleApp } from './helpers.ts';

const INTERNAL_TOKEN = 'internal-token-of-the-tests';

let admin: AdminStandIn | undefined;
let app: ZodApp | undefined;
afterEach(async () => {
  await app?.close();
  await admin?.stop();
  app = undefined;
  admin = undefined;
});

/**
 * A service whose tokens and sessions come from a real HTTP admin stand-in (JWKS and
 * /internal/sessions), on a clock the test moves.
 */
async function serviceWithAdmin(options: { graceMs?: number } = {}) {
  const identity = testIdentity();
  const clock = handClock();
  /** What admin answers per user id; a sid in `signedOut` answers inactive. */
  const sessions = new Map<string, SessionState>();
  const signedOut = new Set<string>();
  admin = await adminStandIn((request) => {
    const url = new URL(request.url ?? '/', 'http://admin');
    if (url.pathname === '/.well-known/jwks.json') return [200, identity.jwks];
    if (request.headers['x-internal-token'] !== INTERNAL_TOKEN) return [401, { message: 'x' }];
    const userId = /^\/internal\/sessions\/(\w+)$/.exec(url.pathname)?.[1];
    const state = userId ? sessions.get(userId) : undefined;
    if (!state) return [404, { message: 'x' }];
    const sid = url.searchParams.get('sid');
    return [200, sid && signedOut.has(sid) ? { ...state, active: false } : state];
  });
  const checker = httpSessionChecker(admin.url, INTERNAL_TOKEN, { now: clock.now, ...(options.graceMs === undefined ? {} : { graceMs: options.graceMs }) });
  const built = await buildSampleApp(
    {},
    { ...identity, verifier: jwksVerifier(admin.url, { now: clock.now }), sessions: { ...identity.sessions, check: checker.check } },
  );
  app = built.app;
  const service = built.app;

  const signIn = (overrides: Partial<AccessClaims> = {}) => {
    const claims = testClaims('AdministradorEmpresa', { sid: newObjectId(), ...overrides });
    sessions.set(claims.sub, { active: true, sessionVersion: claims.sv });
    return claims;
  };
  const call = (claims: AccessClaims) =>
    service.inject({
      method: 'POST',
      url: `/companies/${claims.companyId}/items`,
      headers: { authorization: `Bearer ${identity.sign(claims)}` },
      payload: { Nombre: 'Torre' },
    });
  return { identity, clock, sessions, signedOut, signIn, call, service };
}

describe('while admin cannot be reached', () => {
  it('a signed-in user is served from the last confirmed session for the grace, then answered 503 with the Spanish text, never 500', async () => {
    const { clock, signIn, call } = await serviceWithAdmin();
    const user = signIn();
    expect((await call(user)).statusCode).toBe(201);

    await admin!.stop();
    // Past the 4 s cache: admin is asked, cannot answer, the confirmed state serves.
    clock.advance(5_000);
    expect((await call(user)).statusCode).toBe(201);
    clock.advance(ADMIN_GRACE_MS - 5_000);
    expect((await call(user)).statusCode).toBe(201);

    clock.advance(1);
    const after = await call(user);
    expect(after.statusCode).toBe(503);
    expect(after.json()).toEqual({ message: common.unavailable });
    clock.advance(60_000);
    const later = await call(user);
    expect(later.statusCode).toBe(503);
    expect(later.json()).toEqual({ message: common.unavailable });
  });

  it('a block and a sign-out confirmed before the outage still refuse (401) during the grace', async () => {
    const { clock, sessions, signedOut, signIn, call } = await serviceWithAdmin();
    const blocked = signIn();
    const leaving = signIn();
    expect((await call(blocked)).statusCode).toBe(201);
    expect((await call(leaving)).statusCode).toBe(201);
    // Blocking bumps the session version; signing out ends the session's family.
    sessions.set(blocked.sub, { active: true, sessionVersion: blocked.sv + 1 });
    signedOut.add(leaving.sid!);
    clock.advance(5_000);
    expect((await call(blocked)).statusCode).toBe(401);
    expect((await call(leaving)).statusCode).toBe(401);

    await admin!.stop();
    clock.advance(5_000);
    for (const claims of [blocked, leaving]) {
      const refused = await call(claims);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: common.unauthenticated });
    }
  });

  it('a block made while admin was out of reach bites when admin answers again, within 5 s', async () => {
    const { clock, sessions, signIn, call } = await serviceWithAdmin();
    const user = signIn();
    expect((await call(user)).statusCode).toBe(201);
    await admin!.stop();
    clock.advance(5_000);
    expect((await call(user)).statusCode).toBe(201);
    sessions.set(user.sub, { active: false, sessionVersion: user.sv + 1 });
    await admin!.start();
    clock.advance(4_001);
    expect((await call(user)).statusCode).toBe(401);
  });

  it("admin's 5xx (a gateway in front of a dead admin) is out of reach too", async () => {
    const { clock, signIn, call } = await serviceWithAdmin();
    const user = signIn();
    expect((await call(user)).statusCode).toBe(201);
    admin!.failing = true;
    clock.advance(5_000);
    expect((await call(user)).statusCode).toBe(201);
    clock.advance(ADMIN_GRACE_MS);
    expect((await call(user)).statusCode).toBe(503);
  });

  it('a user never confirmed before the outage is answered 503, not 401 (no client signs out for it)', async () => {
    const { signIn, call } = await serviceWithAdmin();
    const user = signIn();
    // The keys are known (another user's request fetched them); this user's session never was asked.
    expect((await call(signIn())).statusCode).toBe(201);
    await admin!.stop();
    const answer = await call(user);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: common.unavailable });
  });

  it('the grace is the stated one and can be set: 0 answers 503 as soon as admin is out of reach', async () => {
    const { clock, signIn, call } = await serviceWithAdmin({ graceMs: 0 });
    const user = signIn();
    expect((await call(user)).statusCode).toBe(201);
    await admin!.stop();
    clock.advance(5_000);
    expect((await call(user)).statusCode).toBe(503);
  });
});

describe('an answer admin gave is not an outage', () => {
  it('admin refusing the service credential (401) answers 503 at once, without serving an older state', async () => {
    const userId = newObjectId();
    const clock = handClock();
    let credentialRefused = false;
    admin = await adminStandIn(() => (credentialRefused ? [401, { message: 'x' }] : [200, { active: true, sessionVersion: 1 }]));
    const checker = httpSessionChecker(admin.url, INTERNAL_TOKEN, { now: clock.now });
    await expect(checker.check(userId)).resolves.toEqual({ active: true, sessionVersion: 1 });
    credentialRefused = true;
    clock.advance(5_000);
    await expect(checker.check(userId)).rejects.toThrow(/answered 401/);
  });
});

describe("admin's signing keys while admin is down", () => {
  it('keys fetched before the outage keep verifying tokens past their refresh age', async () => {
    const identity = testIdentity();
    const clock = handClock();
    admin = await adminStandIn(() => [200, identity.jwks]);
    const verifier = jwksVerifier(admin.url, { maxAgeMs: 60_000, now: clock.now });
    const claims = testClaims('UsuarioEmpresa');
    await expect(verifier.verify(identity.sign(claims))).resolves.toEqual(claims);
    await admin.stop();
    clock.advance(61_000);
    await expect(verifier.verify(identity.sign(claims))).resolves.toEqual(claims);
    expect(admin.requests).toEqual(['/.well-known/jwks.json']);
  });

  it('a service started while admin is down answers 503, not 401', async () => {
    const { signIn, call } = await serviceWithAdmin();
    await admin!.stop();
    const answer = await call(signIn());
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: common.unavailable });
  });
});
