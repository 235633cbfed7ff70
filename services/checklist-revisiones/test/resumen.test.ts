import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { type Hierarchy, testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const resumen = (h: Hierarchy, query: Record<string, unknown> = {}) =>
  ctx.ok<cr.ResumenPage>(ctx.call(h.director, cr.resumenProyecto, { companyId: h.companyId, projectId: h.projectId }, { query }));
const estadisticas = (h: Hierarchy, query: Record<string, unknown> = {}, claims = h.director) =>
  ctx.ok<cr.Estadisticas>(ctx.call(claims, cr.estadisticasProyecto, { companyId: h.companyId, projectId: h.projectId }, { query }));

describe('project summary and statistics', () => {
  it('lists every answer of the project with the checklist columns, newest first, in pages of 20, with filters', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const burbujas = h.errorParams('Cocina', 'Pintura', 'Burbujas');
    const photo = await ctx.uploadJpeg(h.companyId, h.director);
    const first = await ctx.capture(h.director, manchas, { Imagen: photo, Comentario: 'con foto', Estado: 'Resuelto' });
    for (let index = 0; index < 21; index++) await ctx.capture(h.director, burbujas, { Comentario: `b${index}` });
    const page0 = await resumen(h);
    expect(page0).toMatchObject({ total: 22, page: 0, pageSize: 20 });
    expect(page0.items).toHaveLength(20);
    expect(page0.items[0]).toMatchObject({ Comentario: 'b20', Recinto: 'Cocina', Orden: 22 });
    const page1 = await resumen(h, { page: 1 });
    expect(page1.items.at(-1)).toEqual({
      id: first.id,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
      recintoId: manchas.recintoId,
      subcontratoId: manchas.subcontratoId,
      errorTipoId: manchas.errorTipoId,
      Revision: h.revision.Nombre,
      Listado: h.listado.Nombre,
      Recinto: 'Baño',
      Subcontrato: 'Pintura',
      ErrorTipo: 'Manchas',
      Orden: 1,
      Estado: 'Resuelto',
      Comentario: 'con foto',
      Foto: photo,
      Observada: first.FechaCreacion,
      Resuelta: first.FechaResuelta,
    });
    expect((await resumen(h, { recinto: 'Baño' })).total).toBe(1);
    expect((await resumen(h, { estado: 'Por Resolver' })).total).toBe(21);
    expect((await resumen(h, { errorTipo: 'Burbujas', listadoId: h.listadoId })).total).toBe(21);
  });

  it('applies the date range only when both ends are given', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const old = await ctx.capture(h.director, manchas);
    await ctx.capture(h.director, manchas);
    await ctx.app.db
      .collection('RespuestasErrorestipos')
      .updateOne({ _id: new Types.ObjectId(old.id) }, { $set: { FechaCreacion: new Date('2024-01-15T12:00:00Z') } });
    expect((await resumen(h, { desde: '2024-01-01T00:00:00Z' })).total).toBe(2);
    expect((await resumen(h, { desde: '2024-01-01T00:00:00Z', hasta: '2024-01-31T23:59:59Z' })).items.map((row) => row.id)).toEqual([old.id]);
    await ctx.fails(
      ctx.call(
        h.director,
        cr.resumenProyecto,
        { companyId: h.companyId, projectId: h.projectId },
        { query: { desde: '2024-02-01T00:00:00Z', hasta: '2024-01-01T00:00:00Z' } },
      ),
      400,
      texts.resumen.errors.rangeInvalid,
    );
  });

  it("counts observations, 'Resuelto' as resolved and 'Por Resolver' as unresolved, by subcontract and (revision level) by listado", async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const canteria = h.errorParams('Baño', 'Cerámica', 'Cantería');
    await ctx.capture(h.director, manchas, { Estado: 'Resuelto' });
    await ctx.capture(h.director, manchas, { Estado: 'Por Resolver' });
    await ctx.capture(h.director, manchas, { Estado: 'Criterios Propietario' });
    await ctx.capture(h.director, canteria, { Estado: 'Por Resolver' });
    const segundo = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Segundo' });
    await ctx.ok(ctx.asignar(h, { projectId: h.projectId, revisionId: h.revisionId, listadoId: segundo.id }, h.company.Checklists[1]!.id));
    const arbol = await ctx.ok<cr.ArbolCaptura>(ctx.call(h.director, cr.respuestasEndpoints.arbol, { ...h.base, listadoId: segundo.id }));
    const losa = arbol.recintos[0]!;
    const nidos = {
      ...h.base,
      listadoId: segundo.id,
      recintoId: losa.id,
      subcontratoId: losa.subcontratos[0]!.id,
      errorTipoId: losa.subcontratos[0]!.erroresTipo[0]!.id,
    };
    await ctx.capture(h.director, nidos, { Estado: 'Resuelto' });

    const proyecto = await estadisticas(h);
    expect(proyecto).toMatchObject({ nivel: 'proyecto', total: 5, resueltas: 2, porResolver: 2, porListado: [] });
    expect(proyecto.porSubcontrato).toEqual([
      { nombre: 'Pintura', total: 3, resueltas: 1, porResolver: 1 },
      { nombre: 'Cerámica', total: 1, resueltas: 0, porResolver: 1 },
      { nombre: 'Hormigón', total: 1, resueltas: 1, porResolver: 0 },
    ]);
    const revision = await estadisticas(h, { revisionId: h.revisionId });
    expect(revision.porListado).toEqual([
      { id: h.listadoId, nombre: h.listado.Nombre, total: 4, resueltas: 1, porResolver: 2 },
      { id: segundo.id, nombre: 'Segundo', total: 1, resueltas: 1, porResolver: 0 },
    ]);
    const listado = await estadisticas(h, { revisionId: h.revisionId, listadoId: segundo.id }, h.usuario);
    expect(listado).toMatchObject({ nivel: 'listado', niveles: { listado: 'Segundo' }, total: 1, resueltas: 1, porResolver: 0 });
    await ctx.fails(
      ctx.call(h.director, cr.estadisticasProyecto, { companyId: h.companyId, projectId: h.projectId }, { query: { revisionId: ctx.newObjectId() } }),
      404,
      texts.revisiones.errors.noEncontrada,
    );
  });

  it("offers the distinct names of the project's rooms, subcontracts and error types, by name key, without deleted listados nor other companies", async () => {
    const h = await ctx.createHierarchy();
    const opciones = (claims = h.director) => ctx.call(claims, cr.resumenOpciones, { companyId: h.companyId, projectId: h.projectId });
    const recinto = (t: Hierarchy, listadoId: string, Nombre: string) =>
      ctx.ok(
        ctx.call(
          t.director,
          cr.recintosEndpoints.create,
          { companyId: t.companyId, projectId: t.projectId, revisionId: t.revisionId, listadoId },
          { body: { Nombre } },
        ),
      );

    const segundo = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Obra gruesa' });
    await ctx.ok(ctx.asignar(h, { projectId: h.projectId, revisionId: h.revisionId, listadoId: segundo.id }, h.company.Checklists[1]!.id));
    const tercero = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'A mano' });
    await recinto(h, tercero.id, 'azotea');
    await recinto(h, tercero.id, 'Ático');
    const borrado = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Borrado' });
    await recinto(h, borrado.id, 'Sótano');
    await ctx.ok(ctx.call(h.director, cr.listadosEndpoints.remove, { ...h.base, listadoId: borrado.id }));
    const other = await ctx.createHierarchy();
    await recinto(other, other.listadoId, 'Bodega');

    // 'Pintura' and 'Manchas' exist in two rooms: once each; accents and case do not move a name (name key order).
    const expected: cr.ResumenOpciones = {
      recintos: ['Ático', 'azotea', 'Baño', 'Cocina', 'Losa'],
      subcontratos: ['Cerámica', 'Hormigón', 'Pintura'],
      erroresTipo: ['Burbujas', 'Cantería', 'Fisuras', 'Manchas', 'Nidos'],
    };
    expect(await ctx.ok<cr.ResumenOpciones>(opciones())).toEqual(expected);
    // the company user responsible for the project reads the same choices
    expect(await ctx.ok<cr.ResumenOpciones>(opciones(h.usuario))).toEqual(expected);
    await ctx.fails(opciones(other.director), 403, common.forbidden);
    expect(
      (await ctx.ok<cr.ResumenOpciones>(ctx.call(other.director, cr.resumenOpciones, { companyId: other.companyId, projectId: other.projectId }))).recintos,
    ).toEqual(['Baño', 'Bodega', 'Cocina']);
    // a chosen option filters the summary by that exact name
    await ctx.capture(h.director, h.errorParams('Cocina', 'Pintura', 'Burbujas'));
    await ctx.capture(h.director, h.errorParams('Baño', 'Cerámica', 'Cantería'));
    expect((await resumen(h, { subcontrato: 'Cerámica' })).items.map((row) => row.ErrorTipo)).toEqual(['Cantería']);
  });
});
