import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const db = () => ctx.app.db;
const oid = (id: string) => new Types.ObjectId(id);
const count = (collection: string, filter: Record<string, unknown>) => db().collection(collection).countDocuments(filter);

describe('listados and their checklist', () => {
  it('offers the company’s active checklist templates with their sizes', async () => {
    const t = ctx.createCompany();
    const answer = await ctx.ok<cr.ChecklistsDisponibles>(ctx.call(t.director, cr.listadosEndpoints.checklistsDisponibles, { companyId: t.companyId }));
    expect(answer.items).toEqual([
      expect.objectContaining({ Nombre: 'Obra gruesa', Recintos: 1, Subcontratos: 1, ErroresTipo: 1 }),
      expect.objectContaining({ Nombre: 'Terminaciones', Recintos: 2, Subcontratos: 3, ErroresTipo: 5 }),
    ]);
  });

  it('copies the template’s places, subcontractors and error types into the listado’s own documents', async () => {
    const h = await ctx.createHierarchy();
    const listadoId = oid(h.listadoId);
    expect(await count('RecintosChecklist', { listadoId })).toBe(2);
    expect(await count('SubcontratosChecklist', { listadoId })).toBe(3);
    expect(await count('ErroresTipoChecklist', { listadoId })).toBe(5);
    const bano = await db().collection('RecintosChecklist').findOne({ listadoId, Nombre: 'Baño' });
    expect(bano).toMatchObject({ Activado: true, IdReferenceList: h.template.ItemsRecintos[0]?.id, companyId: oid(h.companyId), projectId: oid(h.projectId) });
    const listado = await ctx.ok<cr.ListadoItem>(ctx.call(h.director, cr.listadosEndpoints.get, h.base));
    expect(listado).toMatchObject({ ChecklistId: h.template.id, ChecklistName: 'Terminaciones', Carpetas: 2, Resueltas: 0, TotalRespuestas: 0 });
    expect(h.arbol.recintos.map((r) => [r.Nombre, r.subcontratos.map((s) => [s.Nombre, s.erroresTipo.map((e) => e.Nombre)])])).toEqual([
      [
        'Baño',
        [
          ['Cerámica', ['Cantería']],
          ['Pintura', ['Fisuras', 'Manchas']],
        ],
      ],
      ['Cocina', [['Pintura', ['Burbujas', 'Manchas']]]],
    ]);
  });

  it("replacing requires 'Comprendo los riesgos.' and then removes ALL answers and their photos", async () => {
    const h = await ctx.createHierarchy();
    const photo = await ctx.uploadJpeg(h.companyId, h.director);
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    await ctx.capture(h.director, manchas, { Imagen: photo });
    await ctx.capture(h.director, manchas, { Estado: 'Resuelto' });
    const obraGruesa = h.company.Checklists[1]!;
    expect(await ctx.context.files.readImage(h.companyId, photo, 'web')).not.toBeNull();

    await ctx.fails(ctx.asignar(h, h.base, obraGruesa.id), 400, texts.listados.errors.comprendoRequerido);
    expect(await count('RespuestasErrorestipos', { listadoId: oid(h.listadoId) })).toBe(2);

    const replaced = await ctx.ok<cr.ChecklistAsignado>(ctx.asignar(h, h.base, obraGruesa.id, true));
    expect(replaced).toMatchObject({
      message: texts.listados.checklist.asignado,
      respuestasEliminadas: 2,
      copiados: { recintos: 1, subcontratos: 1, erroresTipo: 1 },
    });
    expect(replaced.item).toMatchObject({ ChecklistId: obraGruesa.id, ChecklistName: 'Obra gruesa', Carpetas: 1, Resueltas: 0, TotalRespuestas: 0 });
    const listadoId = oid(h.listadoId);
    expect(await count('RespuestasErrorestipos', { listadoId })).toBe(0);
    expect(await db().collection('RecintosChecklist').distinct('Nombre', { listadoId })).toEqual(['Losa']);
    expect(await count('SubcontratosChecklist', { listadoId })).toBe(1);
    expect(await count('ErroresTipoChecklist', { listadoId })).toBe(1);
    // The photo is queued for deletion: the cleanup removes it and its bytes are gone.
    await ctx.context.files.cleanup(new Date());
    expect(await ctx.context.files.readImage(h.companyId, photo, 'web')).toBeNull();
  });

  it('refuses an unknown template and a company user; only managers assign checklists', async () => {
    const h = await ctx.createHierarchy();
    await ctx.fails(ctx.asignar(h, h.base, ctx.newObjectId(), true), 404, texts.listados.errors.checklistNoEncontrado);
    await ctx.fails(
      ctx.call(h.usuario, cr.listadosEndpoints.asignarChecklist, h.base, { body: { checklistId: h.template.id, comprendoLosRiesgos: true } }),
      403,
      common.forbidden,
    );
    await ctx.fails(
      ctx.call(h.usuario, cr.listadosEndpoints.update, h.base, { body: { Nombre: 'X', ResponsableId: h.responsable.id } }),
      403,
      common.forbidden,
    );
    await ctx.fails(ctx.call(h.usuario, cr.listadosEndpoints.remove, h.base), 403, common.forbidden);
  });

  it("keeps names unique within the revision ('Existe listado con ese nombre') and requires 'Nombre requerido'", async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId };
    await ctx.ok(ctx.call(h.director, cr.listadosEndpoints.create, params, { body: { Nombre: 'Piso 1', ResponsableId: h.responsable.id } }));
    await ctx.fails(
      ctx.call(h.director, cr.listadosEndpoints.create, params, { body: { Nombre: 'PISO 1', ResponsableId: h.responsable.id } }),
      409,
      texts.listados.errors.nombreDuplicado,
    );
    await ctx.fails(
      ctx.call(h.director, cr.listadosEndpoints.create, params, { body: { Nombre: ' ', ResponsableId: h.responsable.id } }),
      400,
      texts.listados.validation.nombreRequerido,
    );
  });

  it('soft-deletes a listado (hidden from company users, restorable within the quota) and renames its answers’ listado name', async () => {
    const h = await ctx.createHierarchy();
    await ctx.capture(h.director, h.errorParams('Cocina', 'Pintura', 'Burbujas'));
    await ctx.ok(ctx.call(h.director, cr.listadosEndpoints.update, h.base, { body: { Nombre: 'Departamento 101', ResponsableId: h.responsable.id } }));
    expect(
      await db()
        .collection('RespuestasErrorestipos')
        .distinct('NombreListado', { listadoId: oid(h.listadoId) }),
    ).toEqual(['Departamento 101']);
    const deleted = await ctx.ok<cr.ListadoItem>(ctx.call(h.director, cr.listadosEndpoints.remove, h.base));
    expect(deleted).toMatchObject({ Estado: 'Eliminado', DiasRestantes: 5 });
    await ctx.fails(ctx.call(h.usuario, cr.listadosEndpoints.get, h.base), 404, texts.listados.errors.noExiste);
    const revision = await ctx.ok<cr.RevisionItem>(
      ctx.call(h.director, cr.revisionesEndpoints.get, { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId }),
    );
    expect(revision).toMatchObject({ Carpetas: 0, TotalRespuestas: 0 });
    const restored = await ctx.ok<cr.ListadoItem>(ctx.call(h.director, cr.listadosEndpoints.restore, h.base));
    expect(restored).toMatchObject({ Estado: 'Activo', TotalRespuestas: 1 });
  });

  it("refuses to delete a revision with listados: 'Para eliminar esta revisión, primero elimina sus listados.'", async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId };
    await ctx.fails(ctx.call(h.director, cr.revisionesEndpoints.remove, params), 409, texts.revisiones.errors.conListados);
    await ctx.capture(h.director, h.errorParams('Baño', 'Cerámica', 'Cantería'));
    await ctx.ok(ctx.call(h.director, cr.listadosEndpoints.remove, h.base));
    await ctx.ok(ctx.call(h.director, cr.revisionesEndpoints.remove, params));
    for (const collection of ['ListadosChecklist', 'RecintosChecklist', 'SubcontratosChecklist', 'ErroresTipoChecklist', 'RespuestasErrorestipos']) {
      expect(await count(collection, { revisionId: oid(h.revisionId) }), collection).toBe(0);
    }
  });

  it("names the project, the revision and the listado for a capture page's breadcrumbs (its company user reads them)", async () => {
    const h = await ctx.createHierarchy();
    const ruta = cr.ListadoRuta.parse(await ctx.ok(ctx.call(h.usuario, cr.listadosEndpoints.ruta, h.listadoParams)));
    expect(ruta).toEqual({ NombreProyecto: h.project.NombreProyecto, NombreRevision: h.revision.Nombre, NombreListado: h.listado.Nombre });
    await ctx.fails(ctx.call(ctx.createCompany().director, cr.listadosEndpoints.ruta, h.listadoParams), 403, common.forbidden);
  });
});
