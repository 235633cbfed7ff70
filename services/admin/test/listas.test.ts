import { ListaChequeo, ListaChequeoPage, ListaChequeoResponse, parametroNames, ParametroPage, ParametroResponse } from '@insp/contracts';
import { common, listas as texts } from '@insp/messages';
import { describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { caller, createCompany, startWithCompanies } from './helpers.ts';

const { ctx, admin, director, encargado, own, other } = await startWithCompanies({ own: { Nombre: 'Constructora Sur' }, domain: 'sur.cl' });
const call = caller(ctx.app, director);
/** One question: a list of checks needs at least one. */
const Q = { Preguntas: [{ Categoria: 'General', Preguntas: ['¿Limpio?'] }] };
const listas = (company = own) => `/companies/${company.toHexString()}/listas-chequeo`;
async function create(Nombre: string, extra: Record<string, unknown> = {}): Promise<ListaChequeo> {
  const response = await call('POST', listas(), director, {
    Nombre,
    Tipo: 'Obra Gruesa',
    Preguntas: [{ Categoria: 'General', Preguntas: ['¿Limpio?'] }],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ListaChequeoResponse.parse(response.json()).lista;
}

describe('listas de chequeo', () => {
  it('creates with the default category name and zero counters, stored sorted by nombreKey', async () => {
    const response = await call('POST', listas(), director, { Nombre: ' Losa ', Tipo: 'Obra Gruesa', Preguntas: [{ Preguntas: ['¿Ok?'] }] });
    expect(response.statusCode).toBe(201);
    const body = ListaChequeoResponse.parse(response.json());
    expect(body.message).toBe('Creamos la lista de chequeo.');
    expect(body.lista).toMatchObject({
      Nombre: 'Losa',
      Tipo: 'Obra Gruesa',
      Preguntas: [{ Categoria: 'Preguntas sin subtítulo', Preguntas: ['¿Ok?'] }],
      TotalRespuestas: 0,
      Cantidad: 0,
      TotalEspacios: 0,
      EspaciosCompletados: 0,
    });
    await create('árido', { Tipo: 'Terminaciones', Preguntas: [{ Categoria: 'Muros', Preguntas: ['¿Plomo?', '¿Nivel?'] }, { Preguntas: ['¿Limpio?'] }] });
    await create('Muros');
    const stored = await models(ctx.app.db).ListaChequeo.find({ companyId: own }).sort({ nombreKey: 1 }).lean();
    expect(stored.map((l) => l.Nombre)).toEqual(['árido', 'Losa', 'Muros']);
    expect(stored[0]?.Preguntas).toEqual([
      { Categoria: 'Muros', Preguntas: ['¿Plomo?', '¿Nivel?'] },
      { Categoria: 'Preguntas sin subtítulo', Preguntas: ['¿Limpio?'] },
    ]);
    const page = ListaChequeoPage.parse((await call('GET', `${listas()}?pageSize=2`, encargado)).json());
    expect(page.items.map((l) => l.Nombre)).toEqual(['árido', 'Losa']);
    expect(page.total).toBe(3);
  });

  it('refuses a name the company already has (409)', async () => {
    const response = await call('POST', listas(), director, { Nombre: 'LOSA', Tipo: 'Terminaciones', ...Q });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Ya existe una lista con el nombre LOSA.' });
    expect((await call('POST', listas(other), admin, { Nombre: 'Losa', Tipo: 'Obra Gruesa', ...Q })).statusCode).toBe(201);
  });

  it.each([
    [{ Tipo: 'Obra Gruesa', ...Q }, 'Este campo es requerido'],
    [{ Nombre: '  ', Tipo: 'Obra Gruesa', ...Q }, 'Este campo es requerido'],
    [{ Nombre: 'x' }, 'Requerido'],
    [{ Nombre: 'x', Tipo: 'Otra' }, 'Requerido'],
    [{ Nombre: 'x', Tipo: 'Obra Gruesa', Preguntas: [{ Categoria: ' ', Preguntas: [] }] }, 'Requerido'],
    [{ Nombre: 'x', Tipo: 'Obra Gruesa', Preguntas: [{ Categoria: 'A', Preguntas: [''] }] }, 'Requerido'],
    [
      {
        Nombre: 'x',
        Tipo: 'Obra Gruesa',
        Preguntas: [
          { Categoria: 'Muros', Preguntas: ['¿A?'] },
          { Categoria: 'muros ', Preguntas: ['¿B?'] },
        ],
      },
      'Ya existe una categoría con este nombre.',
    ],
    [{ Nombre: 'x', Tipo: 'Obra Gruesa', Preguntas: [{ Categoria: 'A', Preguntas: ['¿Plomo?', '¿plomo? '] }] }, 'Ya existe esta pregunta.'],
  ])('validates %j', async (payload, message) => {
    const response = await call('POST', listas(), director, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('the same question may appear in two categories', async () => {
    await create('Dos categorías', {
      Preguntas: [
        { Categoria: 'A', Preguntas: ['¿Ok?'] },
        { Categoria: 'B', Preguntas: ['¿Ok?'] },
      ],
    });
  });

  it('updates (keeping its own name is fine) and stays sorted; deletes', async () => {
    const lista = await create('Zócalo');
    const clash = await call('PUT', `${listas()}/${lista.Id}`, director, { Nombre: 'muros', Tipo: 'Obra Gruesa', ...Q });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'Ya existe una lista con el nombre muros.' });
    const response = await call('PUT', `${listas()}/${lista.Id}`, director, {
      Nombre: 'Aislación',
      Tipo: 'Terminaciones',
      Preguntas: [{ Categoria: 'Techo', Preguntas: ['¿Sellado?'] }],
    });
    expect(response.statusCode).toBe(200);
    expect(ListaChequeoResponse.parse(response.json())).toMatchObject({
      message: 'Actualizamos la lista de chequeo.',
      lista: { Id: lista.Id, Nombre: 'Aislación', Tipo: 'Terminaciones' },
    });
    expect((await call('PUT', `${listas()}/${lista.Id}`, director, { Nombre: 'aislacion', Tipo: 'Terminaciones', ...Q })).statusCode).toBe(200);
    const stored = await models(ctx.app.db).ListaChequeo.findById(lista.Id).lean();
    expect(stored?.Nombre).toBe('aislacion');
    expect(ListaChequeo.parse((await call('GET', `${listas()}/${lista.Id}`, encargado)).json()).Nombre).toBe('aislacion');

    const removed = await call('DELETE', `${listas()}/${lista.Id}`);
    expect(removed.json()).toEqual({ message: 'Eliminamos la lista de chequeo.' });
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { Nombre: 'x', Tipo: 'Obra Gruesa', ...Q }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `${listas()}/${lista.Id}`, director, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: texts.notFound });
    }
  });

  it('the encargado reads but cannot change; other companies are refused', async () => {
    const lista = await create('Permisos');
    for (const [method, url, payload] of [
      ['POST', listas(), { Nombre: 'y', Tipo: 'Obra Gruesa', ...Q }],
      ['PUT', `${listas()}/${lista.Id}`, { Nombre: 'y', Tipo: 'Obra Gruesa', ...Q }],
      ['DELETE', `${listas()}/${lista.Id}`, undefined],
    ] as const) {
      expect((await call(method, url, encargado, payload)).statusCode).toBe(403);
    }
    const foreign = await call('GET', listas(other), director);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: common.forbidden });
  });
});

describe('work-order parameters', () => {
  const url = (parametro: string, company = own) => `/companies/${company.toHexString()}/parametros-ot/${parametro}`;

  it.each(parametroNames)('%s: add, duplicate, update, remove with the company name in the texts', async (parametro) => {
    const added = await call('POST', url(parametro), director, { Nombre: ' Torre A ' });
    expect(added.statusCode).toBe(201);
    expect(ParametroResponse.parse(added.json())).toEqual({ message: 'Hemos agregado Torre A a Constructora Sur.', items: ['Torre A'] });
    await call('POST', url(parametro), director, { Nombre: 'Ático' });
    const dup = await call('POST', url(parametro), director, { Nombre: 'torre a' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'El parámetro torre a ya existe en Constructora Sur.' });

    const updated = await call('PUT', `${url(parametro)}/${encodeURIComponent('Torre A')}`, director, { Nombre: 'Torre B' });
    expect(updated.statusCode).toBe(200);
    expect(ParametroResponse.parse(updated.json())).toEqual({ message: 'Hemos actualizado Torre B de Constructora Sur.', items: ['Ático', 'Torre B'] });
    const clash = await call('PUT', `${url(parametro)}/${encodeURIComponent('Torre B')}`, director, { Nombre: 'atico' });
    expect(clash.statusCode).toBe(409);

    const removed = await call('DELETE', `${url(parametro)}/${encodeURIComponent('Ático')}`);
    expect(ParametroResponse.parse(removed.json())).toEqual({ message: 'Hemos quitado Ático de Constructora Sur.', items: ['Torre B'] });
    const missing = await call('DELETE', `${url(parametro)}/${encodeURIComponent('Ático')}`);
    expect(missing.statusCode).toBe(404);
    const page = ParametroPage.parse((await call('GET', url(parametro), encargado)).json());
    expect(page).toMatchObject({ items: ['Torre B'], total: 1 });
  });

  it('keeps each parameter list apart and requires a name', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Separada' });
    await call('POST', url('unidades', company), admin, { Nombre: 'Depto 101' });
    expect(ParametroPage.parse((await call('GET', url('pasillos', company), admin)).json()).items).toEqual([]);
    const stored = await models(ctx.app.db).ParametroOT.find({ companyId: company }).lean();
    expect(stored.map((p) => [p.parametro, p.Nombre, p.nombreKey])).toEqual([['unidades', 'Depto 101', 'depto 101']]);
    const empty = await call('POST', url('otros', company), admin, { Nombre: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Nombre requerido' });
    expect((await call('GET', url('planetas', company), admin)).statusCode).toBe(400);
  });

  it('refuses the encargado changes and other companies', async () => {
    expect((await call('POST', url('unidades'), encargado, { Nombre: 'x' })).statusCode).toBe(403);
    expect((await call('POST', url('unidades', other), director, { Nombre: 'x' })).statusCode).toBe(403);
  });
});
