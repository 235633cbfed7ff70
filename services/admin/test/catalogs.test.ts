import {
  CatalogMutationResponse,
  catalogNames,
  CatalogPage,
  CompanyMutationResponse,
  ErroresTipoPage,
  RecintoMutationResponse,
  RecintoPage,
} from '@insp/contracts';
import { catalogs, common } from '@insp/messages';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { caller, createUser, nextRut, session, startWithCompanies } from './helpers.ts';

const { ctx, admin, director, encargado, own, other } = await startWithCompanies();
const call = caller(ctx.app, admin);

const singular = { sectores: 'Sector', recintos: 'Recinto', subcontratos: 'Subcontrato', prioridades: 'Prioridad', cargos: 'Cargo' } as const;

describe('global catalogues (Mantenedores)', () => {
  for (const catalog of catalogNames) {
    const texts = catalogs.byKind[catalog];
    it(`${catalog}: create, list sorted by name ignoring accents, rename, delete, with their texts`, async () => {
      for (const Nombre of ['beta', 'Álamo', 'alfa']) {
        const created = await call('POST', `/catalogs/${catalog}`, admin, { Nombre: `  ${Nombre} ` });
        expect(created.statusCode).toBe(201);
        expect(CatalogMutationResponse.parse(created.json())).toMatchObject({ message: texts.created, item: { Nombre, Activado: true } });
      }
      const page = CatalogPage.parse((await call('GET', `/catalogs/${catalog}`)).json());
      expect(page.items.map((i) => i.Nombre)).toEqual(['Álamo', 'alfa', 'beta']);
      expect(page.total).toBe(3);

      const dup = await call('POST', `/catalogs/${catalog}`, admin, { Nombre: 'ÁLAMO ' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ message: texts.duplicateGlobal });

      const beta = page.items[2]!;
      const same = await call('PUT', `/catalogs/${catalog}/${beta.id}`, admin, { Nombre: 'Beta' });
      expect(same.statusCode).toBe(200);
      expect(CatalogMutationResponse.parse(same.json())).toMatchObject({ message: texts.updated, item: { Nombre: 'Beta' } });
      const clash = await call('PUT', `/catalogs/${catalog}/${beta.id}`, admin, { Nombre: 'alfá' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ message: texts.duplicateGlobal });
      const off = await call('PUT', `/catalogs/${catalog}/${beta.id}`, admin, { Activado: false });
      expect(CatalogMutationResponse.parse(off.json()).item).toMatchObject({ Nombre: 'Beta', Activado: false });

      const missing = new Types.ObjectId().toHexString();
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(method, `/catalogs/${catalog}/${missing}`, admin, method === 'PUT' ? { Nombre: 'x' } : undefined);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: texts.notFound });
      }
      const removed = await call('DELETE', `/catalogs/${catalog}/${beta.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: texts.deleted });
      expect(CatalogPage.parse((await call('GET', `/catalogs/${catalog}`)).json()).total).toBe(2);
    });
  }

  it("treats 'Sector' and 'séctor ' as the same name", async () => {
    expect((await call('POST', '/catalogs/sectores', admin, { Nombre: 'Sector' })).statusCode).toBe(201);
    const dup = await call('POST', '/catalogs/sectores', admin, { Nombre: 'séctor ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: '¡El sector ya existe!' });
    // nor do a zero-width space, fullwidth letters or a Cyrillic look-alike make a new name
    for (const Nombre of ['Sec\u200btor', 'Ｓｅｃｔｏｒ', 'Sе\u0441tor']) {
      const hidden = await call('POST', '/catalogs/sectores', admin, { Nombre });
      expect(hidden.statusCode, Nombre).toBe(409);
    }
    // The same name in another catalogue is fine.
    expect((await call('POST', '/catalogs/recintos', admin, { Nombre: 'Sector' })).statusCode).toBe(201);
  });

  it.each([
    [{}, 'Nombre requerido'],
    [{ Nombre: '   ' }, 'Nombre requerido'],
    [{ Nombre: 'x'.repeat(256) }, catalogs.nombreTooLong],
    [{ Nombre: 'ok', Otro: 1 }, common.unknownField('Otro')],
  ])('validates %j', async (payload, message) => {
    const response = await call('POST', '/catalogs/cargos', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('rejects an unknown catalogue and pages beyond 100', async () => {
    expect((await call('GET', '/catalogs/planetas')).statusCode).toBe(400);
    expect((await call('GET', '/catalogs/sectores?pageSize=101')).statusCode).toBe(400);
  });

  it('Errores Tipo of a subcontract: sorted by name, counted on the subcontract, deleted with it', async () => {
    const sub = CatalogMutationResponse.parse((await call('POST', '/catalogs/subcontratos', admin, { Nombre: 'Pintura' })).json()).item;
    const base = `/catalogs/subcontratos/${sub.id}/errores-tipo`;
    for (const Nombre of ['Manchas', 'Burbujas', 'áreas sin cubrir']) {
      const created = await call('POST', base, admin, { Nombre });
      expect(created.statusCode).toBe(201);
      expect(created.json<{ message: string }>().message).toBe('Error tipo creado.');
    }
    const dup = await call('POST', base, admin, { Nombre: 'MANCHAS' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: '¡El error tipo ya existe!' });
    const page = ErroresTipoPage.parse((await call('GET', base)).json());
    expect(page.items.map((i) => i.Nombre)).toEqual(['áreas sin cubrir', 'Burbujas', 'Manchas']);
    expect(page.subcontrato).toMatchObject({ Nombre: 'Pintura', ErroresTipo: 3 });
    const subs = CatalogPage.parse((await call('GET', '/catalogs/subcontratos?pageSize=100')).json());
    expect(subs.items.find((s) => s.id === sub.id)?.ErroresTipo).toBe(3);

    const missingError = await call('PUT', `${base}/${new Types.ObjectId().toHexString()}`, admin, { Nombre: 'x' });
    expect(missingError.json()).toEqual({ message: '¡Se intentó modificar un error tipo que no existe!' });
    const missingSub = await call('GET', `/catalogs/subcontratos/${new Types.ObjectId().toHexString()}/errores-tipo`);
    expect(missingSub.statusCode).toBe(404);
    expect(missingSub.json()).toEqual({ message: '¡Se intentó modificar un subcontrato que no existe!' });

    expect((await call('DELETE', `/catalogs/subcontratos/${sub.id}`)).statusCode).toBe(200);
    expect(await models(ctx.app.db).CatalogItem.countDocuments({ Parent: sub.id })).toBe(0);
  });

  it('is for the Administrador only', async () => {
    for (const token of [director, encargado]) {
      expect((await call('GET', '/catalogs/sectores', token)).statusCode).toBe(403);
      expect((await call('POST', '/catalogs/sectores', token, { Nombre: 'x' })).statusCode).toBe(403);
    }
  });
});

describe('company copies', () => {
  let company: string;
  let cargoId: string;
  beforeAll(async () => {
    // A company created through the API receives the global catalogues of this file.
    const created = await call('POST', '/companies', admin, { Nombre: 'Con copias', Rut: nextRut() });
    company = CompanyMutationResponse.parse(created.json()).company.id;
    await createUser(ctx.app, { email: 'director@copias.cl', tipoUsuario: 'AdministradorEmpresa', company: new Types.ObjectId(company) });
    const page = CatalogPage.parse((await call('GET', `/companies/${company}/catalogs/cargos`)).json());
    cargoId = page.items[0]!.id;
  });

  it('holds active copies of the global items', async () => {
    const page = CatalogPage.parse((await call('GET', `/companies/${company}/catalogs/sectores`)).json());
    expect(page.items.map((i) => [i.Nombre, i.Activado])).toEqual([
      ['Álamo', true],
      ['alfa', true],
      ['Sector', true],
    ]);
    const subs = CatalogPage.parse((await call('GET', `/companies/${company}/catalogs/subcontratos`)).json());
    expect(subs.items.every((s) => s.Activado)).toBe(true);
  });

  it('uses the §8 duplicate texts for company copies', async () => {
    for (const [catalog, message] of [
      ['sectores', 'Sector ya existe'],
      ['cargos', 'Cargo ya existe'],
      ['prioridades', 'Prioridad ya existe'],
      ['recintos', '¡El recinto ya existe!'],
    ] as const) {
      const response = await call('POST', `/companies/${company}/catalogs/${catalog}`, admin, { Nombre: catalog === 'sectores' ? 'séctor ' : 'ALFA' });
      expect(response.statusCode, catalog).toBe(409);
      expect(response.json()).toEqual({ message });
    }
  });

  it('keeps company copies apart from the global catalogue and from other companies', async () => {
    const created = await call('POST', `/companies/${company}/catalogs/sectores`, admin, { Nombre: 'Solo de la empresa' });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ message: string }>().message).toBe('Sector agregado');
    const global = CatalogPage.parse((await call('GET', '/catalogs/sectores')).json());
    expect(global.items.map((i) => i.Nombre)).not.toContain('Solo de la empresa');
    // Ajena was created before the global items existed: it has none, and this id is not its.
    const item = CatalogMutationResponse.parse(created.json()).item;
    const foreign = await call('PUT', `/companies/${other.toHexString()}/catalogs/sectores/${item.id}`, admin, { Nombre: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: '¡Se intentó modificar un sector que no existe!' });
  });

  it('lets the director rename and toggle own copies, not create or delete them', async () => {
    const token = (await session(ctx.app, 'director@copias.cl')).accessToken;
    const renamed = await call('PUT', `/companies/${company}/catalogs/cargos/${cargoId}`, token, { Nombre: 'Jefa de Obra', Activado: false });
    expect(renamed.statusCode).toBe(200);
    expect(CatalogMutationResponse.parse(renamed.json())).toMatchObject({ message: 'Cargo actualizado', item: { Nombre: 'Jefa de Obra', Activado: false } });
    const inactive = CatalogPage.parse((await call('GET', `/companies/${company}/catalogs/cargos?activo=false`, token)).json());
    expect(inactive.items.map((i) => i.Nombre)).toEqual(['Jefa de Obra']);
    for (const [method, url] of [
      ['POST', `/companies/${company}/catalogs/cargos`],
      ['DELETE', `/companies/${company}/catalogs/cargos/${cargoId}`],
    ] as const) {
      const response = await call(method, url, token, method === 'POST' ? { Nombre: 'Nuevo' } : undefined);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: common.forbidden });
    }
  });

  it("refuses a director on another company's catalogues and the encargado's edits", async () => {
    const foreign = await call('GET', `/companies/${company}/catalogs/sectores`, director);
    expect(foreign.statusCode).toBe(403);
    const foreignEdit = await call('PUT', `/companies/${company}/catalogs/cargos/${cargoId}`, director, { Nombre: 'x' });
    expect(foreignEdit.statusCode).toBe(403);
    expect((await call('GET', `/companies/${own.toHexString()}/catalogs/sectores`, encargado)).statusCode).toBe(200);
    expect((await call('PUT', `/companies/${own.toHexString()}/catalogs/sectores/${cargoId}`, encargado, { Nombre: 'x' })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown company', async () => {
    const response = await call('GET', `/companies/${new Types.ObjectId().toHexString()}/catalogs/sectores`);
    expect(response.statusCode).toBe(404);
  });

  it.each(Object.entries(singular))('%s: company copy CRUD texts', async (catalog, name) => {
    const texts = catalogs.byKind[catalog as keyof typeof singular];
    const created = await call('POST', `/companies/${company}/catalogs/${catalog}`, admin, { Nombre: `${name} nuevo` });
    expect(created.json()).toMatchObject({ message: texts.created });
    const id = CatalogMutationResponse.parse(created.json()).item.id;
    expect((await call('PUT', `/companies/${company}/catalogs/${catalog}/${id}`, admin, { Activado: false })).json()).toMatchObject({ message: texts.updated });
    expect((await call('DELETE', `/companies/${company}/catalogs/${catalog}/${id}`)).json()).toEqual({ message: texts.deleted });
  });
});

describe('global Recintos: optional Responsable (spec 000 §3)', () => {
  const recintos = (token = admin) => call('GET', '/catalogs/recintos?pageSize=100', token);
  const responsableOf = async (id: string) => RecintoPage.parse((await recintos()).json()).items.find((i) => i.id === id)?.Responsable;

  it('is set on create and shown by the list; null when none', async () => {
    const created = await call('POST', '/catalogs/recintos', admin, { Nombre: 'Terraza', Responsable: { NombreCompleto: '  María José Pérez ' } });
    expect(created.statusCode, created.body).toBe(201);
    const item = RecintoMutationResponse.parse(created.json()).item;
    expect(item).toMatchObject({ Nombre: 'Terraza', Activado: true, Responsable: { NombreCompleto: 'María José Pérez' } });
    const plain = RecintoMutationResponse.parse((await call('POST', '/catalogs/recintos', admin, { Nombre: 'Bodega' })).json()).item;
    expect(plain.Responsable).toBeNull();
    const explicitNone = await call('POST', '/catalogs/recintos', admin, { Nombre: 'Estacionamiento', Responsable: null });
    expect(RecintoMutationResponse.parse(explicitNone.json()).item.Responsable).toBeNull();

    const page = RecintoPage.parse((await recintos()).json());
    expect(page.items.find((i) => i.Nombre === 'Terraza')?.Responsable).toEqual({ NombreCompleto: 'María José Pérez' });
    expect(page.items.find((i) => i.Nombre === 'Bodega')?.Responsable).toBeNull();
    expect(page.items.every((i) => i.Responsable === null || typeof i.Responsable.NombreCompleto === 'string')).toBe(true);
    const stored = await models(ctx.app.db).CatalogItem.findById(plain.id).lean();
    expect(stored && 'Responsable' in stored).toBe(false);
  });

  it('is set, kept by edits without it, and cleared with null', async () => {
    const id = RecintoMutationResponse.parse((await call('POST', '/catalogs/recintos', admin, { Nombre: 'Quincho' })).json()).item.id;
    const set = await call('PUT', `/catalogs/recintos/${id}`, admin, { Responsable: { NombreCompleto: 'Juan Soto' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(RecintoMutationResponse.parse(set.json())).toMatchObject({
      message: catalogs.byKind.recintos.updated,
      item: { Nombre: 'Quincho', Responsable: { NombreCompleto: 'Juan Soto' } },
    });
    expect(await responsableOf(id)).toEqual({ NombreCompleto: 'Juan Soto' });

    const renamed = await call('PUT', `/catalogs/recintos/${id}`, admin, { Nombre: 'Quincho techado', Activado: false });
    expect(RecintoMutationResponse.parse(renamed.json()).item).toMatchObject({
      Nombre: 'Quincho techado',
      Activado: false,
      Responsable: { NombreCompleto: 'Juan Soto' },
    });

    const replaced = await call('PUT', `/catalogs/recintos/${id}`, admin, { Responsable: { NombreCompleto: 'Ana Ríos' } });
    expect(RecintoMutationResponse.parse(replaced.json()).item.Responsable).toEqual({ NombreCompleto: 'Ana Ríos' });

    const cleared = await call('PUT', `/catalogs/recintos/${id}`, admin, { Responsable: null });
    expect(cleared.statusCode).toBe(200);
    expect(RecintoMutationResponse.parse(cleared.json()).item).toMatchObject({ Nombre: 'Quincho techado', Responsable: null });
    expect(await responsableOf(id)).toBeNull();
    const stored = await models(ctx.app.db).CatalogItem.findById(id).lean();
    expect(stored && 'Responsable' in stored).toBe(false);

    // Clearing twice, and the recinto texts for a missing item.
    expect((await call('PUT', `/catalogs/recintos/${id}`, admin, { Responsable: null })).statusCode).toBe(200);
    const missing = await call('PUT', `/catalogs/recintos/${new Types.ObjectId().toHexString()}`, admin, { Responsable: null });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: catalogs.byKind.recintos.notFound });
  });

  it.each([
    [{ Nombre: 'Patio', Responsable: { NombreCompleto: '   ' } }, catalogs.responsableRequired],
    [{ Nombre: 'Patio', Responsable: {} }, catalogs.responsableRequired],
    [{ Nombre: 'Patio', Responsable: { NombreCompleto: 'x'.repeat(256) } }, catalogs.nombreTooLong],
    [{ Nombre: 'Patio', Responsable: { NombreCompleto: 'Ana', Rut: '1' } }, common.unknownField('Rut')],
  ])('validates %j', async (payload, message) => {
    const response = await call('POST', '/catalogs/recintos', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('belongs to global Recintos only: other catalogues and company copies refuse it; Administrador only', async () => {
    const sector = await call('POST', '/catalogs/sectores', admin, { Nombre: 'Con responsable', Responsable: { NombreCompleto: 'Ana' } });
    expect(sector.statusCode).toBe(400);
    expect(sector.json()).toEqual({ message: common.unknownField('Responsable') });
    const copy = await call('POST', `/companies/${own.toHexString()}/catalogs/recintos`, admin, {
      Nombre: 'Con responsable',
      Responsable: { NombreCompleto: 'Ana' },
    });
    expect(copy.statusCode).toBe(400);
    expect(copy.json()).toEqual({ message: common.unknownField('Responsable') });
    for (const token of [director, encargado]) {
      expect((await recintos(token)).statusCode).toBe(403);
      expect((await call('POST', '/catalogs/recintos', token, { Nombre: 'x' })).statusCode).toBe(403);
    }
  });
});
