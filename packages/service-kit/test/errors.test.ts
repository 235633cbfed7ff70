import { common } from '@insp/messages';
import { afterAll, describe, expect, it } from 'vitest';

import { testClaims } from '../src/testing.ts';
import { buildSampleApp } from './helpers.ts';

const { app, identity } = await buildSampleApp({ bodyLimit: 2048 });
afterAll(() => app.close());

const admin = testClaims('Administrador');
const auth = { authorization: `Bearer ${identity.sign(admin)}` };
const companyId = 'a'.repeat(24);
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/companies/${companyId}/items`, headers: { ...auth, ...headers }, payload: payload as string });

describe('error answers', () => {
  it('answers the happy path', async () => {
    const response = await post({ Nombre: 'Torre A' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ companyId, Nombre: 'Torre A' });
  });

  it('400 names an unknown field', async () => {
    const response = await post({ Nombre: 'Torre A', isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: common.unknownField('isAdmin') });
  });

  it('400 rejects prototype keys in the body', async () => {
    const response = await post('{"Nombre":"x","__proto__":{"polluted":true}}', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: common.invalidRequest });
  });

  it('400 with the generic message for a wrong type without a schema message', async () => {
    const response = await post({ Nombre: 'Torre A', Cantidad: 'muchos' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: common.invalidRequest });
  });

  it("400 with the schema's own Spanish message", async () => {
    expect((await post({ Nombre: '' })).json()).toEqual({ message: 'Nombre es requerido' });
    const wrongType = await post({ Nombre: 12 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: 'Nombre es requerido' });
  });

  it('400 for operator injection in a parameter and for malformed JSON', async () => {
    const injected = await app.inject({ method: 'POST', url: '/companies/%7B%24ne%3A1%7D/items', headers: auth, payload: { Nombre: 'x' } });
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toEqual({ message: common.invalidRequest });
    const malformed = await post('{"Nombre":', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: common.invalidRequest });
  });

  it('404 for unknown routes and for HttpError(404)', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: common.notFound });
    const thrown = await app.inject({ method: 'GET', url: '/teapot', headers: auth });
    expect(thrown.statusCode).toBe(404);
    expect(thrown.json()).toEqual({ message: 'No existe la tetera.' });
  });

  it('413 for a body over the limit', async () => {
    const response = await post({ Nombre: 'x'.repeat(4096) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: common.payloadTooLarge });
  });

  it('500 without stack or internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom', headers: auth });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: common.unexpected });
    expect(response.body).not.toMatch(/secret|\/srv|at |stack/);
  });

  it('sets the helmet headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('rate limit', () => {
  it('429 in Spanish once the limit per minute is spent', async () => {
    const { app: limited } = await buildSampleApp({ rateLimitMax: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.inject({ method: 'GET', url: '/openapi.json' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const response = await limited.inject({ method: 'GET', url: '/openapi.json' });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: common.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
