import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';

import { loadConfig } from '../src/index.ts';

const valid = { MONGODB_URI: 'mongodb://127.0.0.1:27017/', INTERNAL_TOKEN: 'a-very-long-internal-token' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig('checklist-revisiones', valid);
    expect(config).toEqual({
      service: 'checklist-revisiones',
      host: '127.0.0.1',
      port: 4003,
      mongodbUri: 'mongodb://127.0.0.1:27017/',
      dbName: 'insp_checklist_revisiones',
      adminUrl: 'http://127.0.0.1:4001',
      internalToken: 'a-very-long-internal-token',
      dataDir: '.data/checklist-revisiones',
      publicUrl: 'http://localhost:8080',
      photoLinkDays: 90,
      logLevel: 'info',
      bodyLimit: 1048576,
      rateLimitMax: 1000,
      trustProxy: '127.0.0.1',
    });
    expect(config).not.toHaveProperty('extra');
  });

  it('uses each service default port and database', () => {
    expect([loadConfig('admin', valid), loadConfig('revisiones', valid), loadConfig('neo', valid)].map((c) => [c.port, c.dbName])).toEqual([
      [4001, 'insp_admin'],
      [4002, 'insp_revisiones'],
      [4004, 'insp_neo'],
    ]);
  });

  it('reads every variable', () => {
    const config = loadConfig('neo', {
      ...valid,
      HOST: '0.0.0.0',
      PORT: '5000',
      MONGODB_DB: 'otra',
      ADMIN_URL: 'http://admin:4001/',
      DATA_DIR: '/data',
      PUBLIC_URL: 'https://inspeccion.example.com',
      PHOTO_LINK_DAYS: '30',
      LOG_LEVEL: 'warn',
      BODY_LIMIT: '2048',
      RATE_LIMIT_MAX: '50',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 5000,
      dbName: 'otra',
      adminUrl: 'http://admin:4001',
      dataDir: '/data',
      publicUrl: 'https://inspeccion.example.com',
      photoLinkDays: 30,
      logLevel: 'warn',
      bodyLimit: 2048,
      rateLimitMax: 50,
      trustProxy: '10.0.0.0/8',
    });
  });

  it('refuses to start in production without PUBLIC_URL, naming it (links would point to localhost), together with the other problems', () => {
    expect(() => loadConfig('revisiones', { ...valid, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required outside development/);
    expect(() => loadConfig('revisiones', { INTERNAL_TOKEN: 'short', NODE_ENV: 'production' })).toThrow(
      /MONGODB_URI: required.*INTERNAL_TOKEN: at least 16 characters.*PUBLIC_URL: required outside development/s,
    );
    expect(
      loadConfig('revisiones', { ...valid, NODE_ENV: 'production', PUBLIC_URL: 'https://inspeccion.example.cl/', PORTAL_SECRET: 's'.repeat(32) }).publicUrl,
    ).toBe('https://inspeccion.example.cl');
    // development (npm start, tests): the local gateway
    expect(loadConfig('revisiones', { ...valid, NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:8080');
  });

  it("refuses to start the portal's services in production without PORTAL_SECRET (issue 20 §2); development and the other services derive or need none", () => {
    const production = { ...valid, NODE_ENV: 'production', PUBLIC_URL: 'https://inspeccion.example.cl' };
    for (const service of ['revisiones', 'checklist-revisiones'] as const) {
      expect(() => loadConfig(service, production), service).toThrow(/PORTAL_SECRET: required outside development/);
      expect(loadConfig(service, { ...production, PORTAL_SECRET: 'x'.repeat(40) }).portalSecret).toBe('x'.repeat(40));
    }
    expect(() => loadConfig('revisiones', { ...production, PORTAL_SECRET: 'corto' })).toThrow(/PORTAL_SECRET: at least 32 characters/);
    expect(loadConfig('admin', production).portalSecret).toBeUndefined();
    expect(loadConfig('neo', production).portalSecret).toBeUndefined();
    expect(loadConfig('revisiones', valid).portalSecret).toBeUndefined();
  });

  it('refuses a photo link lifetime that is not a whole number of days from 1 to 3650', () => {
    for (const PHOTO_LINK_DAYS of ['0', '-3', '2.5', '4000', 'noventa']) {
      expect(() => loadConfig('neo', { ...valid, PHOTO_LINK_DAYS }), PHOTO_LINK_DAYS).toThrow(/PHOTO_LINK_DAYS/);
    }
  });

  it('throws one error naming every bad variable', () => {
    expect(() => loadConfig('neo', { INTERNAL_TOKEN: 'short', PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(
      /MONGODB_URI: required.*INTERNAL_TOKEN: at least 16 characters/s,
    );
    const error = (() => {
      try {
        loadConfig('neo', { INTERNAL_TOKEN: 'short', PORT: 'abc', LOG_LEVEL: 'loud' });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    for (const name of ['MONGODB_URI', 'INTERNAL_TOKEN', 'PORT', 'LOG_LEVEL']) expect(error).toContain(name);
  });

  it('rejects a URI that is not MongoDB and a non-positive body limit', () => {
    expect(() => loadConfig('neo', { ...valid, MONGODB_URI: 'http://x' })).toThrow(/MONGODB_URI/);
    expect(() => loadConfig('neo', { ...valid, BODY_LIMIT: '0' })).toThrow(/BODY_LIMIT/);
  });
});

describe('loadConfig with a service extension', () => {
  const extension = z.object({ CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'), PDF_PAGES: z.coerce.number().int().positive().default(2) });

  it('returns the extension defaults in extra, typed, next to the common config', () => {
    const config = loadConfig('revisiones', valid, extension);
    expect(config.extra).toEqual({ CHROMIUM_PATH: '/usr/bin/chromium', PDF_PAGES: 2 });
    expect(config).toMatchObject({ port: 4002, dbName: 'insp_revisiones' });
    expectTypeOf(config.extra).toEqualTypeOf<{ CHROMIUM_PATH: string; PDF_PAGES: number }>();
  });

  it('reads the extension variables, and only those, into extra', () => {
    const config = loadConfig('revisiones', { ...valid, CHROMIUM_PATH: '/opt/chrome', PDF_PAGES: '4', PATH: '/usr/bin' }, extension);
    expect(config.extra).toEqual({ CHROMIUM_PATH: '/opt/chrome', PDF_PAGES: 4 });
  });

  it('names the bad extension variables in the same error as the common ones', () => {
    let message = '';
    try {
      loadConfig('revisiones', { INTERNAL_TOKEN: 'short', PDF_PAGES: '0', CHROMIUM_PATH: '' }, extension);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid environment for revisiones: /);
    for (const name of ['MONGODB_URI', 'INTERNAL_TOKEN', 'PDF_PAGES', 'CHROMIUM_PATH']) expect(message).toContain(`${name}: `);
    expect(() => loadConfig('revisiones', { ...valid, PDF_PAGES: '1.5' }, extension)).toThrow(/PDF_PAGES/);
  });

  it('refuses an extension that redefines a common variable or refines the whole object', () => {
    expect(() => loadConfig('neo', valid, z.object({ PORT: z.string() }))).toThrow(/redefines PORT/);
    const refined = extension.refine((env) => env.PDF_PAGES < 10);
    expect(() => loadConfig('neo', valid, refined)).toThrow(/must not refine/);
  });
});
