import { common } from '@insp/messages';
import type { LightMyRequestResponse } from 'fastify';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { bearer, claimsOf, createCompany, createUser, refreshCookie, session, startAdmin, type TestContext } from './helpers.ts';

let ctx: TestContext;
let companyId: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  companyId = await createCompany(ctx.app);
});

const refresh = (token?: string): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method: 'POST', url: '/auth/refresh', ...(token ? { cookies: { insp_rt: token } } : {}) });

const signOut = (token?: string): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method: 'POST', url: '/auth/sign-out', ...(token ? { cookies: { insp_rt: token } } : {}) });

function clearsCookie(response: LightMyRequestResponse): boolean {
  const cookie = refreshCookie(response);
  return cookie !== undefined && cookie.value === '' && cookie.path === '/api/admin/auth' && (cookie.expires?.getTime() ?? Infinity) <= Date.now();
}

describe('POST /auth/refresh', () => {
  it('rotates: a new access token and a new cookie, the old token is kept as used', async () => {
    const userId = await createUser(ctx.app, { email: 'rota@empresa.cl', company: companyId });
    const first = await session(ctx.app, 'rota@empresa.cl');

    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; user: { id: string } }>();
    expect(body.user.id).toBe(userId.toHexString());
    expect(claimsOf(body.accessToken).sub).toBe(userId.toHexString());
    const rotated = refreshCookie(response);
    expect(rotated).toMatchObject({ httpOnly: true, path: '/api/admin/auth', sameSite: 'Strict' });
    expect(rotated?.value).not.toBe(first.refreshToken);

    const stored = await models(ctx.app.db).Session.find({ userId }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.previousHashes).toHaveLength(1);
    expect(stored[0]?.revoked).toBe(false);

    // The new token works in turn.
    const again = await refresh(rotated?.value);
    expect(again.statusCode).toBe(200);
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    await createUser(ctx.app, { email: 'robado@empresa.cl', company: companyId });
    const first = await session(ctx.app, 'robado@empresa.cl');
    const second = refreshCookie(await refresh(first.refreshToken))?.value;
    expect(second).toBeDefined();

    // An attacker replays the first token, after the grace of its rotation.
    await models(ctx.app.db).SessionRotation.updateMany({}, { $set: { createdAt: new Date(Date.now() - 11_000) } });
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: common.unauthenticated });
    expect(clearsCookie(replay)).toBe(true);

    // The legitimate holder's current token is dead too.
    const legit = await refresh(second);
    expect(legit.statusCode).toBe(401);
    const family = await models(ctx.app.db)
      .Session.findOne({ _id: first.refreshToken.split('.')[0] })
      .lean();
    expect(family).toMatchObject({ revoked: true, revokedReason: 'reuse' });
  });

  it('keeps remember: the rotated cookie is persistent again', async () => {
    await createUser(ctx.app, { email: 'recuerda@empresa.cl', company: companyId });
    const first = await session(ctx.app, 'recuerda@empresa.cl', undefined, { remember: true });
    const response = await refresh(first.refreshToken);
    expect(refreshCookie(response)?.maxAge).toBeGreaterThan(29 * 24 * 3600);
  });

  it('answers 401 without a cookie, with garbage, or after the family expired', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('no-es-un-token')).statusCode).toBe(401);
    expect((await refresh(`${'a'.repeat(24)}.${'b'.repeat(43)}`)).statusCode).toBe(401);

    const userId = await createUser(ctx.app, { email: 'vencido@empresa.cl', company: companyId });
    const { refreshToken } = await session(ctx.app, 'vencido@empresa.cl');
    await models(ctx.app.db).Session.updateOne({ userId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('stops refreshing a user who was blocked meanwhile', async () => {
    const userId = await createUser(ctx.app, { email: 'bloquear@empresa.cl', company: companyId });
    const { refreshToken } = await session(ctx.app, 'bloquear@empresa.cl');
    await models(ctx.app.db).Usuario.updateOne({ _id: userId }, { $set: { Activado: false }, $inc: { sessionVersion: 1 } });
    const response = await refresh(refreshToken);
    expect(response.statusCode).toBe(401);
    expect(await models(ctx.app.db).Session.findOne({ userId }).lean()).toMatchObject({ revoked: true });
  });

  it('hands out the current session version and module flags after a change', async () => {
    const userId = await createUser(ctx.app, { email: 'cambia@empresa.cl', company: companyId, ChecklistsOT: true });
    const first = await session(ctx.app, 'cambia@empresa.cl');
    expect(claimsOf(first.accessToken).modules.ChecklistsOT).toBe(true);
    await models(ctx.app.db).Usuario.updateOne({ _id: userId }, { $set: { ChecklistsOT: false }, $inc: { sessionVersion: 1 } });

    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(first.accessToken) })).statusCode).toBe(401);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    expect(claimsOf(accessToken)).toMatchObject({ sv: 1, modules: { ChecklistsOT: false } });
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(accessToken) })).statusCode).toBe(200);
  });
});

describe('POST /auth/sign-out', () => {
  it('answers 204, clears the cookie and revokes the family', async () => {
    const userId = await createUser(ctx.app, { email: 'salir@empresa.cl', company: companyId });
    const { refreshToken } = await session(ctx.app, 'salir@empresa.cl');
    const response = await signOut(refreshToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(clearsCookie(response)).toBe(true);
    expect(await models(ctx.app.db).Session.findOne({ userId }).lean()).toMatchObject({ revoked: true, revokedReason: 'sign-out' });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('answers 204 without a cookie', async () => {
    const response = await signOut();
    expect(response.statusCode).toBe(204);
    expect(clearsCookie(response)).toBe(true);
  });
});
