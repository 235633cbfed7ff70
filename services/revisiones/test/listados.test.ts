import { type ListadoItem, ListadoPage, ListadoRuta, listadosEndpoints as endpoints, proyectosEndpoints } from '@insp/contracts';
import { common } from '@insp/messages';
import { revisiones as texts } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const errors = texts.listados.errors;
describe('listados of a revision', () => {
  it('sorts by name by default and by creation date on request, 5 per page by default', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId };
    await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'zeta' });
    await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Ábaco' });
    const byName = ListadoPage.parse(await ctx.ok(ctx.call(h.director, endpoints.list, params)));
    expect(byName.pageSize).toBe(5);
    expect(byName.items.map((l) => l.Nombre)).toEqual(['Ábaco', h.listado.Nombre, 'zeta']);
    const byDate = ListadoPage.parse(await ctx.ok(ctx.call(h.director, endpoints.list, params, { query: { orden: 'fecha' } })));
    expect(byDate.items.map((l) => l.Nombre)).toEqual([h.listado.Nombre, 'zeta', 'Ábaco']);
    expect((await ctx.call(h.director, endpoints.list, params, { query: { orden: 'otro' } })).statusCode).toBe(400);
  });

  it('counts Observaciones resolved / total from the observations collection', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId };
    const base = { companyId: new Types.ObjectId(h.companyId), listadoId: new Types.ObjectId(h.listadoId) };
    await ctx.app.db.collection('Observaciones').insertMany([
      { ...base, Numero: 1, Resuelta: new Date() },
      { ...base, Numero: 2, Resuelta: null },
      { ...base, Numero: 3 },
      // Another company's observation on the same id never counts.
      { ...base, companyId: new Types.ObjectId(), Numero: 4, Resuelta: new Date() },
    ]);
    const page = ListadoPage.parse(await ctx.ok(ctx.call(h.usuario, endpoints.list, params)));
    expect(page.items[0]).toMatchObject({
      ObservacionesResueltas: 1,
      ObservacionesTotales: 3,
      Responsable: { NombreCompleto: 'Rosa Responsable', Cargo: 'Jefe de obra' },
      Estado: 'Activo',
      FechaPropuesta: null,
      FechaReal: null,
    });
  });

  it("requires 'Nombre requerido' and a responsible; names unique within the revision ('Existe listado con ese nombre')", async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId };
    const post = (body: unknown) => ctx.call(h.director, endpoints.create, params, { body });
    await ctx.fails(post({ Nombre: '', ResponsableId: h.responsable.id }), 400, texts.listados.validation.nombreRequerido);
    await ctx.fails(post({ Nombre: 'Piso 1' }), 400, texts.listados.validation.responsableRequerido);
    await ctx.ok(post({ Nombre: 'Piso Ñ', ResponsableId: h.responsable.id }));
    await ctx.fails(post({ Nombre: 'PISO N', ResponsableId: h.responsable.id }), 409, errors.nombreDuplicado);
    const other = await ctx.createRevision(h, h.projectId);
    await ctx.createListado(h, h.projectId, other.id, { Nombre: 'piso ñ' });
    const listado = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Piso 2' });
    const edit = (Nombre: string) =>
      ctx.call(h.director, endpoints.update, { ...params, listadoId: listado.id }, { body: { Nombre, ResponsableId: h.usuarioUser.id } });
    await ctx.fails(edit('piso ñ'), 409, errors.nombreDuplicado);
    expect(await ctx.ok<ListadoItem>(edit('Piso 2B'))).toMatchObject({ Nombre: 'Piso 2B', Responsable: { id: h.usuarioUser.id } });
  });

  it('sets the proposed and the real date', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId };
    const propuesta = await ctx.ok<ListadoItem>(ctx.call(h.director, endpoints.fechaPropuesta, params, { body: { Fecha: '2025-03-10' } }));
    expect(propuesta.FechaPropuesta).toBe('2025-03-10');
    const real = await ctx.ok<ListadoItem>(ctx.call(h.director, endpoints.fechaReal, params, { body: { Fecha: '2025-03-12' } }));
    expect(real).toMatchObject({ FechaPropuesta: '2025-03-10', FechaReal: '2025-03-12' });
    await ctx.fails(ctx.call(h.director, endpoints.fechaReal, params, { body: { Fecha: 'mañana' } }), 400, common.fechaInvalida);
    await ctx.fails(ctx.call(h.usuario, endpoints.fechaReal, params, { body: { Fecha: '2025-03-12' } }), 403, common.forbidden);
    const history = await ctx.context.events.history(h.companyId, 'Listado', h.listadoId, { limit: 5 });
    expect(history.items[0]?.changes).toHaveProperty('FechaReal');
    expect(history.items[0]?.parents).toEqual({ projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId });
  });

  it('soft-deletes with a countdown; managers see and restore it, company users no longer see it', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId };
    const listParams = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId };
    const deleted = await ctx.ok<ListadoItem>(ctx.call(h.director, endpoints.remove, params));
    expect(deleted).toMatchObject({ Estado: 'Eliminado', AlertaEliminacion: true, DiasEliminacion: 5, DiasRestantes: 5 });
    await ctx.fails(ctx.call(h.director, endpoints.remove, params), 409, errors.yaEliminado);
    expect(ListadoPage.parse(await ctx.ok(ctx.call(h.usuario, endpoints.list, listParams))).total).toBe(0);
    await ctx.fails(ctx.call(h.usuario, endpoints.get, params), 404, errors.noExiste);
    expect(ListadoPage.parse(await ctx.ok(ctx.call(h.director, endpoints.list, listParams))).items[0]).toMatchObject({ Estado: 'Eliminado' });

    const restored = await ctx.ok<ListadoItem>(ctx.call(h.director, endpoints.restore, params));
    expect(restored).toMatchObject({ Estado: 'Activo', AlertaEliminacion: false, DiasEliminacion: null, FechaEliminacion: null, DiasRestantes: null });
    await ctx.fails(ctx.call(h.director, endpoints.restore, params), 409, errors.noEliminado);
  });

  it('restores a listado only while RevisionesUsados < LimiteRevisiones', async () => {
    const h = await ctx.createHierarchy({ Revisiones: { Activado: true, LimiteRevisiones: 2, RevisionesUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 } });
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId };
    await ctx.ok(ctx.call(h.director, endpoints.remove, params));
    const extra = await ctx.createProject(h);
    // 2 active projects of 2: the company is at its limit.
    await ctx.fails(ctx.call(h.director, endpoints.restore, params), 409, errors.limiteRestaurar);
    await ctx.ok(ctx.call(h.director, proyectosEndpoints.remove, { companyId: h.companyId, projectId: extra.id }));
    expect(await ctx.ok<ListadoItem>(ctx.call(h.director, endpoints.restore, params))).toMatchObject({ Estado: 'Activo' });
  });

  it('refuses company users writing and other companies reading', async () => {
    const h = await ctx.createHierarchy();
    const other = ctx.createCompany();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId };
    await ctx.fails(ctx.call(h.usuario, endpoints.remove, params), 403, common.forbidden);
    await ctx.fails(ctx.call(h.usuario, endpoints.update, params, { body: { Nombre: 'X', ResponsableId: h.responsable.id } }), 403, common.forbidden);
    await ctx.fails(ctx.call(other.usuario, endpoints.get, params), 403, common.forbidden);
    await ctx.fails(ctx.call(other.director, endpoints.update, params, { body: {} }), 403, common.forbidden);
  });

  it("names the project, the revision and the listado for a capture page's breadcrumbs in one answer, with the listado's access", async () => {
    const h = await ctx.createHierarchy();
    const ruta = ListadoRuta.parse(await ctx.ok(ctx.call(h.usuario, endpoints.ruta, h.listadoParams)));
    expect(ruta).toEqual({ NombreProyecto: h.project.NombreProyecto, NombreRevision: h.revision.Nombre, NombreListado: h.listado.Nombre });
    // renamed: the next answer has the new name (read, never copied)
    await ctx.ok(ctx.call(h.director, endpoints.update, h.listadoParams, { body: { Nombre: 'Piso 9', ResponsableId: h.responsable.id } }));
    expect(await ctx.ok<ListadoRuta>(ctx.call(h.director, endpoints.ruta, h.listadoParams))).toMatchObject({ NombreListado: 'Piso 9' });
    await ctx.fails(ctx.call(h.director, endpoints.ruta, { ...h.listadoParams, listadoId: new Types.ObjectId().toHexString() }), 404, errors.noExiste);
    const other = ctx.createCompany();
    await ctx.fails(ctx.call(other.usuario, endpoints.ruta, h.listadoParams), 403, common.forbidden);
    const outsider = await ctx.outsiderOf(h);
    await ctx.fails(ctx.call(outsider, endpoints.ruta, h.listadoParams), 403, common.forbidden);
  });
});
