import { CompanyConfiguration, CompanyMutationResponse, CompanyPage } from '@insp/contracts';
import { common, companyAdmin } from '@insp/messages';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { bearer, createCompany, createUser, INTERNAL_TOKEN, nextRut, session, startAdmin, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let director: string;
let own: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  own = await createCompany(ctx.app, { Nombre: 'Propia' });
  await createUser(ctx.app, { email: 'admin@plataforma.cl', tipoUsuario: 'Administrador' });
  await createUser(ctx.app, { email: 'director@propia.cl', tipoUsuario: 'AdministradorEmpresa', company: own });
  admin = (await session(ctx.app, 'admin@plataforma.cl')).accessToken;
  director = (await session(ctx.app, 'director@propia.cl')).accessToken;
  // Global catalogues the new companies receive copies of.
  const { CatalogItem } = models(ctx.app.db);
  const sub = await CatalogItem.create({ Scope: 'global', Tipo: 'subcontratos', Parent: '', Nombre: 'Eléctrico', NombreKey: 'electrico', Activado: true });
  await CatalogItem.create([
    { Scope: 'global', Tipo: 'erroresTipo', Parent: sub._id.toHexString(), Nombre: 'Cable suelto', NombreKey: 'cable suelto', Activado: true },
    { Scope: 'global', Tipo: 'cargos', Parent: '', Nombre: 'Jefe de Obra', NombreKey: 'jefe de obra', Activado: false },
    { Scope: 'global', Tipo: 'sectores', Parent: '', Nombre: 'Norte', NombreKey: 'norte', Activado: true },
    { Scope: 'global', Tipo: 'recintos', Parent: '', Nombre: 'Baño', NombreKey: 'bano', Activado: true, Responsable: { NombreCompleto: 'Rosa Díaz' } },
    { Scope: 'global', Tipo: 'recintos', Parent: '', Nombre: 'Cocina', NombreKey: 'cocina', Activado: true },
    { Scope: 'global', Tipo: 'prioridades', Parent: '', Nombre: 'Alta', NombreKey: 'alta', Activado: false },
  ]);
});

const post = (payload: Record<string, unknown>, token = admin) => ctx.app.inject({ method: 'POST', url: '/companies', headers: bearer(token), payload });
const put = (id: Types.ObjectId | string, payload: Record<string, unknown>, token = admin) =>
  ctx.app.inject({ method: 'PUT', url: `/companies/${String(id)}`, headers: bearer(token), payload });

describe('POST /companies', () => {
  it('creates with trimmed name, formatted Rut, dialog defaults and active catalogue copies', async () => {
    const response = await post({
      Nombre: '  Constructora Ñuñoa ',
      Rut: '760864285',
      Revisiones: { Activado: true },
      ChecklistsOT: { Activado: true, LimiteProyectos: 7, LimiteUsuarios: 3 },
    });
    expect(response.statusCode).toBe(201);
    const body = CompanyMutationResponse.parse(response.json());
    expect(body.message).toBe('Empresa Agregada');
    expect(body.company).toMatchObject({
      Nombre: 'Constructora Ñuñoa',
      Rut: '76.086.428-5',
      LimiteFotos: 1,
      PiePagina: '',
      Activado: true,
      Revisiones: { Activado: true, LimiteRevisiones: 5, RevisionesUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 0 },
      CheckList: { Activado: false, LimiteCheckList: 5, CheckListUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 0 },
      ChecklistsOT: { Activado: true, LimiteProyectos: 7, ProyectosUsados: 0, LimiteUsuarios: 3, UsuariosUsados: 0 },
    });
    const stored = await models(ctx.app.db).Empresa.findById(body.company.id).lean();
    expect(stored?.Nombre_lower).toBe('constructora nunoa');
    const copies = await models(ctx.app.db).CatalogItem.find({ Scope: body.company.id }).lean();
    expect(copies.map((c) => [c.Tipo, c.Nombre, c.Activado]).sort()).toEqual(
      [
        ['cargos', 'Jefe de Obra', true],
        ['erroresTipo', 'Cable suelto', true],
        ['prioridades', 'Alta', true],
        ['recintos', 'Baño', true],
        ['recintos', 'Cocina', true],
        ['sectores', 'Norte', true],
        ['subcontratos', 'Eléctrico', true],
      ].sort(),
    );
    const sub = copies.find((c) => c.Tipo === 'subcontratos');
    expect(copies.find((c) => c.Tipo === 'erroresTipo')?.Parent).toBe(sub?._id.toHexString());
    // The Responsable of a global Recinto is copied; items without one stay without.
    expect(copies.filter((c) => c.Responsable).map((c) => [c.Nombre, c.Responsable])).toEqual([['Baño', { NombreCompleto: 'Rosa Díaz' }]]);
  });

  it.each(['76.086.428-4', '76.086.428-K', '1.234.567-8', '12.345-6', 'abc', '76.086.4285-5x'])('refuses Rut %s with 400', async (Rut) => {
    const response = await post({ Nombre: 'Mala', Rut });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: companyAdmin.rutInvalid });
  });

  it('accepts K check digits and 11-character Ruts', async () => {
    // 7.123.469-K is eleven characters once formatted; 20.000.003-K has a K check digit too.
    for (const Rut of ['20000003k', '7.123.469-K']) {
      const response = await post({ Nombre: `K ${Rut}`, Rut });
      expect(response.statusCode, Rut).toBe(201);
      expect(CompanyMutationResponse.parse(response.json()).company.Rut).toMatch(/-K$/);
    }
  });

  it('refuses a Rut another company has (409), whatever its formatting', async () => {
    const response = await post({ Nombre: 'Copia', Rut: '76086428-5' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rut de empresa ya existe' });
  });

  it.each([
    [{ Rut: nextRut() }, companyAdmin.nombreRequired],
    [{ Nombre: '   ', Rut: nextRut() }, 'Nombre es requerido'],
    [{ Nombre: 'Sin Rut' }, 'Rut es requerido'],
    [{ Nombre: 'Fotos', Rut: nextRut(), LimiteFotos: 3 }, companyAdmin.limiteFotosRange],
    [{ Nombre: 'Fotos', Rut: nextRut(), LimiteFotos: 0 }, companyAdmin.limiteFotosRange],
    [{ Nombre: 'Límite', Rut: nextRut(), Revisiones: { Activado: true, LimiteUsuarios: -1 } }, companyAdmin.limitInvalid],
    [{ Nombre: 'Extra', Rut: nextRut(), Usados: 3 }, common.unknownField('Usados')],
  ])('validates %j', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('takes LimiteFotos 2', async () => {
    const response = await post({ Nombre: 'Dos fotos', Rut: nextRut(), LimiteFotos: 2 });
    expect(CompanyMutationResponse.parse(response.json()).company.LimiteFotos).toBe(2);
  });

  it('is for the Administrador only', async () => {
    const response = await post({ Nombre: 'X', Rut: nextRut() }, director);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: common.forbidden });
  });
});

describe('PUT /companies/:companyId', () => {
  it('updates info and limits; the same company may keep its Rut', async () => {
    const id = await createCompany(ctx.app, { Nombre: 'Editable', Rut: '77.123.456-9' });
    const response = await put(id, {
      Nombre: ' Editada ',
      Rut: '77123456-9',
      LimiteFotos: 2,
      PiePagina: 'Pie de página',
      Revisiones: { LimiteRevisiones: 12 },
      CheckList: { LimiteUsuarios: 9 },
    });
    expect(response.statusCode).toBe(200);
    const body = CompanyMutationResponse.parse(response.json());
    expect(body.message).toBe(companyAdmin.updated);
    expect(body.company).toMatchObject({ Nombre: 'Editada', Rut: '77.123.456-9', LimiteFotos: 2, PiePagina: 'Pie de página' });
    expect(body.company.Revisiones).toMatchObject({ Activado: true, LimiteRevisiones: 12, LimiteUsuarios: 5 });
    expect(body.company.CheckList.LimiteUsuarios).toBe(9);
    expect((await models(ctx.app.db).Empresa.findById(id).lean())?.Nombre_lower).toBe('editada');
  });

  it("refuses another company's Rut and an invalid one", async () => {
    const id = await createCompany(ctx.app);
    const taken = await put(id, { Rut: '76.086.428-5' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: companyAdmin.rutTaken });
    const bad = await put(id, { Rut: '76.086.428-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: companyAdmin.rutInvalid });
  });

  it('switching a module off ends the sessions of the company users at once', async () => {
    const id = await createCompany(ctx.app);
    await createUser(ctx.app, { email: 'u@apagado.cl', company: id });
    const token = (await session(ctx.app, 'u@apagado.cl')).accessToken;
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await put(id, { CheckList: { Activado: false } })).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const fresh = await session(ctx.app, 'u@apagado.cl');
    expect(fresh.user.modules).toEqual({ Revisiones: true, Checklist: false, ChecklistsOT: true });
  });

  it('changing only a limit keeps sessions', async () => {
    const id = await createCompany(ctx.app);
    await createUser(ctx.app, { email: 'u@limite.cl', company: id });
    const token = (await session(ctx.app, 'u@limite.cl')).accessToken;
    expect((await put(id, { Revisiones: { LimiteUsuarios: 8 } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('is for the Administrador only, 404 for unknown companies', async () => {
    const forbidden = await put(own, { Nombre: 'Hack' }, director);
    expect(forbidden.statusCode).toBe(403);
    const missing = await put(new Types.ObjectId(), { Nombre: 'Nadie' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: common.notFound });
  });
});

describe('soft delete and restore', () => {
  it('hides the company, blocks its users, and restores both', async () => {
    const id = await createCompany(ctx.app, { Nombre: 'Borrable' });
    await createUser(ctx.app, { email: 'u@borrable.cl', company: id });
    const token = (await session(ctx.app, 'u@borrable.cl')).accessToken;

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/companies/${id.toHexString()}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(200);
    const body = CompanyMutationResponse.parse(deleted.json());
    expect(body.message).toBe('Empresa Eliminada');
    expect(body.company.Activado).toBe(false);
    expect(Date.now() - Date.parse(body.company.FechaEliminacion ?? '')).toBeLessThan(60_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(401);

    const shown = CompanyPage.parse((await ctx.app.inject({ method: 'GET', url: '/companies?deleted=true', headers: bearer(admin) })).json());
    expect(shown.items.map((c) => c.Nombre)).toContain('Borrable');

    const restored = await ctx.app.inject({ method: 'POST', url: `/companies/${id.toHexString()}/restore`, headers: bearer(admin) });
    expect(restored.statusCode).toBe(200);
    expect(CompanyMutationResponse.parse(restored.json())).toMatchObject({
      message: 'Empresa restaurada',
      company: { Activado: true, FechaEliminacion: null },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('is for the Administrador only', async () => {
    for (const [method, url] of [
      ['DELETE', `/companies/${own.toHexString()}`],
      ['POST', `/companies/${own.toHexString()}/restore`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: bearer(director) });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /companies/:companyId/configuration', () => {
  it('gives info and usage counted from the users (deleted ones excluded)', async () => {
    const id = await createCompany(ctx.app, { CheckList: false });
    await createUser(ctx.app, { email: 'c1@conf.cl', company: id, Revisiones: true, Checklist: false, ChecklistsOT: false });
    await createUser(ctx.app, { email: 'c2@conf.cl', company: id, Revisiones: true, Checklist: true, ChecklistsOT: true });
    await createUser(ctx.app, { email: 'c3@conf.cl', company: id, Deleted: true, Revisiones: true });
    const response = await ctx.app.inject({ method: 'GET', url: `/companies/${id.toHexString()}/configuration`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const body = CompanyConfiguration.parse(response.json());
    expect(body.company.Revisiones.UsuariosUsados).toBe(2);
    expect(body.usage).toEqual({
      // Total limit: Revisiones 5 + ChecklistsOT 5 (CheckList is off).
      usuarios: { used: 2, limit: 10 },
      modulos: {
        Revisiones: { Activado: true, usuarios: { used: 2, limit: 5 }, proyectos: { used: 0, limit: 5 } },
        Checklist: { Activado: false, usuarios: { used: 1, limit: 5 }, proyectos: { used: 0, limit: 5 } },
        ChecklistsOT: { Activado: true, usuarios: { used: 1, limit: 5 }, proyectos: { used: 0, limit: 5 } },
      },
    });
  });

  it('lets the director read the own company only', async () => {
    const mine = await ctx.app.inject({ method: 'GET', url: `/companies/${own.toHexString()}/configuration`, headers: bearer(director) });
    expect(mine.statusCode).toBe(200);
    expect(CompanyConfiguration.parse(mine.json()).company.Nombre).toBe('Propia');
    const other = await createCompany(ctx.app);
    const theirs = await ctx.app.inject({ method: 'GET', url: `/companies/${other.toHexString()}/configuration`, headers: bearer(director) });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: common.forbidden });
  });
});

describe('ZonaHoraria (issue 20 §3: the company clock of the digests and the portal)', () => {
  const zonaOf = (response: { json(): unknown }) => (response.json() as { company: { ZonaHoraria?: unknown } }).company.ZonaHoraria;

  it('is America/Santiago unless given, an IANA zone when given, and companies stored before it read America/Santiago', async () => {
    const plain = await post({ Nombre: 'Sin Zona', Rut: nextRut() });
    expect(plain.statusCode).toBe(201);
    expect(zonaOf(plain)).toBe('America/Santiago');
    const lima = await post({ Nombre: 'Con Zona', Rut: nextRut(), ZonaHoraria: 'America/Lima' });
    expect(lima.statusCode).toBe(201);
    expect(zonaOf(lima)).toBe('America/Lima');
    const old = await createCompany(ctx.app);
    await models(ctx.app.db).Empresa.collection.updateOne({ _id: old }, { $unset: { ZonaHoraria: '' } });
    const read = await ctx.app.inject({ method: 'GET', url: `/companies/${old.toHexString()}/configuration`, headers: bearer(admin) });
    expect(zonaOf(read)).toBe('America/Santiago');
    const inside = await ctx.app.inject({ method: 'GET', url: `/internal/companies/${old.toHexString()}`, headers: { 'x-internal-token': INTERNAL_TOKEN } });
    expect(inside.statusCode).toBe(200);
    expect((inside.json() as { ZonaHoraria?: unknown }).ZonaHoraria).toBe('America/Santiago');
  });

  it('is changed by the Administrador, carried to the module services, and refused in Spanish when it is no time zone', async () => {
    const id = await createCompany(ctx.app);
    for (const bad of ['Marte/Olympus_Mons', 'Santiago', '', 42]) {
      const refused = await put(id, { ZonaHoraria: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: companyAdmin.zonaHorariaInvalid });
    }
    const refusedCreate = await post({ Nombre: 'Zona Mala', Rut: nextRut(), ZonaHoraria: 'America/Atlantida' });
    expect(refusedCreate.statusCode).toBe(400);
    expect(refusedCreate.json()).toEqual({ message: companyAdmin.zonaHorariaInvalid });
    const changed = await put(id, { ZonaHoraria: 'Pacific/Easter' });
    expect(changed.statusCode).toBe(200);
    expect(zonaOf(changed)).toBe('Pacific/Easter');
    const inside = await ctx.app.inject({ method: 'GET', url: `/internal/companies/${id.toHexString()}`, headers: { 'x-internal-token': INTERNAL_TOKEN } });
    expect((inside.json() as { ZonaHoraria?: unknown }).ZonaHoraria).toBe('Pacific/Easter');
    const byDirector = await put(own, { ZonaHoraria: 'America/Lima' }, director);
    expect(byDirector.statusCode).toBe(403);
  });
});
