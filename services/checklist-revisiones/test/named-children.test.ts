import * as cr from '@insp/contracts/checklist-revisiones';
import { nameKey } from '@insp/domain';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { namedChildrenStore } from '@insp/module-service/named-children';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { recintoModel } from '../src/features/recintos/model.ts';
import { collections } from '../src/shared/collections.ts';
import type { RecintoDoc } from '../src/shared/hierarchy.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const oid = (id: string) => new Types.ObjectId(id);
const store = namedChildrenStore<RecintoDoc>(recintoModel(ctx.app.db), 'listadoId');

function recinto(companyId: string, listadoId: Types.ObjectId, Nombre: string): RecintoDoc {
  const now = new Date();
  return {
    _id: new Types.ObjectId(),
    companyId: oid(companyId),
    projectId: new Types.ObjectId(),
    revisionId: new Types.ObjectId(),
    listadoId,
    Nombre,
    nombreKey: nameKey(Nombre),
    Activado: true,
    IdReferenceList: null,
    FechaCreacion: now,
    createdAt: now,
  };
}

describe('named children store (@insp/module-service/named-children)', () => {
  it('a name taken meanwhile: the insert gives null and the rename gives duplicate (the unique index decides, not the earlier check)', async () => {
    const companyId = ctx.newObjectId();
    const listadoId = new Types.ObjectId();
    const bano = recinto(companyId, listadoId, 'Baño');
    const cocina = recinto(companyId, listadoId, 'Cocina');
    expect(await store.insert(companyId, bano)).toEqual(bano);
    expect(await store.insert(companyId, cocina)).toEqual(cocina);
    expect(await store.insert(companyId, recinto(companyId, listadoId, 'BANO'))).toBeNull();
    expect(await store.update(companyId, cocina._id, { Nombre: 'baño', nombreKey: nameKey('baño') })).toBe('duplicate');
    expect((await store.update(companyId, cocina._id, { Activado: false })) as RecintoDoc).toMatchObject({ Nombre: 'Cocina', Activado: false });
    // Another listado and another company may use the name.
    expect(await store.insert(companyId, recinto(companyId, new Types.ObjectId(), 'Baño'))).not.toBeNull();
    const other = ctx.newObjectId();
    expect(await store.insert(other, recinto(other, listadoId, 'Baño'))).not.toBeNull();
  });

  it('nameTaken ignores the record itself, other parents and other tenants; every function keeps to the tenant', async () => {
    const companyId = ctx.newObjectId();
    const other = ctx.newObjectId();
    const listadoId = new Types.ObjectId();
    const bano = recinto(companyId, listadoId, 'Baño');
    await store.insert(companyId, bano);
    expect(await store.nameTaken(companyId, listadoId, nameKey('BAÑO'))).toBe(true);
    expect(await store.nameTaken(companyId, listadoId, nameKey('Baño'), bano._id)).toBe(false);
    expect(await store.nameTaken(companyId, new Types.ObjectId(), nameKey('Baño'))).toBe(false);
    expect(await store.nameTaken(other, listadoId, nameKey('Baño'))).toBe(false);
    expect(await store.update(other, bano._id, { Activado: false })).toBeNull();
    expect(await store.remove(other, bano._id)).toBe(0);
    expect(await store.removeWhere(other, 'listadoId', [listadoId])).toBe(0);
    expect(await store.deleteCompany(other)).toBe(0);
    expect(await store.list(companyId, listadoId, 10)).toEqual([bano]);
  });

  it('lists by name then id, pages and limits; removeWhere by an ancestor, a field the kind lacks matches none', async () => {
    const companyId = ctx.newObjectId();
    const listadoId = new Types.ObjectId();
    for (const Nombre of ['Cocina', 'área común', 'Baño', 'Living']) await store.insert(companyId, recinto(companyId, listadoId, Nombre));
    expect((await store.list(companyId, listadoId, 3)).map((doc) => doc.Nombre)).toEqual(['área común', 'Baño', 'Cocina']);
    const page = await store.page(companyId, listadoId, { page: 1, pageSize: 3 });
    expect({ total: page.total, nombres: page.items.map((doc) => doc.Nombre) }).toEqual({ total: 4, nombres: ['Living'] });
    expect(await store.removeWhere(companyId, 'recintoId', [listadoId])).toBe(0);
    expect(await store.removeWhere(companyId, 'listadoId', [listadoId])).toBe(4);
  });
});

describe('named children rules shared by rooms, subcontracts and error types', () => {
  it("a rename keeps the answers' names in step and is logged; a record may keep its own name", async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    await ctx.capture(h.director, manchas);
    const { recintoId, subcontratoId, errorTipoId } = manchas;
    const renames = [
      {
        endpoint: cr.recintosEndpoints.update,
        params: { ...h.base, recintoId },
        Nombre: 'Baño principal',
        field: 'NombreRecinto',
        entity: 'Recinto',
        id: recintoId,
      },
      {
        endpoint: cr.subcontratosEndpoints.update,
        params: { ...h.base, recintoId, subcontratoId },
        Nombre: 'Pinturas',
        field: 'NombreSubcontrato',
        entity: 'Subcontrato',
        id: subcontratoId,
      },
      {
        endpoint: cr.erroresTipoEndpoints.update,
        params: manchas,
        Nombre: 'Manchas de humedad',
        field: 'NombreErrorTipo',
        entity: 'ErrorTipo',
        id: errorTipoId,
      },
    ];
    for (const { endpoint, params, Nombre, field, entity, id } of renames) {
      await ctx.ok(ctx.call(h.director, endpoint, params, { body: { Nombre } }));
      const answer = await ctx.app.db.collection(collections.respuestas).findOne({ companyId: oid(h.companyId), errorTipoId: oid(errorTipoId) });
      expect(answer?.[field]).toBe(Nombre);
      const event = await ctx.app.db.collection('eventos').findOne({ companyId: oid(h.companyId), entity, entityId: id, action: 'editar' });
      expect(event?.changes).toEqual([expect.objectContaining({ field: 'Nombre', new: Nombre })]);
      expect(event?.parents).toMatchObject({ listadoId: h.listadoId, recintoId });
      // Keeping its own name (any case) is allowed.
      await ctx.ok(ctx.call(h.director, endpoint, params, { body: { Nombre: Nombre.toUpperCase() } }));
    }
  });

  it("create answers the kind's text and an empty row; create and delete are logged with the kind's entity", async () => {
    const h = await ctx.createHierarchy();
    const { recintoId } = h.errorParams('Cocina', 'Pintura', 'Manchas');
    const created = await ctx.ok<cr.SubcontratoMutation>(
      ctx.call(h.director, cr.subcontratosEndpoints.create, { ...h.base, recintoId }, { body: { Nombre: 'Cerámica' } }),
    );
    expect(created).toMatchObject({
      message: texts.subcontratos.success.agregado,
      item: { Nombre: 'Cerámica', recintoId, Activado: true, TotalErroresTipo: 0, Resueltas: 0, TotalRespuestas: 0 },
    });
    const removed = await ctx.ok<cr.Deleted>(ctx.call(h.director, cr.subcontratosEndpoints.remove, { ...h.base, recintoId, subcontratoId: created.item.id }));
    expect(removed).toEqual({ message: texts.subcontratos.success.eliminado, id: created.item.id });
    const events = await ctx.app.db
      .collection('eventos')
      .find({ companyId: oid(h.companyId), entity: 'Subcontrato', entityId: created.item.id })
      .sort({ _id: 1 })
      .toArray();
    expect(events.map((event) => [event.action, event.changes])).toEqual([
      ['crear', [expect.objectContaining({ field: 'Nombre', new: 'Cerámica' }), expect.objectContaining({ field: 'Activado', new: true })]],
      ['eliminar', [expect.objectContaining({ field: 'Nombre', old: 'Cerámica' })]],
    ]);
  });
});
