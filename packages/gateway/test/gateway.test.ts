import { join } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildGateway, type GatewayOptions } from '../src/index.ts';
import { fakeBuilds } from './fake-builds.ts';

let gateway: FastifyInstance;
let upstream: FastifyInstance;
const seen: Array<{ url: string; auth: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.all('/*', async (req) => {
    seen.push({ url: req.url, auth: req.headers.authorization, body: req.body });
    return { upstream: true, url: req.url };
  });
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  const { root, shellDir, adminDir } = fakeBuilds();
  const options: GatewayOptions = {
    shellDir,
    remotes: [
      { name: 'admin', folder: 'admin', dir: adminDir },
      { name: 'neo', folder: 'neo', dir: join(root, 'missing') },
    ],
    services: { admin: upstreamUrl, revisiones: upstreamUrl, 'checklist-revisiones': upstreamUrl, neo: 'http://127.0.0.1:1' },
  };
  gateway = await buildGateway(options);
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('static shell', () => {
  it('serves index.html at / and for unknown page paths (SPA fallback), not cached', async () => {
    for (const url of ['/', '/auth/404', '/auth/sign-in', '/administrador/empresas/abc/edit', '/cualquier/cosa']) {
      const res = await gateway.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the sign-in document at /auth/sign-in (its static card painted by markup), not cached', async () => {
    for (const url of ['/auth/sign-in', '/auth/sign-in/', '/auth/sign-in?next=%2Fadministrador']) {
      const res = await gateway.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('class="boot-sign-in"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/', '/auth/404', '/auth/reset-password']) expect((await gateway.inject({ url })).body, url).not.toContain('boot-sign-in');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await gateway.inject({ url: '/main.1a2b3c4d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for missing files instead of the page', async () => {
    const res = await gateway.inject({ url: '/nope.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/config.json', () => {
  it('maps each remote to its manifest URL, not cached', async () => {
    const res = await gateway.inject({ url: '/config.json' });
    expect(res.json()).toEqual({ remotes: { admin: '/remotes/admin/mf-manifest.json', neo: '/remotes/neo/mf-manifest.json' } });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('/remotes', () => {
  it('serves a remote build: manifest, descriptor and entry not cached, hashed chunks cached', async () => {
    const manifest = await gateway.inject({ url: '/remotes/admin/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await gateway.inject({ url: '/remotes/admin/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    const descriptor = await gateway.inject({ url: '/remotes/admin/descriptor.json' });
    expect(descriptor.json()).toEqual({ id: 'admin', routes: [] });
    expect(descriptor.headers['cache-control']).toBe('no-cache');
    expect((await gateway.inject({ url: '/remotes/admin/123.deadbeef.js' })).headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a remote whose build is missing and for unknown remotes', async () => {
    expect((await gateway.inject({ url: '/remotes/neo/mf-manifest.json' })).statusCode).toBe(404);
    expect((await gateway.inject({ url: '/remotes/otro/mf-manifest.json' })).statusCode).toBe(404);
    const traversal = await gateway.inject({ url: '/remotes/admin/..%2f..%2fshell%2findex.html' });
    expect(traversal.statusCode).not.toBe(200);
  });
});

describe('/api proxy', () => {
  it('strips /api/<service> and forwards method, headers and body', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in?x=1',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      payload: { email: 'a@b.cl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ upstream: true, url: '/auth/sign-in?x=1' });
    expect(seen.at(-1)).toMatchObject({ auth: 'Bearer t', body: { email: 'a@b.cl' } });
    const rev = await gateway.inject({ url: '/api/checklist-revisiones/companies/1/projects' });
    expect(rev.json()).toEqual({ upstream: true, url: '/companies/1/projects' });
  });

  it("serves the contractor portal's page and lets its API calls through without a session (issue 20 §2)", async () => {
    // A signature may end in letters and digits only, like a file extension.
    const token = `${'a'.repeat(22)}.${'b'.repeat(43)}`;
    for (const url of [`/portal/revisiones/${token}`, `/portal/checklist-revisiones/${token}`]) {
      const page = await gateway.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('id="root"');
    }
    for (const service of ['revisiones', 'checklist-revisiones']) {
      const res = await gateway.inject({ url: `/api/${service}/portal/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ upstream: true, url: `/portal/${token}` });
      expect(seen.at(-1)?.auth).toBeUndefined();
    }
  });

  it('answers 503 with a Spanish message when a service is down', async () => {
    const res = await gateway.inject({ url: '/api/neo/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/servicio/);
  });

  it('never exposes /internal routes, however they are spelled', async () => {
    const before = seen.length;
    for (const url of [
      '/api/admin/internal/sessions/1',
      '/api/revisiones/internal',
      '/api/admin/%69nternal/sessions/1',
      '/api/admin//internal/x',
      '/api/admin/./internal/x',
      '/api/admin/x/../internal/y',
      '/api/admin/INTERNAL/x',
      '/api/admin/%2569nternal/x',
    ]) {
      const res = await gateway.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('message');
    }
    expect(seen.length).toBe(before);
  });
});
