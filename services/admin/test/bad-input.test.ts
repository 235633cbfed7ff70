import { common } from '@insp/messages';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { addCatalogItem, bearer, createCompany, createUser, session, startAdmin, type TestContext } from './helpers.ts';

/** Operator injection, prototype keys, wrong types and oversize bodies on the new write routes. */
let ctx: TestContext;
let admin: string;
let company: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin({ env: { BODY_LIMIT: '65536' } });
  company = await createCompany(ctx.app);
  await addCatalogItem(ctx.app, company, 'cargos', 'Jefe');
  await createUser(ctx.app, { email: 'admin@plataforma.cl', tipoUsuario: 'Administrador' });
  admin = (await session(ctx.app, 'admin@plataforma.cl')).accessToken;
});

const routes = () => [
  { url: '/companies', base: { Nombre: 'X', Rut: '76.086.428-5' } },
  { url: '/catalogs/sectores', base: { Nombre: 'X' } },
  {
    url: `/companies/${company.toHexString()}/users`,
    base: { Nombre: 'X', Apellido: 'Y', Telefono: '12345678', Email: 'x@y.cl', ConfirmarEmail: 'x@y.cl', Cargo: 'Jefe', Revisiones: true },
  },
  { url: `/companies/${company.toHexString()}/checklists`, base: { Nombre: 'X' } },
  {
    url: `/companies/${company.toHexString()}/listas-chequeo`,
    base: { Nombre: 'X', Tipo: 'Obra Gruesa', Preguntas: [{ Categoria: 'A', Preguntas: ['¿Ok?'] }] },
  },
  { url: `/companies/${company.toHexString()}/parametros-ot/unidades`, base: { Nombre: 'X' } },
];

describe('bad input', () => {
  it('refuses operator objects and wrong types in place of strings (400) and stores nothing', async () => {
    for (const { url, base } of routes()) {
      for (const bad of [{ $gt: '' }, ['a'], 12, null, { $where: '1' }]) {
        const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload: { ...base, Nombre: bad } });
        expect(response.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
      }
    }
    expect(await models(ctx.app.db).Empresa.countDocuments({ Nombre: { $ne: null, $type: 'object' } })).toBe(0);
  });

  it('refuses prototype keys and unknown fields', async () => {
    for (const { url, base } of routes()) {
      const proto = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: `{"Nombre":"X","__proto__":{"polluted":true},${JSON.stringify(base).slice(1)}`,
      });
      expect(proto.statusCode, url).toBe(400);
      const extra = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload: { ...base, Activado2: true } });
      expect(extra.statusCode, url).toBe(400);
      expect(extra.json()).toEqual({ message: common.unknownField('Activado2') });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses oversize bodies with 413', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/catalogs/sectores', headers: bearer(admin), payload: { Nombre: 'x'.repeat(70_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: common.payloadTooLarge });
  });
});

describe('rate limit', () => {
  it('answers 429 with the Spanish text past RATE_LIMIT_MAX requests a minute', async () => {
    const limited = await startAdmin({ env: { RATE_LIMIT_MAX: '3' } });
    const statuses: number[] = [];
    // A public route: the limit applies before anything else.
    const hit = () => limited.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    for (let i = 0; i < 3; i++) statuses.push((await hit()).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const last = await hit();
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: common.tooManyRequests });
  });
});
