import { afterEach, describe, expect, it } from 'vitest';

import { httpSessionChecker } from '../src/index.ts';
import { newObjectId } from '../src/testing.ts';
import { type LocalServer, localServer } from './local-server.ts';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const token = 'internal-token-of-the-tests';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('httpSessionChecker', () => {
  it("asks admin's internal API with the service credential and caches the answer", async () => {
    const userId = newObjectId();
    let version = 1;
    server = await localServer(() => [200, { active: true, sessionVersion: version }]);
    const checker = httpSessionChecker(server.url, token, 150);
    await expect(checker.check(userId)).resolves.toEqual({ active: true, sessionVersion: 1 });
    version = 2;
    await expect(checker.check(userId)).resolves.toEqual({ active: true, sessionVersion: 1 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.url).toBe(`/internal/sessions/${userId}`);
    expect(server.requests[0]!.headers['x-internal-token']).toBe(token);
    await sleep(200);
    await expect(checker.check(userId)).resolves.toEqual({ active: true, sessionVersion: 2 });
  });

  it('never caches longer than 4 s, whatever it is asked', async () => {
    const userId = newObjectId();
    server = await localServer(() => [200, { active: true, sessionVersion: 1 }]);
    const realNow = Date.now;
    const start = realNow();
    let offset = 0;
    Date.now = () => start + offset;
    try {
      const checker = httpSessionChecker(server.url, token, 60_000);
      await checker.check(userId);
      offset = 3_900;
      await checker.check(userId);
      expect(server.requests).toHaveLength(1);
      offset = 4_001;
      await checker.check(userId);
      expect(server.requests).toHaveLength(2);
    } finally {
      Date.now = realNow;
    }
  });

  it('null for an unknown user, throws when admin fails', async () => {
    server = await localServer((request) => (request.url?.endsWith('0'.repeat(24)) ? [404, { message: 'x' }] : [500, { message: 'x' }]));
    const checker = httpSessionChecker(server.url, token);
    await expect(checker.check('0'.repeat(24))).resolves.toBeNull();
    await expect(checker.check(newObjectId())).rejects.toThrow(/500/);
  });
});
