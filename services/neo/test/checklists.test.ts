import {
  neoAsignacionesEndpoints as asignaciones,
  type NeoAsignado,
  type NeoAsignadoList,
  type NeoAsignadoResult,
  type NeoChecklistDetail,
  type NeoChecklistList,
  neoChecklistsEndpoints as endpoints,
  neoHojasEndpoints,
} from '@insp/contracts/neo';
import { common } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const texts = neo.checklists;
const asig = neo.asignaciones;

describe('NEO checklists', () => {
  it('validates the assign bar with the spec texts', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const assign = (body: unknown) => ctx.call(t.director, endpoints.assign, { companyId: t.companyId, projectId: project.id }, { body });
    await ctx.fails(assign({ MetaRevision: 50, Unidad: 'Piso' }), 400, texts.validation.primeroSelecciona);
    await ctx.fails(assign({ listaId: t.obraGruesa.Id, MetaRevision: 0, Unidad: 'Piso' }), 400, texts.validation.metaMinimo);
    await ctx.fails(assign({ listaId: t.obraGruesa.Id, MetaRevision: 101, Unidad: 'Piso' }), 400, texts.validation.metaMaximo);
    await ctx.fails(assign({ listaId: t.obraGruesa.Id, Unidad: 'Piso' }), 400, texts.validation.metaRequerida);
    await ctx.fails(assign({ listaId: t.obraGruesa.Id, MetaRevision: 50 }), 400, texts.validation.unidadRequerida);
    await ctx.fails(assign({ listaId: t.obraGruesa.Id, MetaRevision: 50, Unidad: 'Galpón' }), 400, texts.validation.unidadInvalida);
    await ctx.fails(assign({ listaId: ctx.newObjectId(), MetaRevision: 50, Unidad: 'Piso' }), 404, texts.errors.noSeEncontro);
  });

  it('assigns a list of checks once, copying its questions, per type tab', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const { message, checklist } = await ctx.assignChecklist(t, project.id, t.obraGruesa.Id, { MetaRevision: 60, Unidad: 'piso' });
    expect(message).toBe(texts.success.asignada);
    expect(checklist).toMatchObject({ Nombre: 'Estructura', Tipo: 'Obra Gruesa', MetaRevision: 60, Unidad: 'Piso', TotalPreguntas: 3, Progreso: 0 });
    const params = { companyId: t.companyId, projectId: project.id };
    await ctx.fails(
      ctx.call(t.director, endpoints.assign, params, { body: { listaId: t.obraGruesa.Id, MetaRevision: 50, Unidad: 'Piso' } }),
      409,
      texts.errors.yaAsignado,
    );
    // Another list with the same name (admin renamed one): refused by name.
    t.company.ListasDeChequeo.push({ ...t.terminaciones, Id: ctx.newObjectId(), Nombre: 'ESTRUCTURA' });
    const twin = t.company.ListasDeChequeo.at(-1)?.Id ?? '';
    await ctx.fails(
      ctx.call(t.director, endpoints.assign, params, { body: { listaId: twin, MetaRevision: 50, Unidad: 'Piso' } }),
      409,
      texts.errors.listaYaAsignada('ESTRUCTURA'),
    );
    await ctx.assignChecklist(t, project.id, t.terminaciones.Id);
    const tab = await ctx.ok<NeoChecklistList>(ctx.call(t.usuario, endpoints.list, params, { query: { tipo: 'Terminaciones' } }));
    expect(tab.items.map((c) => c.Nombre)).toEqual(['Pintura']);
    const detail = await ctx.ok<NeoChecklistDetail>(ctx.call(t.usuario, endpoints.get, { ...params, checklistId: checklist.id }));
    expect(detail.Preguntas).toEqual([
      { Categoria: 'Moldajes', Preguntas: ['Plomo', 'Limpieza'] },
      { Categoria: 'Enfierradura', Preguntas: ['Recubrimiento'] },
    ]);
    await ctx.fails(
      ctx.call(t.usuario, endpoints.update, { ...params, checklistId: checklist.id }, { body: { MetaRevision: 10, Unidad: 'Piso' } }),
      403,
      common.forbidden,
    );
  });

  it('edits the goal and unit with the edit texts, and deletes with its assigned spaces and sheets', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId };
    await ctx.fails(ctx.call(h.director, endpoints.update, params, { body: { MetaRevision: 0, Unidad: 'Piso' } }), 400, texts.validation.metaMinimoEditar);
    await ctx.fails(ctx.call(h.director, endpoints.update, params, { body: { MetaRevision: 200, Unidad: 'Piso' } }), 400, texts.validation.metaMaximoEditar);
    const edited = await ctx.ok<{ message: string; checklist: { MetaRevision: number } }>(
      ctx.call(h.director, endpoints.update, params, { body: { MetaRevision: 90, Unidad: 'Piso' } }),
    );
    expect(edited).toMatchObject({ message: texts.success.actualizada, checklist: { MetaRevision: 90 } });
    await ctx.addSheet(h, h);
    const removed = await ctx.ok<{ message: string; asignaciones: number; hojas: number }>(ctx.call(h.director, endpoints.remove, params));
    expect(removed).toEqual({ message: texts.success.eliminada, asignaciones: 2, hojas: 1 });
    expect(await ctx.app.db.collection('EspaciosAsignadosOT').countDocuments({ checklistId: new Types.ObjectId(h.checklistId) })).toBe(0);
    await ctx.fails(ctx.call(h.director, endpoints.get, params), 404, texts.errors.noEncontramos);
  });
});

describe('NEO assigned spaces', () => {
  it('needs a quantity above 0 and 1 to 6 known reviewers', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId };
    const espacioIds = [h.spaces[2]?.id ?? ''];
    const assign = (body: Record<string, unknown>) =>
      ctx.call(h.director, asignaciones.assign, params, { body: { espacioIds, Cantidad: 2, Revisores: [h.revisor1User.id], ...body } });
    await ctx.fails(assign({ Cantidad: 0 }), 400, asig.validation.cantidadMinima);
    await ctx.fails(assign({ Revisores: [] }), 400, asig.validation.revisorRequerido);
    const seven = Array.from({ length: 7 }, () => ctx.admin.addUser(h.companyId).id);
    await ctx.fails(assign({ Revisores: seven }), 400, asig.validation.revisoresMaximo);
    await ctx.fails(assign({ Revisores: [ctx.newObjectId()] }), 400, asig.validation.revisorInvalido);
    const noFlag = ctx.admin.addUser(h.companyId, { ChecklistsOT: false });
    await ctx.fails(assign({ Revisores: [noFlag.id] }), 400, asig.validation.revisorInvalido);
    const created = await ctx.ok<{ message: string; creados: number }>(assign({ Revisores: seven.slice(0, 6) }));
    expect(created).toMatchObject({ message: asig.success.agregados, creados: 1 });
    // Already assigned spaces are skipped.
    expect((await ctx.ok<{ creados: number }>(assign({}))).creados).toBe(0);
  });

  it('refuses a quantity below the units its sheets already use, and keeps the stored one', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId };
    const update = (Cantidad: number) =>
      ctx.call(h.director, asignaciones.update, params, { body: { Cantidad, Asignado: true, Revisores: [h.revisor1User.id] } });
    // Units used count every sheet, finished or not: 2 + 1 of the quantity 4.
    await ctx.addSheet(h, h, { Unidades: 2 });
    await ctx.addSheet(h, h, { Unidades: 1 });
    await ctx.fails(update(2), 409, asig.errors.cantidadBajoUsadas(3));
    expect(asig.errors.cantidadBajoUsadas(3)).toBe('La cantidad no puede ser menor que las 3 unidades ya revisadas.');
    const stored = await ctx.app.db.collection('EspaciosAsignadosOT').findOne({ _id: new Types.ObjectId(h.asignadoId) });
    expect(stored?.Cantidad).toBe(4);
    const exact = await ctx.ok<NeoAsignadoResult>(update(3));
    expect(exact.asignado).toMatchObject({ Cantidad: 3, UnidadesUsadas: 3 });
    // Full: no further sheet fits.
    await ctx.fails(
      ctx.call(h.director, neoHojasEndpoints.create, params, {
        body: { Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: 'P', Elemento: 'Muro', Ubicacion: 'U' },
      }),
      400,
      neo.hojas.validation.unidadesMaximo(0, 'Departamento'),
    );
  });

  it('deactivates and reactivates, and shows progress round(completed*100/quantity)', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId };
    const off = await ctx.ok<NeoAsignadoResult>(ctx.call(h.director, asignaciones.deactivate, params));
    expect(off.asignado.Asignado).toBe(false);
    await ctx.fails(
      ctx.call(h.director, neoHojasEndpoints.create, params, {
        body: { Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: 'P', Elemento: 'Muro', Ubicacion: 'U' },
      }),
      409,
      asig.errors.desactivado,
    );
    const on = await ctx.ok<NeoAsignadoResult>(
      ctx.call(h.director, asignaciones.update, params, { body: { Cantidad: 3, Asignado: true, Revisores: [h.revisor1User.id] } }),
    );
    expect(on.asignado).toMatchObject({
      Asignado: true,
      Cantidad: 3,
      Revisores: [{ id: h.revisor1User.id, NombreCompleto: h.revisor1User.NombreCompleto, Eliminado: false }],
    });
    // Two finished units of three: 67 %.
    const { hoja } = await ctx.addSheet(h, h, { Unidades: 2 });
    await ctx.app.db.collection('RespuestasOT').updateOne({ _id: new Types.ObjectId(hoja.id) }, { $set: { FechaRevisionFinal: new Date() } });
    const row = (
      await ctx.ok<NeoAsignadoList>(ctx.call(h.usuario, asignaciones.list, { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId }))
    ).items.find((item: NeoAsignado) => item.id === h.asignadoId);
    expect(row).toMatchObject({ CantidadCompletada: 2, UnidadesUsadas: 2, TotalHojas: 1, Progreso: 67, MetaRevision: 80 });
    const checklist = await ctx.ok<NeoChecklistList>(ctx.call(h.usuario, endpoints.list, { companyId: h.companyId, projectId: h.projectId }));
    // Quantities 3 + 4, two units finished: 29 %.
    expect(checklist.items[0]).toMatchObject({
      Cantidad: 7,
      CantidadCompletada: 2,
      TotalEspacios: 2,
      EspaciosCompletados: 0,
      TotalRespuestas: 1,
      Progreso: 29,
    });
  });
});
