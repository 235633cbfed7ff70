import { InternalCompanyFull, InternalUserPage, InternalUsersResponse, QuotaResponse } from '@insp/contracts';
import { common } from '@insp/messages';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { migrateEmbeddedLists } from '../src/seed/migrate.ts';
import { addCatalogItem, bearer, createCompany, createUser, INTERNAL_TOKEN, session, startAdmin, type TestContext } from './helpers.ts';

let ctx: TestContext;
let company: Types.ObjectId;
let other: Types.ObjectId;
const internal = { 'x-internal-token': INTERNAL_TOKEN };
let users: Record<string, Types.ObjectId>;
const legacyListaId = new Types.ObjectId().toHexString();
const legacyRecintoId = new Types.ObjectId().toHexString();

beforeAll(async () => {
  ctx = await startAdmin();
  company = await createCompany(ctx.app, { Nombre: 'Interna', ChecklistsOT: false });
  other = await createCompany(ctx.app, { Nombre: 'Otra' });
  await models(ctx.app.db).Empresa.updateOne({ _id: company }, { $set: { PiePagina: 'Pie interno', 'Revisiones.LimiteRevisiones': 2 } });
  // Parameters, lists of checks and a template stored in the old embedded shape: the start-up migration moves them.
  await models(ctx.app.db).Empresa.collection.updateOne(
    { _id: company },
    {
      $set: {
        UnidadesOT: ['Depto 1'],
        ListasDeChequeo: [
          {
            Id: legacyListaId,
            Nombre: 'Losa',
            Nombre_lower: 'losa',
            FechaCreacion: new Date(),
            TotalRespuestas: 0,
            Cantidad: 0,
            TotalEspacios: 0,
            EspaciosCompletados: 0,
            Tipo: 'Obra Gruesa',
            Preguntas: [{ Categoria: 'Muros', Preguntas: ['¿Plomo?'] }],
          },
        ],
        Rev: 3,
      },
    },
  );
  const sub = await addCatalogItem(ctx.app, company, 'subcontratos', 'Pintura');
  await models(ctx.app.db).CatalogItem.create({
    Scope: company.toHexString(),
    Tipo: 'erroresTipo',
    Parent: sub.toHexString(),
    Nombre: 'Manchas',
    NombreKey: 'manchas',
    Activado: true,
  });
  await addCatalogItem(ctx.app, company, 'sectores', 'Norte');
  await addCatalogItem(ctx.app, company, 'cargos', 'Jefe', false);
  await addCatalogItem(ctx.app, other, 'sectores', 'Ajeno');
  await models(ctx.app.db).Checklist.collection.insertOne({
    EmpresaId: company,
    Nombre: 'Plantilla',
    Nombre_lower: 'plantilla',
    Activado: true,
    FechaCreacion: new Date(),
    Rev: 2,
    ItemsRecintos: [
      {
        id: legacyRecintoId,
        Nombre: 'Baño',
        Activado: true,
        Subcontratos: [
          {
            id: new Types.ObjectId().toHexString(),
            Nombre: 'Pintura',
            ErroresTipo: [{ id: new Types.ObjectId().toHexString(), Nombre: 'Manchas', Activado: false }],
          },
        ],
      },
      { id: new Types.ObjectId().toHexString(), Nombre: 'Cocina', Activado: true, Subcontratos: [] },
    ],
  });
  expect(await migrateEmbeddedLists(ctx.app.db)).toEqual({ companies: 1, checklists: 1 });
  // Run again (every start): nothing left to move.
  expect(await migrateEmbeddedLists(ctx.app.db)).toEqual({ companies: 0, checklists: 0 });
  users = {
    ana: await createUser(ctx.app, { email: 'ana@interna.cl', Nombre: 'Ana', Apellido: 'Soto', company, Revisiones: true, Checklist: false }),
    beto: await createUser(ctx.app, { email: 'beto@interna.cl', Nombre: 'Beto', company, Revisiones: false, Checklist: true }),
    borrado: await createUser(ctx.app, { email: 'borrado@interna.cl', Nombre: 'Borrado', company, Revisiones: true, Deleted: true }),
    ajeno: await createUser(ctx.app, { email: 'ajeno@otra.cl', company: other, Revisiones: true }),
  };
});

describe('internal API for the module services', () => {
  it('gives the company with modules, limits, PiePagina, catalogues, parameters and templates', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/internal/companies/${company.toHexString()}`, headers: internal });
    expect(response.statusCode).toBe(200);
    const body = InternalCompanyFull.parse(response.json());
    expect(body).toMatchObject({
      Nombre: 'Interna',
      PiePagina: 'Pie interno',
      Revisiones: { Activado: true, LimiteRevisiones: 2 },
      ChecklistsOT: { Activado: false },
    });
    expect(body.Catalogos.sectores.map((s) => s.Nombre)).toEqual(['Norte']);
    expect(body.Catalogos.cargos).toEqual([expect.objectContaining({ Nombre: 'Jefe', Activado: false })]);
    expect(body.Catalogos.subcontratos).toEqual([
      expect.objectContaining({ Nombre: 'Pintura', ErroresTipo: 1, ErroresTipoItems: [expect.objectContaining({ Nombre: 'Manchas' })] }),
    ]);
    expect(body.ParametrosOT.unidades).toEqual(['Depto 1']);
    expect(body.Checklists.map((c) => [c.Nombre, c.ItemsRecintos.map((r) => r.Nombre)])).toEqual([['Plantilla', ['Baño', 'Cocina']]]);
    // Migrated from the embedded shape with their ids.
    expect(body.ListasDeChequeo).toEqual([
      expect.objectContaining({ Id: legacyListaId, Nombre: 'Losa', Preguntas: [{ Categoria: 'Muros', Preguntas: ['¿Plomo?'] }] }),
    ]);
    expect(body.Checklists[0]?.ItemsRecintos[0]).toMatchObject({
      id: legacyRecintoId,
      Subcontratos: [{ Nombre: 'Pintura', ErroresTipo: [{ Nombre: 'Manchas', Activado: false }] }],
    });
    const stored = await models(ctx.app.db).Empresa.collection.findOne({ _id: company });
    expect(stored).not.toHaveProperty('UnidadesOT');
    expect(stored).not.toHaveProperty('ListasDeChequeo');
    expect(await models(ctx.app.db).Checklist.collection.findOne({ EmpresaId: company })).not.toHaveProperty('ItemsRecintos');
  });

  it('gives users by ids within the company only', async () => {
    const ids = [users.ana!, users.borrado!, users.ajeno!].map((id) => id.toHexString());
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/internal/companies/${company.toHexString()}/users/by-ids`,
      headers: internal,
      payload: { ids },
    });
    expect(response.statusCode).toBe(200);
    const body = InternalUsersResponse.parse(response.json());
    expect(body.items.map((u) => [u.Nombre, u.NombreCompleto, u.Deleted])).toEqual([
      ['Ana', 'Ana Soto', false],
      ['Borrado', 'Borrado Pérez', true],
    ]);
  });

  it('gives the users with a module flag, not deleted, paged', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/internal/companies/${company.toHexString()}/users?module=Revisiones`, headers: internal });
    const page = InternalUserPage.parse(response.json());
    expect(page.items.map((u) => u.Nombre)).toEqual(['Ana']);
    const checklist = InternalUserPage.parse(
      (await ctx.app.inject({ method: 'GET', url: `/internal/companies/${company.toHexString()}/users?module=Checklist`, headers: internal })).json(),
    );
    expect(checklist.items.map((u) => u.Nombre)).toEqual(['Beto']);
    expect((await ctx.app.inject({ method: 'GET', url: `/internal/companies/${company.toHexString()}/users?module=Otro`, headers: internal })).statusCode).toBe(
      400,
    );
  });

  it('checks project quotas at their edge and refuses modules that are off', async () => {
    const quota = async (module: string, used: number) =>
      QuotaResponse.parse(
        (await ctx.app.inject({ method: 'GET', url: `/internal/companies/${company.toHexString()}/quota/${module}?used=${used}`, headers: internal })).json(),
      );
    expect(await quota('Revisiones', 1)).toEqual({ module: 'Revisiones', Activado: true, used: 1, limit: 2, allowed: true });
    expect((await quota('Revisiones', 2)).allowed).toBe(false);
    expect(await quota('ChecklistsOT', 0)).toMatchObject({ Activado: false, allowed: false });
  });

  it('stores the project usage a module reports, shown on the configuration page', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/internal/companies/${company.toHexString()}/usage/Checklist`,
      headers: internal,
      payload: { used: 3 },
    });
    expect(QuotaResponse.parse(response.json())).toMatchObject({ used: 3, limit: 5, allowed: true });
    await createUser(ctx.app, { email: 'admin@plataforma.cl', tipoUsuario: 'Administrador' });
    const admin = (await session(ctx.app, 'admin@plataforma.cl')).accessToken;
    const config = await ctx.app.inject({ method: 'GET', url: `/companies/${company.toHexString()}/configuration`, headers: bearer(admin) });
    expect(config.json()).toMatchObject({ usage: { modulos: { Checklist: { proyectos: { used: 3, limit: 5 } } } } });
  });

  it('needs the service credential and answers 404 for unknown companies', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/internal/companies/${company.toHexString()}` });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `/internal/companies/${company.toHexString()}`,
      headers: { 'x-internal-token': 'otro-token-de-16-caracteres' },
    });
    expect(wrong.statusCode).toBe(401);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/internal/companies/${new Types.ObjectId().toHexString()}/quota/Revisiones?used=0`,
      headers: internal,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: common.notFound });
  });
});
