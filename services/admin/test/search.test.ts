import { companies as companyTexts } from '@insp/messages';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { addCatalogItem, bearer, createCompany, createUser, session, startAdmin, type TestContext } from './helpers.ts';

/** 'Buscar por nombre' on the companies list, the users of a company and every catalogue (server-side, on the name keys). */
let ctx: TestContext;
let admin: string;
let director: string;
let company: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  company = await createCompany(ctx.app, { Nombre: 'Constructora Peña' });
  await createCompany(ctx.app, { Nombre: 'PENA Ingeniería' });
  await createCompany(ctx.app, { Nombre: 'Inmobiliaria Sur' });
  await createCompany(ctx.app, { Nombre: 'Peñalolén Obras', Activado: false });
  await createUser(ctx.app, { email: 'admin@plataforma.cl', tipoUsuario: 'Administrador' });
  await createUser(ctx.app, { email: 'director@pena.cl', tipoUsuario: 'AdministradorEmpresa', company, Nombre: 'Zoe', Apellido: 'Alarcón' });
  await createUser(ctx.app, { email: 'maria@pena.cl', company, Nombre: 'María', Apellido: 'Peña' });
  await createUser(ctx.app, { email: 'jose@pena.cl', company, Nombre: 'JOSÉ', Apellido: 'PENA' });
  await createUser(ctx.app, { email: 'ana@pena.cl', company, Nombre: 'Ana', Apellido: 'Soto' });
  await createUser(ctx.app, { email: 'borrada@pena.cl', company, Nombre: 'Rosa', Apellido: 'Peña', Deleted: true });
  for (const nombre of ['Peña Alta', 'PENA BAJA', 'Norte']) await addCatalogItem(ctx.app, 'global', 'sectores', nombre);
  for (const nombre of ['Bodega Peña', 'Pasillo']) await addCatalogItem(ctx.app, 'global', 'recintos', nombre);
  for (const nombre of ['Gásfiter Peña', 'Pintor']) await addCatalogItem(ctx.app, company, 'cargos', nombre);
  await addCatalogItem(ctx.app, company, 'cargos', 'Peón', false);
  admin = (await session(ctx.app, 'admin@plataforma.cl')).accessToken;
  director = (await session(ctx.app, 'director@pena.cl')).accessToken;
});

const get = async (url: string, token = admin) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  return {
    status: response.statusCode,
    body: response.json<{ items: Array<Record<string, unknown>>; total: number; page: number; pageSize: number; message?: string }>(),
  };
};
const names = (items: Array<Record<string, unknown>>, field = 'Nombre') => items.map((item) => item[field]);
const companyId = () => company.toHexString();

describe('companies', () => {
  it("'peña' finds 'Peña' and 'PENA' (accents and case ignored), only among the active ones, in name order", async () => {
    const { status, body } = await get('/companies?search=pe%C3%B1a');
    expect(status).toBe(200);
    expect(names(body.items)).toEqual(['Constructora Peña', 'PENA Ingeniería']);
    expect(body.total).toBe(2);
    const upper = await get(`/companies?search=${encodeURIComponent('  PENA ')}`);
    expect(names(upper.body.items)).toEqual(['Constructora Peña', 'PENA Ingeniería']);
  });

  it('searches the deleted companies too, and pages on the server', async () => {
    expect(names((await get('/companies?deleted=true&search=penalolen')).body.items)).toEqual(['Peñalolén Obras']);
    const first = await get('/companies?search=pena&pageSize=1');
    expect(first.body).toMatchObject({ total: 2, page: 0, pageSize: 1 });
    expect(names(first.body.items)).toEqual(['Constructora Peña']);
    expect(names((await get('/companies?search=pena&pageSize=1&page=1')).body.items)).toEqual(['PENA Ingeniería']);
  });

  it('answers an empty page when nothing matches, and treats regex characters as text', async () => {
    expect((await get('/companies?search=zzz')).body).toEqual({ items: [], total: 0, page: 0, pageSize: 10 });
    expect((await get(`/companies?search=${encodeURIComponent('.*')}`)).body.total).toBe(0);
  });

  it('a blank search lists everything', async () => {
    expect((await get('/companies?search=%20%20')).body.total).toBe(3);
  });

  it('sorts by a column in either order', async () => {
    expect(names((await get('/companies?sort=Nombre&order=desc')).body.items)).toEqual(['PENA Ingeniería', 'Inmobiliaria Sur', 'Constructora Peña']);
    const byRut = (await get('/companies?sort=Rut')).body.items.map((item) => String(item.Rut));
    expect(byRut).toEqual([...byRut].sort());
  });

  it('refuses bad input with 400 in Spanish', async () => {
    const long = await get(`/companies?search=${'a'.repeat(101)}`);
    expect(long).toMatchObject({ status: 400, body: { message: companyTexts.search.tooLong } });
    expect((await get(`/companies?search=${'a'.repeat(100)}`)).status).toBe(200);
    expect(await get('/companies?search=a&search=b')).toMatchObject({ status: 400, body: { message: companyTexts.search.invalid } });
    expect(await get('/companies?sort=Activado')).toMatchObject({ status: 400, body: { message: companyTexts.search.sortInvalid } });
    expect(await get('/companies?order=up')).toMatchObject({ status: 400, body: { message: companyTexts.search.orderInvalid } });
  });
});

describe('users of a company', () => {
  it("'peña' finds 'María Peña' and 'JOSÉ PENA', not the deleted one; the director searches too", async () => {
    for (const token of [admin, director]) {
      const { status, body } = await get(`/companies/${companyId()}/users?search=pe%C3%B1a`, token);
      expect(status).toBe(200);
      expect(body.items.map((user) => `${String(user.Nombre)} ${String(user.Apellido)}`)).toEqual(['JOSÉ PENA', 'María Peña']);
      expect(body.total).toBe(2);
    }
  });

  it('matches on "Nombre Apellido" and answers an empty page when nothing matches', async () => {
    expect(names((await get(`/companies/${companyId()}/users?search=${encodeURIComponent('maria pe')}`)).body.items)).toEqual(['María']);
    const none = await get(`/companies/${companyId()}/users?search=xyz`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ items: [], total: 0, page: 0, pageSize: 80 });
  });

  it('sorts by Email or Nombre, descending', async () => {
    expect(names((await get(`/companies/${companyId()}/users?sort=Email`)).body.items, 'Email')).toEqual([
      'ana@pena.cl',
      'director@pena.cl',
      'jose@pena.cl',
      'maria@pena.cl',
    ]);
    expect(names((await get(`/companies/${companyId()}/users?order=desc`)).body.items)).toEqual(['Zoe', 'María', 'JOSÉ', 'Ana']);
  });

  it('refuses bad input with 400 in Spanish', async () => {
    expect(await get(`/companies/${companyId()}/users?search=${'x'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { message: companyTexts.search.tooLong },
    });
    expect(await get(`/companies/${companyId()}/users?sort=Telefono`)).toMatchObject({ status: 400, body: { message: companyTexts.search.sortInvalid } });
  });
});

describe('catalogues', () => {
  it("global Mantenedores: 'peña' finds 'Peña Alta' and 'PENA BAJA'; Recintos keep their own shape", async () => {
    const sectores = await get('/catalogs/sectores?search=pe%C3%B1a');
    expect(sectores.status).toBe(200);
    expect(names(sectores.body.items)).toEqual(['Peña Alta', 'PENA BAJA']);
    const recintos = await get('/catalogs/recintos?search=PENA');
    expect(recintos.body.items).toEqual([expect.objectContaining({ Nombre: 'Bodega Peña', Responsable: null })]);
    expect((await get('/catalogs/sectores?search=sur')).body).toEqual({ items: [], total: 0, page: 0, pageSize: 10 });
  });

  it('company copies combine search with activo, for everyone of the company', async () => {
    const all = await get(`/companies/${companyId()}/catalogs/cargos?search=pe`, director);
    expect(names(all.body.items)).toEqual(['Gásfiter Peña', 'Peón']);
    expect(names((await get(`/companies/${companyId()}/catalogs/cargos?search=pe&activo=true`, director)).body.items)).toEqual(['Gásfiter Peña']);
  });

  it('Errores Tipo of a subcontract search too', async () => {
    const sub = await ctx.app.inject({ method: 'POST', url: '/catalogs/subcontratos', headers: bearer(admin), payload: { Nombre: 'Eléctrico' } });
    const subId = sub.json<{ item: { id: string } }>().item.id;
    for (const Nombre of ['Cable pelado', 'Enchufe suelto']) {
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/catalogs/subcontratos/${subId}/errores-tipo`, headers: bearer(admin), payload: { Nombre } })).statusCode,
      ).toBe(201);
    }
    const found = await get(`/catalogs/subcontratos/${subId}/errores-tipo?search=PELADO`);
    expect(names(found.body.items)).toEqual(['Cable pelado']);
    expect(found.body.total).toBe(1);
  });

  it('refuses bad input with 400 in Spanish', async () => {
    expect(await get(`/catalogs/sectores?search=${'x'.repeat(101)}`)).toMatchObject({ status: 400, body: { message: companyTexts.search.tooLong } });
    expect(await get(`/companies/${companyId()}/catalogs/cargos?search=a&search=b`, director)).toMatchObject({
      status: 400,
      body: { message: companyTexts.search.invalid },
    });
  });
});
