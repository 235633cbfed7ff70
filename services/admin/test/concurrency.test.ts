import { type ChecklistDetail, ChecklistMutationResponse, CompanyMutationResponse, ListaChequeoResponse, ParametroPage } from '@insp/contracts';
import { checklists as checklistTexts, companyAdmin, listas as listaTexts, parametrosOT, users as userTexts } from '@insp/messages';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { addCatalogItem, caller, createCompany, nextRut, startWithCompanies } from './helpers.ts';

/**
 * What the issue measured on devdb from outside: acknowledged writes lost and 5xx under parallel
 * requests. Every write below runs concurrently; none may answer 5xx or vanish.
 */
const { ctx, admin, director, own } = await startWithCompanies({ own: { Nombre: 'Concurrente' }, domain: 'concurrente.cl' });
const call = caller(ctx.app, director);
const Q = { Preguntas: [{ Categoria: 'General', Preguntas: ['¿Limpio?'] }] };

const statuses = (responses: LightMyRequestResponse[]): number[] => responses.map((r) => r.statusCode).sort();
/** N-1 refusals with the same Spanish text, one success: the shape of every rename race. */
function oneWins(responses: LightMyRequestResponse[], ok: number, message: string): void {
  expect(statuses(responses)).toEqual([ok, ...Array.from({ length: responses.length - 1 }, () => 409)].sort());
  for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual({ message });
}

describe('work-order parameters under concurrency', () => {
  const url = `/companies/${own.toHexString()}/parametros-ot/unidades`;

  it('stores 50 parallel creates of distinct values, every one acknowledged', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `Depto ${String(i).padStart(2, '0')}`);
    const responses = await Promise.all(names.map((Nombre) => call('POST', url, director, { Nombre })));
    expect(statuses(responses)).toEqual(names.map(() => 201));
    const page = ParametroPage.parse((await call('GET', `${url}?pageSize=100`)).json());
    expect(page.items).toEqual(names);
    expect(await models(ctx.app.db).ParametroOT.countDocuments({ companyId: own, parametro: 'unidades' })).toBe(50);
  });

  it('lets exactly one of 20 parallel renames onto one name win; the rest 409, nothing lost', async () => {
    const sources = Array.from({ length: 20 }, (_, i) => `Depto ${String(i).padStart(2, '0')}`);
    const responses = await Promise.all(sources.map((nombre) => call('PUT', `${url}/${encodeURIComponent(nombre)}`, director, { Nombre: 'Penthouse' })));
    oneWins(responses, 200, parametrosOT.exists('Penthouse', 'Concurrente'));
    const items = ParametroPage.parse((await call('GET', `${url}?pageSize=100`)).json()).items;
    expect(items).toHaveLength(50);
    expect(items.filter((v) => v === 'Penthouse')).toHaveLength(1);
  });

  it('20 parallel renames of one value onto one name: one 200, the rest 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('PUT', `${url}/${encodeURIComponent('Depto 49')}`, director, { Nombre: 'Bodega' })),
    );
    oneWins(responses, 200, parametrosOT.exists('Bodega', 'Concurrente'));
    const items = ParametroPage.parse((await call('GET', `${url}?pageSize=100`)).json()).items;
    expect(items).toHaveLength(50);
    expect(items).toContain('Bodega');
    expect(items).not.toContain('Depto 49');
  });
});

describe('lists of checks under concurrency', () => {
  const url = `/companies/${own.toHexString()}/listas-chequeo`;

  it('stores 30 parallel creates, and one of 10 parallel renames onto one name wins', async () => {
    const created = await Promise.all(Array.from({ length: 30 }, (_, i) => call('POST', url, director, { Nombre: `Lista ${i}`, Tipo: 'Obra Gruesa', ...Q })));
    expect(statuses(created)).toEqual(created.map(() => 201));
    expect(await models(ctx.app.db).ListaChequeo.countDocuments({ companyId: own })).toBe(30);

    const ids = created.slice(0, 10).map((r) => ListaChequeoResponse.parse(r.json()).lista.Id);
    const renames = await Promise.all(ids.map((id) => call('PUT', `${url}/${id}`, director, { Nombre: 'Única', Tipo: 'Obra Gruesa', ...Q })));
    oneWins(renames, 200, listaTexts.exists('Única'));
    expect(await models(ctx.app.db).ListaChequeo.countDocuments({ companyId: own, nombreKey: 'unica' })).toBe(1);

    // Parallel creates of one name: one list.
    const twins = await Promise.all(Array.from({ length: 10 }, () => call('POST', url, director, { Nombre: 'Gemela', Tipo: 'Obra Gruesa', ...Q })));
    oneWins(twins, 201, listaTexts.exists('Gemela'));
  });
});

describe('checklist templates under concurrency', () => {
  const base = `/companies/${own.toHexString()}/checklists`;

  it('keeps every place, subcontractor and error type added in parallel', async () => {
    await addCatalogItem(ctx.app, own, 'subcontratos', 'Pintura');
    const created = await call('POST', base, director, { Nombre: 'Paralela', Recintos: ['Baño'] });
    const checklist = ChecklistMutationResponse.parse(created.json()).checklist;
    const places = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', `${base}/${checklist.id}/recintos`, director, { Nombre: `Recinto ${i}` })),
    );
    expect(statuses(places)).toEqual(places.map(() => 201));
    const bano = checklist.ItemsRecintos[0]!;
    const subs = await Promise.all(
      ['Pintura', 'Gasfitería', 'Eléctrico', 'Cerámica', 'Yeso'].map((name) =>
        call('POST', `${base}/${checklist.id}/recintos/${bano.id}/subcontratos`, director, { Subcontratos: [name] }),
      ),
    );
    expect(statuses(subs)).toEqual(subs.map(() => 201));
    const pintura = (await call('GET', `${base}/${checklist.id}`)).json() as ChecklistDetail;
    const sub = pintura.ItemsRecintos.find((r) => r.id === bano.id)!.Subcontratos.find((s) => s.Nombre === 'Pintura')!;
    const errorsUrl = `${base}/${checklist.id}/recintos/${bano.id}/subcontratos/${sub.id}/errores-tipo`;
    const errors = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', errorsUrl, admin, { Nombre: `Error ${String(i).padStart(2, '0')}` })));
    expect(statuses(errors)).toEqual(errors.map(() => 201));

    const final = (await call('GET', `${base}/${checklist.id}`)).json() as ChecklistDetail;
    // The place chosen at creation first, then the added ones.
    expect(final.ItemsRecintos[0]?.Nombre).toBe('Baño');
    expect(
      final.ItemsRecintos.slice(1)
        .map((r) => r.Nombre)
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `Recinto ${i}`).sort());
    expect(final.ItemsRecintos).toHaveLength(21);
    const finalBano = final.ItemsRecintos.find((r) => r.id === bano.id)!;
    expect(finalBano.Subcontratos.map((s) => s.Nombre).sort()).toEqual(['Cerámica', 'Eléctrico', 'Gasfitería', 'Pintura', 'Yeso']);
    expect(finalBano.Subcontratos.find((s) => s.id === sub.id)!.ErroresTipo.map((e) => e.Nombre)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Error ${String(i).padStart(2, '0')}`),
    );

    // 20 parallel renames of different error types onto one name: one 200, the rest 409.
    const renames = await Promise.all(
      finalBano.Subcontratos.find((s) => s.id === sub.id)!.ErroresTipo.map((e) => call('PUT', `${errorsUrl}/${e.id}`, director, { Nombre: 'Repetido' })),
    );
    oneWins(renames, 200, checklistTexts.errorTipoExists);

    // Parallel adds of one place name: one 200, the rest 409.
    const same = await Promise.all(Array.from({ length: 10 }, () => call('POST', `${base}/${checklist.id}/recintos`, director, { Nombre: 'Terraza' })));
    oneWins(same, 201, checklistTexts.recintoExists);
  });

  it('lets one of 10 parallel template renames onto one name win', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++)
      ids.push(ChecklistMutationResponse.parse((await call('POST', base, director, { Nombre: `Plantilla ${i}` })).json()).checklist.id);
    const renames = await Promise.all(ids.map((id) => call('PUT', `${base}/${id}`, director, { Nombre: 'Plantilla final' })));
    oneWins(renames, 200, checklistTexts.exists);
  });
});

describe('companies under concurrency', () => {
  it('10 parallel Rut changes onto one Rut: one 200, the rest 409 with the spec text', async () => {
    const companies = await Promise.all(Array.from({ length: 10 }, (_, i) => createCompany(ctx.app, { Nombre: `Rut ${i}` })));
    const Rut = nextRut();
    const responses = await Promise.all(companies.map((id) => call('PUT', `/companies/${id.toHexString()}`, admin, { Rut })));
    oneWins(responses, 200, companyAdmin.rutTaken);
  });

  it('10 parallel Rut changes of one company: no 5xx, the last one stored', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Un Rut' });
    const ruts = Array.from({ length: 10 }, () => nextRut());
    const responses = await Promise.all(ruts.map((Rut) => call('PUT', `/companies/${company.toHexString()}`, admin, { Rut })));
    expect(statuses(responses)).toEqual(ruts.map(() => 200));
    const stored = await models(ctx.app.db).Empresa.findById(company).lean();
    expect(ruts).toContain(stored?.Rut);
    expect(responses.map((r) => CompanyMutationResponse.parse(r.json()).company.Rut).sort()).toEqual([...ruts].sort());
  });
});

describe('user quotas under concurrency', () => {
  it('20 parallel creates against LimiteUsuarios 3 store exactly 3 users of the module', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Cupo tres' });
    await addCatalogItem(ctx.app, company, 'cargos', 'Jefe de Obra');
    await models(ctx.app.db).Empresa.updateOne({ _id: company }, { $set: { 'Revisiones.LimiteUsuarios': 3 } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const Email = `paralelo${i}@cupo.cl`;
        return call('POST', `/companies/${company.toHexString()}/users`, admin, {
          Nombre: 'Par',
          Apellido: `Alelo ${i}`,
          Telefono: '12345678',
          Email,
          ConfirmarEmail: Email,
          Cargo: 'Jefe de Obra',
          Revisiones: true,
        });
      }),
    );
    expect(statuses(responses)).toEqual([...Array.from({ length: 3 }, () => 201), ...Array.from({ length: 17 }, () => 409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual({ message: userTexts.quotaReached('Revisiones', 3) });
    expect(await models(ctx.app.db).Usuario.countDocuments({ EmpresaReference: company, Deleted: false, Revisiones: true })).toBe(3);
  });
});
