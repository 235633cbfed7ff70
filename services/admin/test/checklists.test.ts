import { ChecklistDetail, ChecklistMutationResponse, ChecklistPage } from '@insp/contracts';
import { checklists as texts, common } from '@insp/messages';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { addCatalogItem, caller, createCompany, createUser, session, startWithCompanies } from './helpers.ts';

const { ctx, admin, director, encargado, own, other } = await startWithCompanies();
const call = caller(ctx.app, director);

beforeAll(async () => {
  const sub = await addCatalogItem(ctx.app, own, 'subcontratos', 'Eléctrico');
  const { CatalogItem } = models(ctx.app.db);
  await CatalogItem.create([
    { Scope: own.toHexString(), Tipo: 'erroresTipo', Parent: sub.toHexString(), Nombre: 'Enchufe suelto', NombreKey: 'enchufe suelto', Activado: true },
    { Scope: own.toHexString(), Tipo: 'erroresTipo', Parent: sub.toHexString(), Nombre: 'Cable a la vista', NombreKey: 'cable a la vista', Activado: false },
  ]);
  await createUser(ctx.app, { email: 'sin-modulo@propia.cl', tipoUsuario: 'AdministradorEmpresa', company: other, Checklist: false });
});

const base = (company = own) => `/companies/${company.toHexString()}/checklists`;
async function createChecklist(Nombre: string, Recintos: string[] = [], token = director): Promise<ChecklistDetail> {
  const response = await call('POST', base(), token, { Nombre, Recintos });
  expect(response.statusCode, response.body).toBe(201);
  return ChecklistMutationResponse.parse(response.json()).checklist;
}

describe('checklist templates', () => {
  it('creates with places, unique name per company ignoring case and accents', async () => {
    const response = await call('POST', base(), director, { Nombre: ' Recepción Final ', Recintos: ['Baño', 'Cocina', 'baño '] });
    expect(response.statusCode).toBe(201);
    const body = ChecklistMutationResponse.parse(response.json());
    expect(body.message).toBe('Hemos creado el checklist.');
    expect(body.checklist.Nombre).toBe('Recepción Final');
    expect(body.checklist.ItemsRecintos.map((r) => [r.Nombre, r.Activado, r.Subcontratos.length])).toEqual([
      ['Baño', true, 0],
      ['Cocina', true, 0],
    ]);
    const stored = await models(ctx.app.db).Checklist.findById(body.checklist.id).lean();
    expect(stored).toMatchObject({ EmpresaId: own, Nombre_lower: 'recepcion final', Activado: true });

    const dup = await call('POST', base(), admin, { Nombre: 'RECEPCION final' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Ya existe un checklist con ese nombre' });
    // Another company may use the name.
    expect((await call('POST', base(other), admin, { Nombre: 'Recepción Final' })).statusCode).toBe(201);
  });

  it('requires a name', async () => {
    for (const payload of [{}, { Nombre: '  ' }]) {
      const response = await call('POST', base(), director, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Nombre requerido' });
    }
  });

  it('lists sorted by name with the places count and the no-subcontractor flag', async () => {
    const company = await createCompany(ctx.app);
    for (const Nombre of ['zeta', 'Árbol', 'beta']) await call('POST', base(company), admin, { Nombre, Recintos: ['Uno'] });
    const page = ChecklistPage.parse((await call('GET', base(company), admin)).json());
    expect(page.items.map((c) => [c.Nombre, c.Recintos, c.SinSubcontratos])).toEqual([
      ['Árbol', 1, true],
      ['beta', 1, true],
      ['zeta', 1, true],
    ]);
    expect(page.total).toBe(3);
  });

  it('renames (keeping its own name is fine) and re-selects places keeping their subcontractors', async () => {
    const checklist = await createChecklist('Editar', ['Baño', 'Living']);
    const bano = checklist.ItemsRecintos[0]!;
    await call('POST', `${base()}/${checklist.id}/recintos/${bano.id}/subcontratos`, director, { Subcontratos: ['Gasfitería'] });
    await createChecklist('Otro nombre');
    const clash = await call('PUT', `${base()}/${checklist.id}`, director, { Nombre: 'otro NOMBRE' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: texts.exists });
    const response = await call('PUT', `${base()}/${checklist.id}`, director, { Nombre: 'EDITAR', Recintos: ['baño', 'Terraza'] });
    expect(response.statusCode).toBe(200);
    const body = ChecklistMutationResponse.parse(response.json());
    expect(body.message).toBe(texts.updated);
    expect(body.checklist.Nombre).toBe('EDITAR');
    expect(body.checklist.ItemsRecintos.map((r) => [r.Nombre, r.Subcontratos.map((s) => s.Nombre)])).toEqual([
      ['Baño', ['Gasfitería']],
      ['Terraza', []],
    ]);
  });

  it('adds and removes places; a place name is unique in its checklist', async () => {
    const checklist = await createChecklist('Lugares');
    const added = await call('POST', `${base()}/${checklist.id}/recintos`, director, { Nombre: '  Dormitorio ', Activado: false });
    expect(added.statusCode).toBe(201);
    const body = ChecklistMutationResponse.parse(added.json());
    expect(body.message).toBe('Recinto agregado');
    expect(body.checklist.ItemsRecintos).toEqual([{ id: expect.stringMatching(/^[a-f0-9]{24}$/), Nombre: 'Dormitorio', Activado: false, Subcontratos: [] }]);
    const dup = await call('POST', `${base()}/${checklist.id}/recintos`, director, { Nombre: 'dormitório' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: '¡El recinto ya existe!' });
    const empty = await call('POST', `${base()}/${checklist.id}/recintos`, director, { Nombre: ' ' });
    expect(empty.json()).toEqual({ message: 'Nombre requerido' });

    const removed = await call('DELETE', `${base()}/${checklist.id}/recintos/${body.checklist.ItemsRecintos[0]!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(ChecklistMutationResponse.parse(removed.json()).checklist.ItemsRecintos).toEqual([]);
    const missing = await call('DELETE', `${base()}/${checklist.id}/recintos/${new Types.ObjectId().toHexString()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: texts.recintoNotFound });
  });

  it('adds subcontractors skipping those already present by name, with the company Errores Tipo', async () => {
    const checklist = await createChecklist('Subcontratos', ['Cocina']);
    const url = `${base()}/${checklist.id}/recintos/${checklist.ItemsRecintos[0]!.id}/subcontratos`;
    const first = await call('POST', url, director, { Subcontratos: ['electrico', 'Pintura'] });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ message: string }>().message).toBe('Subcontrato agregado.');
    const again = ChecklistMutationResponse.parse((await call('POST', url, director, { Subcontratos: ['ELÉCTRICO', 'Cerámica', 'pintura '] })).json());
    const subs = again.checklist.ItemsRecintos[0]!.Subcontratos;
    expect(subs.map((s) => s.Nombre)).toEqual(['Eléctrico', 'Pintura', 'Cerámica']);
    expect(subs[0]!.ErroresTipo.map((e) => [e.Nombre, e.Activado])).toEqual([
      ['Cable a la vista', false],
      ['Enchufe suelto', true],
    ]);
    expect(subs[1]!.ErroresTipo).toEqual([]);
    const page = ChecklistPage.parse((await call('GET', `${base()}?pageSize=100`)).json());
    expect(page.items.find((c) => c.id === checklist.id)?.SinSubcontratos).toBe(false);

    const removed = await call('DELETE', `${url}/${subs[2]!.id}`);
    expect(removed.json<{ message: string }>().message).toBe('Subcontrato eliminado.');
    const missing = await call('DELETE', `${url}/${new Types.ObjectId().toHexString()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: '¡Se intentó modificar un subcontrato que no existe!' });
  });

  it('Errores Tipo of a subcontractor: added by the Administrador, sorted, unique, edited and removed', async () => {
    const checklist = await createChecklist('Errores', ['Baño']);
    const sub = ChecklistMutationResponse.parse(
      (await call('POST', `${base()}/${checklist.id}/recintos/${checklist.ItemsRecintos[0]!.id}/subcontratos`, director, { Subcontratos: ['Pintura'] })).json(),
    ).checklist.ItemsRecintos[0]!.Subcontratos[0]!;
    const url = `${base()}/${checklist.id}/recintos/${checklist.ItemsRecintos[0]!.id}/subcontratos/${sub.id}/errores-tipo`;
    // The director's checklist pages have no 'add' (spec 000 §2 simple-CRUD card).
    expect((await call('POST', url, director, { Nombre: 'Manchas' })).statusCode).toBe(403);
    for (const Nombre of ['Manchas', 'Burbujas']) {
      const response = await call('POST', url, admin, { Nombre });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ message: string }>().message).toBe('Error tipo creado.');
    }
    const dup = await call('POST', url, admin, { Nombre: 'mánchas' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: '¡El error tipo ya existe!' });
    const detail = ChecklistDetail.parse((await call('GET', `${base()}/${checklist.id}`, encargado)).json());
    const errores = detail.ItemsRecintos[0]!.Subcontratos[0]!.ErroresTipo;
    expect(errores.map((e) => e.Nombre)).toEqual(['Burbujas', 'Manchas']);

    const renamed = await call('PUT', `${url}/${errores[0]!.id}`, director, { Nombre: 'Burbujas', Activado: false });
    expect(renamed.statusCode).toBe(200);
    const clash = await call('PUT', `${url}/${errores[0]!.id}`, director, { Nombre: 'MANCHAS' });
    expect(clash.statusCode).toBe(409);
    const missing = await call('PUT', `${url}/${new Types.ObjectId().toHexString()}`, director, { Nombre: 'x' });
    expect(missing.json()).toEqual({ message: '¡Se intentó modificar un error tipo que no existe!' });
    const removed = await call('DELETE', `${url}/${errores[1]!.id}`, director);
    expect(ChecklistMutationResponse.parse(removed.json()).checklist.ItemsRecintos[0]!.Subcontratos[0]!.ErroresTipo.map((e) => [e.Nombre, e.Activado])).toEqual(
      [['Burbujas', false]],
    );
  });

  it('deletes a checklist', async () => {
    const checklist = await createChecklist('Borrar');
    const response = await call('DELETE', `${base()}/${checklist.id}`);
    expect(response.json()).toEqual({ message: texts.deleted });
    const gone = await call('GET', `${base()}/${checklist.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: texts.notFound });
  });

  it('lets the encargado read but not change; refuses other companies and users without the module', async () => {
    const checklist = await createChecklist('Permisos');
    expect((await call('GET', `${base()}/${checklist.id}`, encargado)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', base(), { Nombre: 'x' }],
      ['PUT', `${base()}/${checklist.id}`, { Nombre: 'x' }],
      ['DELETE', `${base()}/${checklist.id}`, undefined],
      ['POST', `${base()}/${checklist.id}/recintos`, { Nombre: 'x' }],
    ] as const) {
      const response = await call(method, url, encargado, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const foreign = await call('GET', base(other), director);
    expect(foreign.statusCode).toBe(403);
    // The checklist of own company addressed through another company's route is not found for the Administrador.
    expect((await call('GET', `${base(other)}/${checklist.id}`, admin)).statusCode).toBe(404);
    const noModule = (await session(ctx.app, 'sin-modulo@propia.cl')).accessToken;
    const gated = await call('GET', base(other), noModule);
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toEqual({ message: common.moduleDisabled });
  });
});
