import { common } from '@insp/messages';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { httpSessionChecker } from '../src/index.ts';
import { newObjectId, testClaims } from '../src/testing.ts';
import { buildSampleApp } from './helpers.ts';
import { type LocalServer, localServer } from './local-server.ts';

const { app, identity } = await buildSampleApp();
afterAll(() => app.close());

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a signed-out session', () => {
  it('refuses the access tokens of that session only, at once', async () => {
    const companyId = newObjectId();
    const sub = newObjectId();
    const [signedOut, otherDevice] = [newObjectId(), newObjectId()];
    const token = (sid: string) => identity.sign(testClaims('AdministradorEmpresa', { sub, companyId, sid }));
    const call = (sid: string) =>
      app.inject({ method: 'POST', url: `/companies/${companyId}/items`, headers: { authorization: `Bearer ${token(sid)}` }, payload: { Nombre: 'Torre' } });

    expect((await call(signedOut)).statusCode).toBe(201);
    identity.sessions.end(signedOut);
    const refused = await call(signedOut);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: common.unauthenticated });
    expect((await call(otherDevice)).statusCode).toBe(201);
  });
});

describe('httpSessionChecker with a session id', () => {
  it('asks admin about the session and caches each session apart', async () => {
    const userId = newObjectId();
    const [first, second] = [newObjectId(), newObjectId()];
    server = await localServer((request) => [200, { active: !request.url?.includes(second), sessionVersion: 3 }]);
    const checker = httpSessionChecker(server.url, 'internal-token-of-the-tests', 1000);
    await expect(checker.check(userId, first)).resolves.toEqual({ active: true, sessionVersion: 3 });
    await expect(checker.check(userId, second)).resolves.toEqual({ active: false, sessionVersion: 3 });
    await expect(checker.check(userId, first)).resolves.toEqual({ active: true, sessionVersion: 3 });
    expect(server.requests.map((request) => request.url)).toEqual([`/internal/sessions/${userId}?sid=${first}`, `/internal/sessions/${userId}?sid=${second}`]);
  });
});
