import { createPublicKey, verify } from 'node:crypto';

import { Jwks } from '@insp/contracts';
import { common } from '@insp/messages';
import { jwksVerifier } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.ts';
import { jwkThumbprint } from '../src/auth/keys.ts';
import { models } from '../src/models/index.ts';
import { bearer, claimsOf, createCompany, createUser, INTERNAL_TOKEN, session, startAdmin, type TestContext } from './helpers.ts';

let ctx: TestContext;
let companyId: Types.ObjectId;
let userId: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  companyId = await createCompany(ctx.app, { Nombre: 'Tokens SpA', ChecklistsOT: false });
  userId = await createUser(ctx.app, { email: 'token@empresa.cl', company: companyId });
});

describe('GET /.well-known/jwks.json', () => {
  it('publishes the Ed25519 key whose kid is its thumbprint, and that key verifies access tokens', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    const { keys } = Jwks.parse(response.json());
    expect(keys).toHaveLength(1);
    const jwk = keys[0]!;
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwk.kid).toBe(jwkThumbprint(jwk.x));
    expect(JSON.stringify(jwk)).not.toContain('"d"');

    const { accessToken } = await session(ctx.app, 'token@empresa.cl');
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'EdDSA', kid: jwk.kid });
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
    expect(verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true);
    const tampered = Buffer.from(`${header}.${payload.slice(0, -2)}AA`);
    expect(verify(null, tampered, key, Buffer.from(signature, 'base64url'))).toBe(false);
  });

  it("is accepted by the module services' verifier (service-kit jwksVerifier over HTTP)", async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const verifier = jwksVerifier(address);
    const { accessToken } = await session(ctx.app, 'token@empresa.cl');
    const claims = await verifier.verify(accessToken);
    expect(claims).toMatchObject({ sub: userId.toHexString(), companyId: companyId.toHexString(), modules: { ChecklistsOT: false } });
    await expect(verifier.verify(`${accessToken.slice(0, -4)}AAAA`)).rejects.toThrow();
  });

  it('keeps the key across restarts (same DATA_DIR)', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    const { accessToken } = await session(ctx.app, 'token@empresa.cl');
    const again = await buildApp({ config: ctx.config });
    try {
      const second = await again.inject({ method: 'GET', url: '/.well-known/jwks.json' });
      expect(second.json()).toEqual(first.json());
      // A token from before the restart still works.
      expect((await again.inject({ method: 'GET', url: '/me', headers: bearer(accessToken) })).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});

describe('session version', () => {
  it('bumping it makes earlier access tokens fail at once on admin', async () => {
    const { accessToken } = await session(ctx.app, 'token@empresa.cl');
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(accessToken) })).statusCode).toBe(200);
    await models(ctx.app.db).Usuario.updateOne({ _id: userId }, { $inc: { sessionVersion: 1 } });
    const stale = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(accessToken) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: common.unauthenticated });
    const fresh = await session(ctx.app, 'token@empresa.cl');
    expect(claimsOf(fresh.accessToken).sv).toBe(claimsOf(accessToken).sv + 1);
  });
});

describe('GET /internal/sessions/:userId', () => {
  const url = () => `/internal/sessions/${userId.toHexString()}`;

  it('needs the internal token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: url(), headers: { 'x-internal-token': 'otro-token-cualquiera' } })).statusCode).toBe(401);
    // A user's access token is not a service credential.
    const { accessToken } = await session(ctx.app, 'token@empresa.cl');
    expect((await ctx.app.inject({ method: 'GET', url: url(), headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it('answers active and the session version; blocking turns active off', async () => {
    const blockable = await createUser(ctx.app, { email: 'estado@empresa.cl', company: companyId });
    const path = `/internal/sessions/${blockable.toHexString()}`;
    const headers = { 'x-internal-token': INTERNAL_TOKEN };
    const before = await ctx.app.inject({ method: 'GET', url: path, headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ active: true, sessionVersion: 0 });
    await models(ctx.app.db).Usuario.updateOne({ _id: blockable }, { $set: { Activado: false }, $inc: { sessionVersion: 1 } });
    expect((await ctx.app.inject({ method: 'GET', url: path, headers })).json()).toEqual({ active: false, sessionVersion: 1 });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/internal/sessions/${'0'.repeat(24)}`, headers: { 'x-internal-token': INTERNAL_TOKEN } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: common.notFound });
  });
});

describe('GET /internal/companies/:companyId', () => {
  it('answers the modules and limits with the internal token only', async () => {
    const url = `/internal/companies/${companyId.toHexString()}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await ctx.app.inject({ method: 'GET', url, headers: { 'x-internal-token': INTERNAL_TOKEN } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: companyId.toHexString(),
      Nombre: 'Tokens SpA',
      Activado: true,
      Revisiones: { Activado: true, LimiteRevisiones: 5, LimiteUsuarios: 5 },
      ChecklistsOT: { Activado: false, LimiteProyectos: 5 },
    });
    const missing = await ctx.app.inject({ method: 'GET', url: `/internal/companies/${'0'.repeat(24)}`, headers: { 'x-internal-token': INTERNAL_TOKEN } });
    expect(missing.statusCode).toBe(404);
  });
});
