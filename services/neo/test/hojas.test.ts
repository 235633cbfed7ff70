import { randomUUID } from 'node:crypto';

import {
  neoCapturaEndpoints,
  type NeoHojaDetail,
  type NeoHojaPage,
  neoHojasEndpoints as endpoints,
  type NeoMisHojas,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { common, files as fileTexts } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures, type SheetParams } from './fixtures.ts';

const ctx = await testContext();
const f = fixtures(ctx);
afterAll(() => ctx.app.close());
const texts = neo.hojas;
const captura = neo.captura.errors;

describe('NEO answer sheets', () => {
  it('caps Unidades at the quantity minus the units used, naming the unit', async () => {
    const h = await ctx.createHierarchy();
    const create = (body: Record<string, unknown>) =>
      ctx.call(h.director, endpoints.create, h, {
        body: { Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: 'P-1', Elemento: 'Muro', Ubicacion: 'Eje 1', ...body },
      });
    await ctx.fails(create({ Unidades: 0 }), 400, texts.validation.unidadesMinimo('Departamento'));
    const first = await ctx.ok<{ message: string; hoja: { Numero: number; Aporte: number; Estado: string; Insignia: string } }>(create({ Unidades: 3 }));
    expect(first).toMatchObject({ message: texts.success.agregada, hoja: { Numero: 1, Aporte: 75, Estado: 'En Proceso', Insignia: 'amarillo' } });
    await ctx.fails(create({ Unidades: 2 }), 400, texts.validation.unidadesMaximo(1, 'Departamento'));
    expect((await ctx.ok<{ hoja: { Numero: number } }>(create({ Unidades: 1 }))).hoja.Numero).toBe(2);
    const page = await ctx.ok<NeoHojaPage>(ctx.call(h.usuario, endpoints.list, h));
    expect(page.espacio).toEqual({ Cantidad: 4, UnidadesUsadas: 4, UnidadesDisponibles: 0, Unidad: 'Departamento' });
    expect(page.items.map((hoja) => hoja.Numero)).toEqual([2, 1]);
  });

  it('checks the type, the required fields per mode and the company parameters', async () => {
    const h = await ctx.createHierarchy();
    const create = (body: Record<string, unknown>) => ctx.call(h.director, endpoints.create, h, { body: { Unidades: 1, ...body } });
    await ctx.fails(create({ Tipo: 'Otra' }), 400, texts.validation.tipoInvalido);
    await ctx.fails(create({ Tipo: 'Terminaciones', Modo: 'Pasillos', Pasillo: 'Pasillo 1' }), 400, texts.validation.tipoInvalido);
    await ctx.fails(create({ Tipo: 'Obra Gruesa', Elemento: 'Muro', Ubicacion: 'U' }), 400, texts.validation.requerido);
    await ctx.fails(create({ Tipo: 'Obra Gruesa', PlanoRevisor: 'P', Elemento: 'Viga', Ubicacion: 'U' }), 400, texts.validation.parametroInvalido('Viga'));
    // A Terminaciones checklist: its modes.
    const { checklist } = await ctx.assignChecklist(h, h.projectId, h.terminaciones.Id);
    const { items } = await ctx.assignSpaces(h, h.projectId, checklist.id, [h.spaces[0]?.id ?? '']);
    const params = { companyId: h.companyId, projectId: h.projectId, checklistId: checklist.id, asignadoId: items[0]?.id ?? '' };
    const term = (body: Record<string, unknown>) => ctx.call(h.director, endpoints.create, params, { body: { Unidades: 1, Tipo: 'Terminaciones', ...body } });
    await ctx.fails(term({}), 400, texts.validation.tipoInvalido);
    await ctx.fails(term({ Modo: 'Sector y recinto', Sector: 'Norte' }), 400, texts.validation.requerido);
    await ctx.fails(term({ Modo: 'Pasillos' }), 400, texts.validation.requerido);
    await ctx.fails(term({ Modo: 'Otro', Otro: 'Techumbre' }), 400, texts.validation.parametroInvalido('Techumbre'));
    const made = await ctx.ok<{ hoja: { Sector: string; Recinto: string; Modo: string } }>(
      term({ Modo: 'Sector y recinto', Sector: 'norte', Recinto: 'HALL' }),
    );
    expect(made.hoja).toMatchObject({ Modo: 'Sector y recinto', Sector: 'Norte', Recinto: 'Hall' });
  });

  it('refuses a sheet while one of the reviewers was deleted', async () => {
    const h = await ctx.createHierarchy();
    const user = ctx.admin.users.find((u) => u.id === h.revisor2User.id);
    if (user) user.Deleted = true;
    await ctx.fails(
      ctx.call(h.director, endpoints.create, h, { body: { Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: 'P', Elemento: 'Muro', Ubicacion: 'U' } }),
      400,
      texts.errors.revisorEliminado,
    );
  });

  it('returns the first sheet when a create is retried with its clientId', async () => {
    const h = await ctx.createHierarchy();
    const clientId = randomUUID();
    const body = { clientId, Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: 'P', Elemento: 'Muro', Ubicacion: 'U' };
    const first = await ctx.call(h.director, endpoints.create, h, { body });
    const again = await ctx.call(h.director, endpoints.create, h, { body });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().hoja.id).toBe(first.json().hoja.id);
    expect((await ctx.ok<NeoHojaPage>(ctx.call(h.director, endpoints.list, h))).total).toBe(1);
  });
});

describe('NEO reviewer capture', () => {
  async function sheetOf(h: Awaited<ReturnType<typeof ctx.createHierarchy>>): Promise<SheetParams> {
    const { hoja } = await ctx.addSheet(h, h);
    return { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId, hojaId: hoja.id };
  }

  it('answers only while the project is started and only as a reviewer of the sheet', async () => {
    const h = await ctx.createHierarchy();
    const sheet = await sheetOf(h);
    await ctx.fails(f.answer(h.revisor1, sheet, {}), 409, captura.proyectoNoIniciado);
    await ctx.start(h, h.projectId);
    await ctx.fails(f.answer(h.director, sheet, {}), 403, captura.noEsRevisor);
    const stranger = ctx.user('UsuarioEmpresa', h.companyId, { sub: ctx.admin.addUser(h.companyId).id });
    await ctx.fails(f.answer(stranger, sheet, {}), 403, common.forbidden);
    await ctx.fails(f.answer(h.revisor1, sheet, { categoria: 1, pregunta: 1 }), 400, captura.preguntaNoExiste);
    await ctx.fails(f.answer(h.revisor1, sheet, { Foto: ctx.newObjectId() }), 400, fileTexts.notFound);
    expect(await f.answered(h.revisor1, sheet, { Estado: 'Aprobado' })).toMatchObject({
      Estado: 'Aprobado',
      slot: 1,
      Categoria: 'Moldajes',
      Pregunta: 'Plomo',
      NombreRevisor: h.revisor1User.NombreCompleto,
    });
    await ctx.ok(ctx.call(h.director, neoProyectosEndpoints.finalizar, { companyId: h.companyId, projectId: h.projectId }));
    await ctx.fails(f.answer(h.revisor1, sheet, {}), 409, captura.proyectoNoIniciado);
    await ctx.fails(f.sign(h.revisor1, sheet), 409, captura.proyectoNoIniciado);
  });

  it('is idempotent by clientId and replaces a slot answered again, queueing the old photo', async () => {
    const h = await ctx.createHierarchy();
    const sheet = await sheetOf(h);
    await ctx.start(h, h.projectId);
    const foto1 = await f.photo(h.companyId, h.revisor1User.id);
    const clientId = randomUUID();
    const first = await f.answer(h.revisor1, sheet, { clientId, Foto: foto1, Estado: 'Rechazado', Comentario: 'Fuera de plomo' });
    const retry = await f.answer(h.revisor1, sheet, { clientId, Foto: foto1, Estado: 'Rechazado', Comentario: 'Fuera de plomo' });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().id).toBe(first.json().id);
    const foto2 = await f.photo(h.companyId, h.revisor1User.id, { r: 0, g: 120, b: 0 });
    const replaced = await f.answered(h.revisor1, sheet, { Foto: foto2, Estado: 'Aprobado' });
    expect(replaced).toMatchObject({ id: first.json().id, Estado: 'Aprobado', Foto: foto2, Comentario: '' });
    expect(await ctx.app.db.collection('RespuestasPreguntasOT').countDocuments({ hojaId: new Types.ObjectId(sheet.hojaId) })).toBe(1);
    await ctx.context.files.cleanup(new Date(Date.now() + 60_000));
    expect(await ctx.context.files.readImage(h.companyId, foto1, 'web')).toBeNull();
    expect(await ctx.context.files.readImage(h.companyId, foto2, 'web')).not.toBeNull();
  });

  it('signs with an image, and the sheet gets its final date once every reviewer signed; badge and reviewer marks follow', async () => {
    const h = await ctx.createHierarchy();
    const sheet = await sheetOf(h);
    await ctx.start(h, h.projectId);
    await f.answered(h.revisor1, sheet, { slot: 1, Estado: 'Rechazado' });
    await f.answered(h.revisor1, sheet, { slot: 2, Estado: 'Rechazado' });
    await f.answered(h.revisor2, sheet, { slot: 1, Estado: 'Bloqueado' });
    const clientId = randomUUID();
    const first = await f.sign(h.revisor1, sheet, clientId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ FechaRevisionFinal: null, Estado: 'En Proceso', firma: { Firmante: h.revisor1User.NombreCompleto } });
    const retry = await f.sign(h.revisor1, sheet, clientId);
    expect(retry.statusCode).toBe(200);
    const image = await ctx.context.files.readImage(h.companyId, first.json().firma.fileId, 'web');
    expect(image?.subarray(1, 4).toString()).toBe('PNG');

    const before = await ctx.ok<NeoHojaDetail>(ctx.call(h.director, endpoints.get, sheet));
    expect(before.Insignia).toBe('amarillo');
    expect(before.Revisores).toEqual([
      expect.objectContaining({ id: h.revisor1User.id, Firmado: true, Bloqueado: false }),
      expect.objectContaining({ id: h.revisor2User.id, Firmado: false, Bloqueado: true }),
    ]);
    const last = await f.signed(h.revisor2, sheet);
    expect(last.FechaRevisionFinal).not.toBeNull();
    expect(last.Estado).toBe(texts.estadoFinal);
    const after = await ctx.ok<NeoHojaDetail>(ctx.call(h.revisor2, endpoints.get, sheet));
    expect(after).toMatchObject({ Insignia: 'rojo', PreguntasMalas: 1, Estado: 'Finalizada' });
    expect(after.Respuestas).toHaveLength(3);
    expect(after.Firmas).toHaveLength(2);
    // Finished, it is closed: a director reopens it; un-rejecting the second slot and signing again turns it green.
    await ctx.fails(f.answer(h.revisor1, sheet, { slot: 2, Estado: 'Aprobado' }), 409, texts.errors.cerrada);
    await ctx.ok(ctx.call(h.director, endpoints.reabrir, sheet));
    await f.answered(h.revisor1, sheet, { slot: 2, Estado: 'Aprobado' });
    await f.signed(h.revisor1, sheet);
    await f.signed(h.revisor2, sheet);
    expect((await ctx.ok<NeoHojaPage>(ctx.call(h.director, endpoints.list, h))).items[0]).toMatchObject({ Insignia: 'verde', PreguntasMalas: 0 });
  });

  it('lists the reviewer’s own sheets for the phone page', async () => {
    const h = await ctx.createHierarchy();
    await sheetOf(h);
    await ctx.start(h, h.projectId);
    const mine = await ctx.ok<NeoMisHojas>(ctx.call(h.revisor1, neoCapturaEndpoints.misHojas, { companyId: h.companyId }));
    expect(mine.items).toEqual([expect.objectContaining({ NombreProyecto: h.project.Nombre, ProyectoIniciado: true, NombreEspacio: h.asignado.Nombre })]);
    expect((await ctx.ok<NeoMisHojas>(ctx.call(h.director, neoCapturaEndpoints.misHojas, { companyId: h.companyId }))).items).toEqual([]);
  });

  it('deletes a sheet with its answers and signature, queueing the images', async () => {
    const h = await ctx.createHierarchy();
    const sheet = await sheetOf(h);
    await ctx.start(h, h.projectId);
    const foto = await f.photo(h.companyId, h.revisor1User.id);
    await f.answered(h.revisor1, sheet, { Foto: foto });
    const firma = await f.signed(h.revisor1, sheet);
    await ctx.fails(ctx.call(h.usuario, endpoints.remove, sheet), 403, common.forbidden);
    expect(await ctx.ok(ctx.call(h.director, endpoints.remove, sheet))).toEqual({ message: texts.success.eliminada });
    await ctx.fails(ctx.call(h.director, endpoints.get, sheet), 404, texts.errors.noExiste);
    for (const name of ['FirmasOT', 'RespuestasPreguntasOT'])
      expect(await ctx.app.db.collection(name).countDocuments({ hojaId: new Types.ObjectId(sheet.hojaId) })).toBe(0);
    await ctx.context.files.cleanup(new Date(Date.now() + 60_000));
    expect(await ctx.context.files.readImage(h.companyId, foto, 'web')).toBeNull();
    expect(await ctx.context.files.readImage(h.companyId, firma.firma.fileId, 'web')).toBeNull();
    expect((await ctx.ok<NeoHojaPage>(ctx.call(h.director, endpoints.list, h))).espacio.UnidadesUsadas).toBe(0);
  });
});
