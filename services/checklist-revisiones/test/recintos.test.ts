import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const oid = (id: string) => new Types.ObjectId(id);
const count = (collection: string, filter: Record<string, unknown>) => ctx.app.db.collection(collection).countDocuments(filter);

describe('rooms, subcontracts and error types of a listado', () => {
  it("lists rooms with Subcontratos and 'X de Y' counted from the answers", async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    await ctx.capture(h.director, manchas, { Estado: 'Resuelto' });
    await ctx.capture(h.director, manchas, { Estado: 'Por Resolver' });
    await ctx.capture(h.director, h.errorParams('Baño', 'Cerámica', 'Cantería'), { Estado: 'Criterios Propietario' });
    const page = await ctx.ok<cr.RecintoPage>(ctx.call(h.director, cr.recintosEndpoints.list, h.base));
    expect(page.items.map((r) => [r.Nombre, r.TotalSubcontratos, r.Resueltas, r.TotalRespuestas])).toEqual([
      ['Baño', 2, 1, 3],
      ['Cocina', 1, 0, 0],
    ]);
    const subs = await ctx.ok<cr.SubcontratoPage>(ctx.call(h.director, cr.subcontratosEndpoints.list, { ...h.base, recintoId: manchas.recintoId }));
    expect(subs.items.map((s) => [s.Nombre, s.TotalErroresTipo, s.Resueltas, s.TotalRespuestas])).toEqual([
      ['Cerámica', 1, 0, 1],
      ['Pintura', 2, 1, 2],
    ]);
    const errores = await ctx.ok<cr.ErrorTipoList>(
      ctx.call(h.director, cr.erroresTipoEndpoints.list, { ...h.base, recintoId: manchas.recintoId, subcontratoId: manchas.subcontratoId }),
    );
    expect(errores.items.map((e) => [e.Nombre, e.Resueltas, e.TotalRespuestas])).toEqual([
      ['Fisuras', 0, 0],
      ['Manchas', 1, 2],
    ]);
  });

  it("place dialog: 'Nombre requerido', trimmed, unique ignoring case and accents ('Recintos ya existe'), Activado default true, may keep its name", async () => {
    const h = await ctx.createHierarchy();
    await ctx.fails(ctx.call(h.director, cr.recintosEndpoints.create, h.base, { body: { Nombre: '  ' } }), 400, texts.recintos.validation.nombreRequerido);
    await ctx.fails(ctx.call(h.director, cr.recintosEndpoints.create, h.base, { body: { Nombre: ' BANO ' } }), 409, texts.recintos.errors.nombreDuplicado);
    const created = await ctx.ok<cr.RecintoMutation>(ctx.call(h.director, cr.recintosEndpoints.create, h.base, { body: { Nombre: '  Living comedor ' } }));
    expect(created.item).toMatchObject({ Nombre: 'Living comedor', Activado: true, TotalSubcontratos: 0 });
    const params = { ...h.base, recintoId: created.item.id };
    const same = await ctx.ok<cr.RecintoMutation>(
      ctx.call(h.director, cr.recintosEndpoints.update, params, { body: { Nombre: 'LIVING COMEDOR', Activado: false } }),
    );
    expect(same.item).toMatchObject({ Nombre: 'LIVING COMEDOR', Activado: false });
    await ctx.fails(ctx.call(h.director, cr.recintosEndpoints.update, params, { body: { Nombre: 'cocína' } }), 409, texts.recintos.errors.nombreDuplicado);
  });

  it('removing a room removes its subcontracts, error types and answers (with their photos)', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const photo = await ctx.uploadJpeg(h.companyId, h.director);
    await ctx.capture(h.director, manchas, { Imagen: photo });
    await ctx.capture(h.director, h.errorParams('Cocina', 'Pintura', 'Manchas'));
    const removed = await ctx.ok<cr.Deleted>(ctx.call(h.director, cr.recintosEndpoints.remove, { ...h.base, recintoId: manchas.recintoId }));
    expect(removed).toEqual({ message: texts.recintos.success.eliminado, id: manchas.recintoId });
    const recintoId = oid(manchas.recintoId);
    expect(await count('RecintosChecklist', { _id: recintoId })).toBe(0);
    expect(await count('SubcontratosChecklist', { recintoId })).toBe(0);
    expect(await count('ErroresTipoChecklist', { recintoId })).toBe(0);
    expect(await count('RespuestasErrorestipos', { recintoId })).toBe(0);
    // The other room keeps its answer.
    expect(await count('RespuestasErrorestipos', { listadoId: oid(h.listadoId) })).toBe(1);
    await ctx.context.files.cleanup(new Date());
    expect(await ctx.context.files.readImage(h.companyId, photo, 'web')).toBeNull();
  });

  it("subcontracts: 'Subcontrato ya existe', Activado / Desactivado; error types: 'Error Tipo Existe' and 'Error Tipo Agregado/Actualizado/Eliminado'", async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const recinto = { ...h.base, recintoId: manchas.recintoId };
    await ctx.fails(
      ctx.call(h.director, cr.subcontratosEndpoints.create, recinto, { body: { Nombre: 'PINTURA' } }),
      409,
      texts.subcontratos.errors.nombreDuplicado,
    );
    const sub = await ctx.ok<cr.SubcontratoMutation>(ctx.call(h.director, cr.subcontratosEndpoints.create, recinto, { body: { Nombre: 'Electricidad' } }));
    expect(sub.item).toMatchObject({ Nombre: 'Electricidad', Activado: true, TotalErroresTipo: 0 });
    const off = await ctx.ok<cr.SubcontratoMutation>(
      ctx.call(h.director, cr.subcontratosEndpoints.update, { ...recinto, subcontratoId: sub.item.id }, { body: { Activado: false } }),
    );
    expect(off.item.Activado).toBe(false);

    const subParams = { ...recinto, subcontratoId: manchas.subcontratoId };
    await ctx.fails(
      ctx.call(h.director, cr.erroresTipoEndpoints.create, subParams, { body: { Nombre: 'mánchas' } }),
      409,
      texts.erroresTipo.errors.nombreDuplicado,
    );
    const added = await ctx.ok<cr.ErrorTipoMutation>(ctx.call(h.director, cr.erroresTipoEndpoints.create, subParams, { body: { Nombre: 'Chorreado' } }));
    expect(added.message).toBe('Error Tipo Agregado');
    const updated = await ctx.ok<cr.ErrorTipoMutation>(
      ctx.call(h.director, cr.erroresTipoEndpoints.update, { ...subParams, errorTipoId: added.item.id }, { body: { Nombre: 'Chorreaduras', Activado: false } }),
    );
    expect(updated).toMatchObject({ message: 'Error Tipo Actualizado', item: { Nombre: 'Chorreaduras', Activado: false } });
    await ctx.fails(
      ctx.call(h.director, cr.erroresTipoEndpoints.update, { ...subParams, errorTipoId: added.item.id }, { body: { Nombre: 'Fisuras' } }),
      409,
      texts.erroresTipo.errors.nombreDuplicado,
    );
    const eliminado = await ctx.ok<cr.Deleted>(ctx.call(h.director, cr.erroresTipoEndpoints.remove, { ...subParams, errorTipoId: added.item.id }));
    expect(eliminado.message).toBe('Error Tipo Eliminado');
    // A capture on a deactivated error type is refused.
    await ctx.ok(ctx.call(h.director, cr.erroresTipoEndpoints.update, manchas, { body: { Activado: false } }));
    await ctx.fails(
      ctx.call(h.director, cr.respuestasEndpoints.capture, manchas, { body: { clientId: crypto.randomUUID() } }),
      409,
      texts.respuestas.errors.desactivado,
    );
  });

  it('only the director and the platform administrator navigate rooms and subcontracts; a room of another listado is 404', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    await ctx.fails(ctx.call(h.usuario, cr.recintosEndpoints.list, h.base), 403, common.forbidden);
    await ctx.fails(ctx.call(h.usuario, cr.subcontratosEndpoints.list, { ...h.base, recintoId: manchas.recintoId }), 403, common.forbidden);
    await ctx.ok(ctx.call(ctx.administrador, cr.recintosEndpoints.list, h.base));
    const other = await ctx.createListado(h, h.projectId, h.revisionId);
    await ctx.fails(
      ctx.call(h.director, cr.recintosEndpoints.get, { ...h.base, listadoId: other.id, recintoId: manchas.recintoId }),
      404,
      texts.recintos.errors.noExiste,
    );
    await ctx.fails(
      ctx.call(h.director, cr.subcontratosEndpoints.get, { ...h.base, recintoId: manchas.recintoId, subcontratoId: ctx.newObjectId() }),
      404,
      texts.subcontratos.errors.noExiste,
    );
  });
});
