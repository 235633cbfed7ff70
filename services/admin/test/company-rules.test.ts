import { CompanyMutationResponse, LISTA_LIMITS, ListaChequeoResponse, TEMPLATE_LIMITS } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { checklists as checklistTexts, companyAdmin, listas as listaTexts, parametrosOT, users as userTexts } from '@insp/messages';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { addCatalogItem, caller, createCompany, createUser, nextRut, session, startWithCompanies } from './helpers.ts';

const { ctx, admin, director, own, directorId, encargadoId } = await startWithCompanies({ own: { Nombre: 'Reglas' }, domain: 'reglas.cl' });
const call = caller(ctx.app, admin);
const Q = { Preguntas: [{ Categoria: 'General', Preguntas: ['¿Limpio?'] }] };

describe('PiePagina (§9: texts up to 255 characters)', () => {
  it('accepts 255 characters and refuses 256 on create and update', async () => {
    const created = await call('POST', '/companies', admin, { Nombre: 'Pie', Rut: nextRut(), PiePagina: 'x'.repeat(255) });
    expect(created.statusCode, created.body).toBe(201);
    const id = CompanyMutationResponse.parse(created.json()).company.id;
    for (const [method, url, extra] of [
      ['POST', '/companies', { Nombre: 'Pie largo', Rut: nextRut() }],
      ['PUT', `/companies/${id}`, {}],
    ] as const) {
      const response = await call(method, url, admin, { ...extra, PiePagina: 'x'.repeat(256) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: companyAdmin.piePaginaTooLong });
    }
  });
});

describe('own account', () => {
  it('a director can neither block nor delete their own account (403), and stays signed in', async () => {
    const ownUser = `/companies/${own.toHexString()}/users/${directorId.toHexString()}`;
    const block = await call('POST', `${ownUser}/block`, director);
    expect(block.statusCode).toBe(403);
    expect(block.json()).toEqual({ message: userTexts.selfBlock });
    const remove = await call('DELETE', ownUser, director);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ message: userTexts.selfDelete });
    const stored = await models(ctx.app.db).Usuario.findById(directorId).lean();
    expect(stored).toMatchObject({ Activado: true, Deleted: false });
    expect((await call('GET', `/companies/${own.toHexString()}/users`, director)).statusCode).toBe(200);
    // Others' accounts still can be blocked.
    expect((await call('POST', `/companies/${own.toHexString()}/users/${encargadoId.toHexString()}/block`, director)).statusCode).toBe(200);
  });
});

describe('module limits', () => {
  it('cannot go below the users or projects already used (409 naming the usage); down to the usage is fine', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Límites' });
    for (let i = 0; i < 3; i++)
      await createUser(ctx.app, { email: `limite${i}@limites.cl`, company, Revisiones: true, Checklist: false, ChecklistsOT: i === 0 });
    await models(ctx.app.db).Empresa.updateOne({ _id: company }, { $set: { 'CheckList.CheckListUsados': 4 } });
    const url = `/companies/${company.toHexString()}`;

    const users = await call('PUT', url, admin, { Revisiones: { Activado: true, LimiteUsuarios: 2 } });
    expect(users.statusCode).toBe(409);
    expect(users.json()).toEqual({ message: companyAdmin.limitBelowUsage('usuarios', 'Revisiones', 3, 2) });
    const projects = await call('PUT', url, admin, { CheckList: { Activado: true, LimiteCheckList: 3 } });
    expect(projects.statusCode).toBe(409);
    expect(projects.json()).toEqual({ message: companyAdmin.limitBelowUsage('proyectos', 'Checklist Revisiones', 4, 3) });
    const ot = await call('PUT', url, admin, { ChecklistsOT: { Activado: true, LimiteUsuarios: 0 } });
    expect(ot.json()).toEqual({ message: companyAdmin.limitBelowUsage('usuarios', 'Checklists', 1, 0) });
    const stored = await models(ctx.app.db).Empresa.findById(company).lean();
    expect(stored).toMatchObject({ Revisiones: { LimiteUsuarios: 5 }, CheckList: { LimiteCheckList: 5 }, ChecklistsOT: { LimiteUsuarios: 5 } });

    const down = await call('PUT', url, admin, { Revisiones: { Activado: true, LimiteUsuarios: 3 }, CheckList: { Activado: true, LimiteCheckList: 4 } });
    expect(down.statusCode, down.body).toBe(200);
    expect(CompanyMutationResponse.parse(down.json()).company).toMatchObject({ Revisiones: { LimiteUsuarios: 3 }, CheckList: { LimiteCheckList: 4 } });
  });
});

describe('a soft-deleted company', () => {
  it('refuses every write but Restaurar (409), and is still readable', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Borrada' });
    const sub = await addCatalogItem(ctx.app, company, 'subcontratos', 'Pintura');
    const user = await createUser(ctx.app, { email: 'persona@borrada.cl', company });
    await addCatalogItem(ctx.app, company, 'cargos', 'Jefe de Obra');
    const base = `/companies/${company.toHexString()}`;
    const lista = ListaChequeoResponse.parse(
      (await call('POST', `${base}/listas-chequeo`, admin, { Nombre: 'Antes', Tipo: 'Obra Gruesa', ...Q })).json(),
    ).lista;
    expect((await call('DELETE', base)).statusCode).toBe(200);

    const email = 'nueva@borrada.cl';
    for (const [method, url, payload] of [
      ['PUT', base, { Nombre: 'Otra' }],
      ['DELETE', base, undefined],
      [
        'POST',
        `${base}/users`,
        { Nombre: 'N', Apellido: 'A', Telefono: '12345678', Email: email, ConfirmarEmail: email, Cargo: 'Jefe de Obra', Revisiones: true },
      ],
      ['POST', `${base}/users/${user.toHexString()}/block`, undefined],
      ['POST', `${base}/parametros-ot/unidades`, { Nombre: 'Depto' }],
      ['POST', `${base}/listas-chequeo`, { Nombre: 'Nueva', Tipo: 'Obra Gruesa', ...Q }],
      ['DELETE', `${base}/listas-chequeo/${lista.Id}`, undefined],
      ['POST', `${base}/checklists`, { Nombre: 'Plantilla' }],
      ['POST', `${base}/catalogs/sectores`, { Nombre: 'Norte' }],
      ['POST', `${base}/catalogs/subcontratos/${sub.toHexString()}/errores-tipo`, { Nombre: 'Manchas' }],
    ] as const) {
      const response = await call(method, url, admin, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json()).toEqual({ message: companyAdmin.companyDeleted });
    }
    expect(await models(ctx.app.db).Usuario.countDocuments({ EmpresaReference: company })).toBe(1);
    expect(await models(ctx.app.db).ListaChequeo.countDocuments({ companyId: company })).toBe(1);
    expect((await call('GET', base)).statusCode).toBe(200);
    expect((await call('GET', `${base}/listas-chequeo`)).statusCode).toBe(200);

    expect((await call('POST', `${base}/restore`)).statusCode).toBe(200);
    expect((await call('POST', `${base}/parametros-ot/unidades`, admin, { Nombre: 'Depto' })).statusCode).toBe(201);
  });
});

describe('lists of checks need questions', () => {
  const url = `/companies/${own.toHexString()}/listas-chequeo`;

  it.each([
    [{}, listaTexts.preguntaRequired],
    [{ Preguntas: [] }, listaTexts.preguntaRequired],
    // The single category emptied by the user: refused, not stored as 'Preguntas sin subtítulo'.
    [{ Preguntas: [{ Categoria: 'Muros', Preguntas: [] }] }, listaTexts.categoryEmpty('Muros')],
    [{ Preguntas: [{ Preguntas: [] }] }, listaTexts.categoryEmpty(listaTexts.defaultCategory)],
    [
      {
        Preguntas: [
          { Categoria: 'A', Preguntas: ['¿Ok?'] },
          { Categoria: 'B', Preguntas: [] },
        ],
      },
      listaTexts.categoryEmpty('B'),
    ],
  ])('refuses %j (400)', async (extra, message) => {
    const response = await call('POST', url, director, { Nombre: 'Sin preguntas', Tipo: 'Obra Gruesa', ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await models(ctx.app.db).ListaChequeo.countDocuments({ companyId: own, nombreKey: 'sin preguntas' })).toBe(0);
  });

  it('refuses an update that empties the list', async () => {
    const lista = ListaChequeoResponse.parse((await call('POST', url, director, { Nombre: 'Con preguntas', Tipo: 'Obra Gruesa', ...Q })).json()).lista;
    const response = await call('PUT', `${url}/${lista.Id}`, director, {
      Nombre: 'Con preguntas',
      Tipo: 'Obra Gruesa',
      Preguntas: [{ Categoria: 'General', Preguntas: [] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: listaTexts.categoryEmpty('General') });
    expect((await models(ctx.app.db).ListaChequeo.findById(lista.Id).lean())?.Preguntas).toEqual(Q.Preguntas);
  });
});

describe('bounded company data', () => {
  const listas = `/companies/${own.toHexString()}/listas-chequeo`;

  it('bounds categories, questions and their length with Spanish messages', async () => {
    const categories = Array.from({ length: LISTA_LIMITS.categorias + 1 }, (_, i) => ({ Categoria: `C${i}`, Preguntas: ['¿Ok?'] }));
    const tooManyCategories = await call('POST', listas, director, { Nombre: 'Grande', Tipo: 'Obra Gruesa', Preguntas: categories });
    expect(tooManyCategories.json()).toEqual({ message: listaTexts.tooManyCategories(LISTA_LIMITS.categorias) });
    const spread = Array.from({ length: 4 }, (_, c) => ({ Categoria: `C${c}`, Preguntas: Array.from({ length: 80 }, (_, i) => `¿Pregunta ${i}?`) }));
    const tooManyQuestions = await call('POST', listas, director, { Nombre: 'Grande', Tipo: 'Obra Gruesa', Preguntas: spread });
    expect(tooManyQuestions.statusCode).toBe(400);
    expect(tooManyQuestions.json()).toEqual({ message: listaTexts.tooManyQuestions(LISTA_LIMITS.preguntas) });
    const long = await call('POST', listas, director, {
      Nombre: 'Grande',
      Tipo: 'Obra Gruesa',
      Preguntas: [{ Categoria: 'A', Preguntas: ['x'.repeat(LISTA_LIMITS.pregunta + 1)] }],
    });
    expect(long.json()).toEqual({ message: listaTexts.questionTooLong(LISTA_LIMITS.pregunta) });
  });

  it('bounds the number of lists, parameter values and templates per company (409)', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Llena' });
    const companyId = company;
    const now = new Date();
    await models(ctx.app.db).ListaChequeo.insertMany(
      Array.from({ length: LISTA_LIMITS.listas }, (_, i) => ({
        companyId,
        Nombre: `Lista ${i}`,
        nombreKey: `lista ${i}`,
        FechaCreacion: now,
        Tipo: 'Obra Gruesa',
        Preguntas: Q.Preguntas,
        createdAt: now,
      })),
    );
    const lista = await call('POST', `/companies/${company.toHexString()}/listas-chequeo`, admin, { Nombre: 'Una más', Tipo: 'Obra Gruesa', ...Q });
    expect(lista.statusCode).toBe(409);
    expect(lista.json()).toEqual({ message: listaTexts.tooMany(LISTA_LIMITS.listas) });

    await models(ctx.app.db).ParametroOT.insertMany(
      Array.from({ length: LISTA_LIMITS.parametros }, (_, i) => ({
        companyId,
        parametro: 'otros',
        Nombre: `Valor ${i}`,
        nombreKey: nameKey(`Valor ${i}`),
        createdAt: now,
      })),
    );
    const parametro = await call('POST', `/companies/${company.toHexString()}/parametros-ot/otros`, admin, { Nombre: 'Uno más' });
    expect(parametro.statusCode).toBe(409);
    expect(parametro.json()).toEqual({ message: parametrosOT.tooMany(LISTA_LIMITS.parametros) });
    // Another parameter of the same company still has room.
    expect((await call('POST', `/companies/${company.toHexString()}/parametros-ot/unidades`, admin, { Nombre: 'Uno más' })).statusCode).toBe(201);

    await models(ctx.app.db).Checklist.insertMany(
      Array.from({ length: TEMPLATE_LIMITS.checklists }, (_, i) => ({
        EmpresaId: companyId,
        Nombre: `Plantilla ${i}`,
        Nombre_lower: `plantilla ${i}`,
        Activado: true,
        FechaCreacion: now,
      })),
    );
    const template = await call('POST', `/companies/${company.toHexString()}/checklists`, admin, { Nombre: 'Una más' });
    expect(template.statusCode).toBe(409);
    expect(template.json()).toEqual({ message: checklistTexts.tooMany(TEMPLATE_LIMITS.checklists) });
  });

  it('keeps the company document small however much its users add', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Pequeña' });
    const base = `/companies/${company.toHexString()}`;
    const big = { Preguntas: [{ Categoria: 'Mucho', Preguntas: Array.from({ length: 200 }, (_, i) => `¿${'Pregunta larga '.repeat(20)}${i}?`) }] };
    for (let i = 0; i < 5; i++)
      expect((await call('POST', `${base}/listas-chequeo`, admin, { Nombre: `Grande ${i}`, Tipo: 'Obra Gruesa', ...big })).statusCode).toBe(201);
    for (let i = 0; i < 20; i++) await call('POST', `${base}/parametros-ot/unidades`, admin, { Nombre: `Depto ${i}` });
    const raw = await models(ctx.app.db).Empresa.collection.findOne({ _id: company });
    expect(JSON.stringify(raw).length).toBeLessThan(2_000);
    // A user of that company signs in and reads /me as before.
    await createUser(ctx.app, { email: 'lectora@pequena.cl', company });
    const { accessToken } = await session(ctx.app, 'lectora@pequena.cl');
    // The session check and /me read the company with a projection, never the whole document.
    const reads: unknown[] = [];
    ctx.app.db.set('debug', (collection: string, method: string, ...args: unknown[]) => {
      if (collection === 'Empresas' && method.startsWith('find')) reads.push(args.map((a) => (a as { projection?: unknown } | null)?.projection).find(Boolean));
    });
    try {
      const me = await call('GET', '/me', accessToken);
      expect(me.statusCode, me.body).toBe(200);
    } finally {
      ctx.app.db.set('debug', false);
    }
    expect(reads.length).toBeGreaterThan(0);
    for (const projection of reads) expect(projection).toBeTruthy();
  });
});

describe('ids that do not exist', () => {
  it('answers 404 for unknown parts of a template', async () => {
    const missing = new Types.ObjectId().toHexString();
    const response = await call('DELETE', `/companies/${own.toHexString()}/checklists/${missing}/recintos/${missing}`, director);
    expect(response.statusCode).toBe(404);
  });
});
