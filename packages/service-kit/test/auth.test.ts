import { createHmac, generateKeyPairSync } from 'node:crypto';

import { common } from '@insp/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createService } from '../src/index.ts';
import { newObjectId, signJws, testClaims, testConfig, testIdentity } from '../src/testing.ts';
import { buildSampleApp } from './helpers.ts';

const { app, identity, config } = await buildSampleApp();
afterAll(() => app.close());

const companyId = newObjectId();
const director = testClaims('AdministradorEmpresa', { companyId });
const url = `/companies/${companyId}/items`;
const body = { Nombre: 'Torre A' };
const call = (headers: Record<string, string>) => app.inject({ method: 'POST', url, headers, payload: body });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

async function expect401(headers: Record<string, string>): Promise<void> {
  const response = await call(headers);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: common.unauthenticated });
}

describe('access routes: token attacks', () => {
  it('accepts a valid token', async () => {
    const response = await call(bearer(identity.sign(director)));
    expect(response.statusCode).toBe(201);
  });

  it('401 without a token, with garbage, or with another scheme', async () => {
    await expect401({});
    await expect401(bearer('garbage'));
    await expect401(bearer('a.b.c'));
    await expect401({ authorization: `Basic ${identity.sign(director)}` });
  });

  it('401 for alg none', async () => {
    const payload = { ...director, iat: now(), exp: now() + 600 };
    await expect401(bearer(`${b64({ alg: 'none', typ: 'JWT', kid: identity.kid })}.${b64(payload)}.`));
    await expect401(bearer(`${b64({ alg: 'none', typ: 'JWT', kid: identity.kid })}.${b64(payload)}.c2ln`));
  });

  it('401 for HS256 signed with the public key as the secret', async () => {
    const payload = { ...director, iat: now(), exp: now() + 600 };
    const input = `${b64({ alg: 'HS256', typ: 'JWT', kid: identity.kid })}.${b64(payload)}`;
    const publicJwk = identity.jwks.keys[0]!;
    for (const secret of [JSON.stringify(publicJwk), String(publicJwk.x)]) {
      const signature = createHmac('sha256', secret).update(input).digest('base64url');
      await expect401(bearer(`${input}.${signature}`));
    }
  });

  it('401 for a tampered payload', async () => {
    const [header, , signature] = identity.sign(director).split('.');
    const promoted = { ...director, userType: 'Administrador', companyId: null, iat: now(), exp: now() + 600 };
    await expect401(bearer(`${header}.${b64(promoted)}.${signature}`));
  });

  it('401 for an expired token', async () => {
    await expect401(bearer(identity.sign(director, { expiresIn: -120 })));
  });

  it('401 for an unknown kid and for a token signed by another key with our kid', async () => {
    await expect401(bearer(identity.sign(director, { kid: 'otra-llave' })));
    const { privateKey } = generateKeyPairSync('ed25519');
    await expect401(bearer(signJws({ alg: 'EdDSA', typ: 'JWT', kid: identity.kid }, { ...director, iat: now(), exp: now() + 600 }, privateKey)));
  });

  it('401 for a token without exp or with claims of the wrong shape', async () => {
    await expect401(bearer(signJws({ alg: 'EdDSA', kid: identity.kid }, { ...director }, identity.privateKey)));
    await expect401(bearer(signJws({ alg: 'EdDSA', kid: identity.kid }, { ...director, userType: 'Root', exp: now() + 600 }, identity.privateKey)));
  });
});

describe('access routes: sessions', () => {
  it('401 when the session version changed, the user is inactive or unknown', async () => {
    const user = testClaims('AdministradorEmpresa', { companyId, sv: 3 });
    const token = identity.sign(user);
    expect((await call(bearer(token))).statusCode).toBe(201);
    identity.sessions.set(user.sub, { active: true, sessionVersion: 4 });
    await expect401(bearer(token));
    identity.sessions.set(user.sub, { active: false, sessionVersion: 3 });
    await expect401(bearer(token));
    identity.sessions.delete(user.sub);
    await expect401(bearer(token));
  });

  it('503 when the session store cannot be asked', async () => {
    const broken = testIdentity();
    const service = await createService({
      config: testConfig('revisiones'),
      title: 't',
      verifier: broken.verifier,
      sessions: {
        check: async () => {
          throw new Error('admin down');
        },
      },
      register(app) {
        app.get('/x', { config: { access: { userTypes: ['Administrador'], module: null } } }, async () => ({}));
      },
    });
    try {
      const response = await service.inject({ method: 'GET', url: '/x', headers: bearer(broken.sign(testClaims('Administrador'))) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: common.unavailable });
    } finally {
      await service.close();
    }
  });
});

describe('access routes: user type, module and tenant', () => {
  it('403 for a user type the route does not allow', async () => {
    const response = await call(bearer(identity.sign(testClaims('UsuarioEmpresa', { companyId }))));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: common.forbidden });
  });

  it('403 moduleDisabled when the module flag is off', async () => {
    const modules = { Revisiones: false, Checklist: true, ChecklistsOT: true };
    const response = await call(bearer(identity.sign(testClaims('AdministradorEmpresa', { companyId, modules }))));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: common.moduleDisabled });
  });

  it('an Administrador acts on the company in the route; others only on their own', async () => {
    const other = newObjectId();
    const asAdmin = await app.inject({
      method: 'POST',
      url: `/companies/${other}/items`,
      headers: bearer(identity.sign(testClaims('Administrador'))),
      payload: body,
    });
    expect(asAdmin.json()).toEqual({ companyId: other, Nombre: 'Torre A' });
    const asDirector = await app.inject({ method: 'POST', url: `/companies/${other}/items`, headers: bearer(identity.sign(director)), payload: body });
    expect(asDirector.statusCode).toBe(403);
    expect(asDirector.json()).toEqual({ message: common.forbidden });
  });
});

describe('internal routes', () => {
  it('401 without or with a wrong x-internal-token, 200 with the right one', async () => {
    const noToken = await app.inject({ method: 'GET', url: '/internal/ping' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ message: common.unauthenticated });
    const wrong = await app.inject({ method: 'GET', url: '/internal/ping', headers: { 'x-internal-token': `${config.internalToken}x` } });
    expect(wrong.statusCode).toBe(401);
    const userToken = await app.inject({ method: 'GET', url: '/internal/ping', headers: bearer(identity.sign(testClaims('Administrador'))) });
    expect(userToken.statusCode).toBe(401);
    const right = await app.inject({ method: 'GET', url: '/internal/ping', headers: { 'x-internal-token': config.internalToken } });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ pong: true });
  });
});

describe('route declarations (deny by default)', () => {
  const build = (register: Parameters<typeof createService>[0]['register']) =>
    createService({ config: testConfig('revisiones'), title: 't', verifier: identity.verifier, sessions: identity.sessions, register });

  it('createService throws for a route without access, public or internal', async () => {
    await expect(build((app) => void app.get('/open', async () => ({})))).rejects.toThrow(/GET \/open must declare exactly one/);
  });

  it('createService throws for a route declaring two kinds, an internal route outside /internal, or no user type', async () => {
    await expect(build((app) => void app.get('/both', { config: { public: true, internal: true } }, async () => ({})))).rejects.toThrow(/exactly one/);
    await expect(build((app) => void app.get('/svc', { config: { internal: true } }, async () => ({})))).rejects.toThrow(/under \/internal/);
    await expect(build((app) => void app.get('/internal/x', { config: { public: true } }, async () => ({})))).rejects.toThrow(/must be internal/);
    await expect(build((app) => void app.get('/nobody', { config: { access: { userTypes: [], module: null } } }, async () => ({})))).rejects.toThrow(
      /no user type/,
    );
  });

  it('records every registered route with its kind', () => {
    expect(app.registeredRoutes.map((r) => `${r.kind} ${r.method} ${r.url}`)).toEqual([
      'public GET /openapi.json',
      'public GET /health',
      'access POST /companies/:companyId/items',
      'access GET /boom',
      'access GET /teapot',
      'internal GET /internal/ping',
    ]);
  });

  it('a public route needs no token', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(z.object({ status: z.literal('ok') }).parse(response.json())).toEqual({ status: 'ok' });
  });
});
