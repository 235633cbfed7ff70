import { common } from '@insp/messages';
import { access, createService, httpSessionChecker, jwksVerifier, type ZodApp } from '@insp/service-kit';
import { testConfig as serviceConfig } from '@insp/service-kit/testing';
import type { LightMyRequestResponse } from 'fastify';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { models } from '../src/models/index.ts';
import { ROTATION_GRACE_MS } from '../src/repositories/sessions.ts';
import { bearer, claimsOf, createCompany, createUser, INTERNAL_TOKEN, refreshCookie, session, signIn, startAdmin, type TestContext } from './helpers.ts';

let ctx: TestContext;
let companyId: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  companyId = await createCompany(ctx.app);
});

const refresh = (token: string): Promise<LightMyRequestResponse> => ctx.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { insp_rt: token } });
const signOut = (token: string): Promise<LightMyRequestResponse> => ctx.app.inject({ method: 'POST', url: '/auth/sign-out', cookies: { insp_rt: token } });
const me = (accessToken: string): Promise<LightMyRequestResponse> => ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(accessToken) });

describe('sign-out', () => {
  it('needs the cookie’s secret: the session id alone signs nobody out', async () => {
    const userId = await createUser(ctx.app, { email: 'victima@empresa.cl', company: companyId });
    const victim = await session(ctx.app, 'victima@empresa.cl');
    const [id] = victim.refreshToken.split('.') as [string, string];
    const forged = `${id}.${'A'.repeat(43)}`;
    expect((await signOut(forged)).statusCode).toBe(204);
    expect(await models(ctx.app.db).Session.findOne({ userId }).lean()).toMatchObject({ revoked: false });
    expect((await me(victim.accessToken)).statusCode).toBe(200);
    expect((await refresh(victim.refreshToken)).statusCode).toBe(200);
  });

  it('uses session ids that cannot be guessed from one another', async () => {
    await createUser(ctx.app, { email: 'muchas@empresa.cl', company: companyId });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await session(ctx.app, 'muchas@empresa.cl')).refreshToken.split('.')[0]!);
    // An ObjectId made by one process shares its 5 middle bytes and counts up in the last 3.
    expect(new Set(ids.map((id) => id.slice(8, 18))).size).toBe(ids.length);
    const counters = ids.map((id) => parseInt(id.slice(18), 16));
    expect(counters.slice(1).every((value, i) => value === counters[i]! + 1)).toBe(false);
  });

  it("ends the session's access tokens at once on admin, and leaves the user's other sessions alone", async () => {
    await createUser(ctx.app, { email: 'dos-equipos@empresa.cl', company: companyId });
    const laptop = await session(ctx.app, 'dos-equipos@empresa.cl');
    const phone = await session(ctx.app, 'dos-equipos@empresa.cl');
    expect(claimsOf(laptop.accessToken).sid).toBe(laptop.refreshToken.split('.')[0]);
    expect((await signOut(laptop.refreshToken)).statusCode).toBe(204);
    const refused = await me(laptop.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: common.unauthenticated });
    expect((await me(phone.accessToken)).statusCode).toBe(200);

    const internal = (sid: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/internal/sessions/${claimsOf(phone.accessToken).sub}?sid=${sid}`,
        headers: { 'x-internal-token': INTERNAL_TOKEN },
      });
    expect((await internal(claimsOf(laptop.accessToken).sid!)).json()).toMatchObject({ active: false });
    expect((await internal(claimsOf(phone.accessToken).sid!)).json()).toMatchObject({ active: true });
  });

  it('bites on a module service within 5 s, like blocking does', async () => {
    await createUser(ctx.app, { email: 'modulo@empresa.cl', company: companyId });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    let service: ZodApp | undefined;
    try {
      service = await createService({
        config: serviceConfig('revisiones', { internalToken: INTERNAL_TOKEN, adminUrl: address }),
        title: 'module',
        verifier: jwksVerifier(address),
        sessions: httpSessionChecker(address, INTERNAL_TOKEN),
        register(app) {
          app.get('/ping', { config: access.signedIn(null), schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true }));
        },
      });
      const { accessToken, refreshToken } = await session(ctx.app, 'modulo@empresa.cl');
      const ping = () => service!.inject({ method: 'GET', url: '/ping', headers: bearer(accessToken) });
      expect((await ping()).statusCode).toBe(200);
      expect((await signOut(refreshToken)).statusCode).toBe(204);
      const signedOutAt = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - signedOutAt < 6000) {
        status = (await ping()).statusCode;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(401);
      expect(Date.now() - signedOutAt).toBeLessThan(5000);
    } finally {
      await service?.close();
    }
  });
});

describe('two tabs refreshing at once', () => {
  it('both get the same new token and the session survives', async () => {
    const userId = await createUser(ctx.app, { email: 'pestanas@empresa.cl', company: companyId });
    const { refreshToken } = await session(ctx.app, 'pestanas@empresa.cl');
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken), refresh(refreshToken)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const cookies = new Set(answers.map((a) => refreshCookie(a)?.value));
    expect(cookies.size).toBe(1);
    const [next] = [...cookies] as [string];
    expect(next).not.toBe(refreshToken);
    expect(await models(ctx.app.db).Session.findOne({ userId }).lean()).toMatchObject({ revoked: false });
    // Whichever answer the browser kept, the next refresh works.
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('a tab arriving a moment later with the just-rotated token lands on the newest token', async () => {
    const userId = await createUser(ctx.app, { email: 'tarde@empresa.cl', company: companyId });
    const first = await session(ctx.app, 'tarde@empresa.cl');
    const second = refreshCookie(await refresh(first.refreshToken))!.value;
    const third = refreshCookie(await refresh(second))!.value;
    const late = await refresh(first.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(refreshCookie(late)?.value).toBe(third);
    expect(claimsOf(late.json<{ accessToken: string }>().accessToken).sub).toBe(userId.toHexString());
    expect(await models(ctx.app.db).Session.findOne({ userId }).lean()).toMatchObject({ revoked: false });
  });

  it('after the grace, the rotated token is reuse again and ends the family', async () => {
    const userId = await createUser(ctx.app, { email: 'replay@empresa.cl', company: companyId });
    const first = await session(ctx.app, 'replay@empresa.cl');
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    const sessionId = first.refreshToken.split('.')[0];
    await models(ctx.app.db).SessionRotation.updateMany({ sessionId }, { $set: { createdAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) } });
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect(await models(ctx.app.db).Session.findOne({ userId }).lean()).toMatchObject({ revoked: true, revokedReason: 'reuse' });
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer that carries tokens or the session user', async () => {
    await createUser(ctx.app, { email: 'cache@empresa.cl', company: companyId });
    const signedIn = await signIn(ctx.app, 'cache@empresa.cl');
    const failed = await signIn(ctx.app, 'cache@empresa.cl', 'otra-clave-mala');
    const refreshed = await refresh(refreshCookie(signedIn)!.value);
    const answers = [
      signedIn,
      failed,
      refreshed,
      await me(signedIn.json<{ accessToken: string }>().accessToken),
      await signOut(refreshCookie(refreshed)!.value),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 200, 200, 204]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
