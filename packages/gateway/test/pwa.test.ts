import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildGateway } from '../src/index.ts';
import { fakeBuilds } from './fake-builds.ts';

// The installable console (issue 19 §1): the service worker and the manifest are served so that a
// new deployment is seen at once (never cached by the browser's HTTP cache), at the origin's root
// (the worker's scope is the whole console), with the types browsers require.
let gateway: FastifyInstance;

beforeAll(async () => {
  const { shellDir, adminDir } = fakeBuilds('gw-pwa-');
  writeFileSync(join(shellDir, 'sw.js'), 'self.__WB_MANIFEST;');
  writeFileSync(join(shellDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Inspección de Calidad', start_url: '/' }));
  mkdirSync(join(shellDir, 'icons'));
  copyFileSync(join(import.meta.dirname, '../../../shell/public/icons/icon-192.png'), join(shellDir, 'icons', 'icon-192.png'));
  gateway = await buildGateway({
    shellDir,
    remotes: [{ name: 'admin', folder: 'admin', dir: adminDir }],
    services: { admin: 'http://127.0.0.1:1', revisiones: 'http://127.0.0.1:1', 'checklist-revisiones': 'http://127.0.0.1:1', neo: 'http://127.0.0.1:1' },
  });
});

afterAll(async () => {
  await gateway.close();
});

describe('service worker and web app manifest', () => {
  it('serves /sw.js as JavaScript with Cache-Control no-cache and the console security headers', async () => {
    const res = await gateway.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('__WB_MANIFEST');
  });

  it('serves /manifest.webmanifest as application/manifest+json, not cached', async () => {
    const res = await gateway.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Inspección de Calidad', start_url: '/' });
  });

  it('serves the icons as PNG and answers 404 (not the page) for a missing one', async () => {
    const icon = await gateway.inject({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect((await gateway.inject({ url: '/icons/icon-1024.png' })).statusCode).toBe(404);
  });

  it('answers 404 for /sw.js when the shell has no worker, never the page (a page is not a worker script)', async () => {
    const { shellDir } = fakeBuilds('gw-pwa-none-');
    const bare = await buildGateway({
      shellDir,
      remotes: [],
      services: { admin: 'http://127.0.0.1:1', revisiones: 'http://127.0.0.1:1', 'checklist-revisiones': 'http://127.0.0.1:1', neo: 'http://127.0.0.1:1' },
    });
    try {
      const res = await bare.inject({ url: '/sw.js' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/text\/html/);
    } finally {
      await bare.close();
    }
  });
});
