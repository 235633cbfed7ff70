import { connect } from 'node:net';

import { common } from '@insp/messages';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { answerFor } from '../src/error-handler.ts';
import { createService, type ZodApp } from '../src/index.ts';
import { testClaims, testConfig, testIdentity } from '../src/testing.ts';
import { buildSampleApp } from './helpers.ts';

const { app, identity } = await buildSampleApp();
afterAll(() => app.close());
const auth = { authorization: `Bearer ${identity.sign(testClaims('Administrador'))}` };
const companyId = 'a'.repeat(24);

describe('errors raised by the framework itself', () => {
  it.each([
    ['a parameter over 100 characters', 'POST', `/companies/${'a'.repeat(150)}/items`, {}, 414, common.uriTooLong],
    ['bad percent-encoding in the path', 'GET', '/companies/%zz/items', {}, 400, common.invalidRequest],
    ['bad percent-encoding at the root', 'GET', '/%E0%A4%A', {}, 400, common.invalidRequest],
    ['an unsupported media type', 'POST', `/companies/${companyId}/items`, { 'content-type': 'application/x-unknown' }, 415, common.unsupportedMediaType],
    ['a missing media type', 'POST', `/companies/${companyId}/items`, { 'content-type': '' }, 415, common.unsupportedMediaType],
    ['an unknown route', 'DELETE', '/no/existe', {}, 404, common.notFound],
  ] as const)('answers %s with {message} in Spanish', async (_case, method, url, headers, status, message) => {
    const response = await app.inject({ method, url, headers: { ...auth, ...headers }, payload: method === 'POST' ? 'x' : undefined });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message });
  });
});

describe('a database that cannot be reached', () => {
  let down: ZodApp;
  afterAll(async () => {
    await down?.close();
  });

  it('answers 503 with the Spanish message instead of 500', async () => {
    const sample = testIdentity();
    // Nothing listens on port 1: every query fails to find a server.
    down = await createService({
      config: testConfig('revisiones', { mongodbUri: 'mongodb://127.0.0.1:1/' }),
      title: 'down',
      verifier: sample.verifier,
      sessions: sample.sessions,
      register(scope) {
        scope.get('/count', { config: { public: true }, schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
          n: await scope.db.collection('cosas').countDocuments(),
        }));
      },
    });
    const response = await down.inject({ method: 'GET', url: '/count' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: common.unavailable });
  });

  it('also maps driver network errors, wrapped or not', () => {
    const network = new mongoose.mongo.MongoNetworkError('connection closed');
    expect(answerFor(Object.assign(network, { code: undefined }) as never)).toEqual({ status: 503, message: common.unavailable });
    expect(answerFor(new Error('wrapped', { cause: network }) as never)).toEqual({ status: 503, message: common.unavailable });
    expect(answerFor(new Error('other') as never)).toEqual({ status: 500, message: common.unexpected });
  });
});

describe('rate-limit buckets', () => {
  it('count the client behind a trusted proxy, and ignore X-Forwarded-For from anyone else', async () => {
    const { app: limited } = await buildSampleApp({ rateLimitMax: 2, trustProxy: '10.0.0.1' });
    try {
      const hit = (remoteAddress: string, forwardedFor?: string) =>
        limited.inject({ method: 'GET', url: '/openapi.json', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
      // A client talking to the service directly cannot pick a new bucket by naming another address.
      const direct = [];
      for (let i = 0; i < 3; i++) direct.push((await hit('203.0.113.5', `198.51.100.${i}`)).statusCode);
      expect(direct).toEqual([200, 200, 429]);
      // Behind the trusted proxy each client has its own bucket.
      expect((await hit('10.0.0.1', '198.51.100.7')).statusCode).toBe(200);
      expect((await hit('10.0.0.1', '198.51.100.8')).statusCode).toBe(200);
      expect((await hit('10.0.0.1', '198.51.100.8')).statusCode).toBe(200);
      expect((await hit('10.0.0.1', '198.51.100.8')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('requests Node itself refuses', () => {
  it('answer a garbled request and oversized headers with {message} in Spanish', async () => {
    const { app: listening } = await buildSampleApp();
    try {
      const address = await listening.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
          let answer = '';
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
          socket.on('close', () => resolve(answer));
          socket.on('error', reject);
        });
      const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
      const garbled = await raw('NOT HTTP AT ALL\r\n\r\n');
      expect(garbled.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(bodyOf(garbled)).toEqual({ message: common.invalidRequest });
      const huge = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      expect(bodyOf(huge)).toEqual({ message: common.headersTooLarge });
    } finally {
      await listening.close();
    }
  });
});
