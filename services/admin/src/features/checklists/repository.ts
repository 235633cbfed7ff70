import { paginateBy } from '@insp/service-kit';
import { type Connection, type Model, type QueryFilter, Types } from 'mongoose';

import {
  type CatalogItemDoc,
  type ChecklistDoc,
  type ChecklistErrorTipoDoc,
  type ChecklistRecintoDoc,
  type ChecklistSubcontratoDoc,
  type ContactoDoc,
  models,
} from '../../models/index.ts';
import { allItems, scopeOf } from '../../repositories/catalogs.ts';
import type { ChecklistParts } from './mappers.ts';

export type ChecklistChange = Partial<Pick<ChecklistDoc, 'Nombre' | 'Nombre_lower' | 'Activado'>>;

const asId = (id: string | Types.ObjectId): Types.ObjectId | null => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

/** The document `id` names under `parent` (the tenant and the parent record's id); null for a malformed id or one of another parent. */
async function findIn<T, Q, M, V>(model: Model<T, Q, M, V>, id: string | Types.ObjectId, parent: QueryFilter<T>): Promise<T | null> {
  const _id = asId(id);
  return _id
    ? model
        .findOne({ ...parent, _id })
        .lean<T>()
        .exec()
    : null;
}

/**
 * Checklist-review templates of a company (collection Checklists) and their parts (ChecklistRecintos,
 * ChecklistSubcontratos, ChecklistErroresTipo: one document each, unique by nombreKey under their
 * parent). Every function takes the tenant (the company id) first and puts it in its filter. Inserts
 * and renames throw the driver's duplicate-key error when a name is taken.
 */
export function checklistsRepository(db: Connection) {
  const { Checklist, ChecklistRecinto, ChecklistSubcontrato, ChecklistErrorTipo } = models(db);
  const now = () => new Date();

  return {
    /** A page by name (Nombre_lower, _id) and the total: two round trips. */
    async page(companyId: Types.ObjectId, page: { page: number; pageSize: number }): Promise<{ items: ChecklistDoc[]; total: number }> {
      return paginateBy('EmpresaId', Checklist, { EmpresaId: companyId }, { Nombre_lower: 1, _id: 1 }, page);
    },

    /** Every template of the company by name (the internal API). */
    all: (companyId: Types.ObjectId): Promise<ChecklistDoc[]> =>
      Checklist.find({ EmpresaId: companyId }).sort({ Nombre_lower: 1, _id: 1 }).lean<ChecklistDoc[]>().exec(),

    count: (companyId: Types.ObjectId): Promise<number> => Checklist.countDocuments({ EmpresaId: companyId }).exec(),

    find: (companyId: Types.ObjectId, checklistId: string | Types.ObjectId): Promise<ChecklistDoc | null> =>
      findIn(Checklist, checklistId, { EmpresaId: companyId }),

    /** The parts of these templates: places by Orden, subcontractors as added, error types by name. Three round trips. */
    async parts(companyId: Types.ObjectId, checklistIds: Types.ObjectId[]): Promise<ChecklistParts> {
      const filter = { companyId, checklistId: { $in: checklistIds } };
      const [recintos, subcontratos, errores] = await Promise.all([
        ChecklistRecinto.find(filter).sort({ Orden: 1, _id: 1 }).lean<ChecklistRecintoDoc[]>().exec(),
        ChecklistSubcontrato.find(filter).sort({ _id: 1 }).lean<ChecklistSubcontratoDoc[]>().exec(),
        ChecklistErrorTipo.find(filter).sort({ nombreKey: 1, _id: 1 }).lean<ChecklistErrorTipoDoc[]>().exec(),
      ]);
      return { recintos, subcontratos, errores };
    },

    /** Per template of the page: how many places, and whether any place has a subcontractor. */
    async summaries(companyId: Types.ObjectId, checklistIds: Types.ObjectId[]): Promise<{ recintos: Map<string, number>; withSubcontratos: Set<string> }> {
      const filter = { companyId, checklistId: { $in: checklistIds } };
      const [recintos, subcontratos] = await Promise.all([
        ChecklistRecinto.find(filter, { checklistId: 1 }).lean<Pick<ChecklistRecintoDoc, 'checklistId'>[]>().exec(),
        ChecklistSubcontrato.distinct('checklistId', filter).exec(),
      ]);
      const counts = new Map<string, number>();
      for (const r of recintos) counts.set(r.checklistId.toHexString(), (counts.get(r.checklistId.toHexString()) ?? 0) + 1);
      return { recintos: counts, withSubcontratos: new Set(subcontratos.map((id) => String(id))) };
    },

    async insert(companyId: Types.ObjectId, checklist: { Nombre: string; Nombre_lower: string }): Promise<ChecklistDoc> {
      const created = await Checklist.create({ EmpresaId: companyId, ...checklist, Activado: true, FechaCreacion: now() });
      return created.toObject();
    },

    async update(companyId: Types.ObjectId, checklistId: Types.ObjectId, change: ChecklistChange): Promise<ChecklistDoc | null> {
      return Checklist.findOneAndUpdate({ _id: checklistId, EmpresaId: companyId }, { $set: change }, { returnDocument: 'after' }).lean<ChecklistDoc>().exec();
    },

    /** The template and all its parts. */
    async delete(companyId: Types.ObjectId, checklistId: Types.ObjectId): Promise<void> {
      await Checklist.deleteOne({ _id: checklistId, EmpresaId: companyId }).exec();
      const filter = { companyId, checklistId };
      await Promise.all([
        ChecklistRecinto.deleteMany(filter).exec(),
        ChecklistSubcontrato.deleteMany(filter).exec(),
        ChecklistErrorTipo.deleteMany(filter).exec(),
      ]);
    },

    // Places.
    recintos: (companyId: Types.ObjectId, checklistId: Types.ObjectId): Promise<ChecklistRecintoDoc[]> =>
      ChecklistRecinto.find({ companyId, checklistId }).sort({ Orden: 1, _id: 1 }).lean<ChecklistRecintoDoc[]>().exec(),
    countRecintos: (companyId: Types.ObjectId, checklistId: Types.ObjectId): Promise<number> =>
      ChecklistRecinto.countDocuments({ companyId, checklistId }).exec(),
    findRecinto: (companyId: Types.ObjectId, checklistId: Types.ObjectId, recintoId: string): Promise<ChecklistRecintoDoc | null> =>
      findIn(ChecklistRecinto, recintoId, { companyId, checklistId }),
    async insertRecinto(
      companyId: Types.ObjectId,
      checklistId: Types.ObjectId,
      recinto: { Nombre: string; nombreKey: string; Activado: boolean; Orden: number },
    ): Promise<void> {
      await ChecklistRecinto.create({ companyId, checklistId, ...recinto, createdAt: now() });
    },
    async setRecintoOrden(companyId: Types.ObjectId, recintoId: Types.ObjectId, Orden: number): Promise<void> {
      await ChecklistRecinto.updateOne({ _id: recintoId, companyId }, { $set: { Orden } }).exec();
    },
    /** The place with its subcontractors and their error types; false when it was already gone. */
    async deleteRecinto(companyId: Types.ObjectId, recintoId: Types.ObjectId): Promise<boolean> {
      const removed = (await ChecklistRecinto.deleteOne({ _id: recintoId, companyId }).exec()).deletedCount === 1;
      const subs = await ChecklistSubcontrato.find({ companyId, recintoId }, { _id: 1 }).lean<Pick<ChecklistSubcontratoDoc, '_id'>[]>().exec();
      const ids = subs.map((s) => s._id);
      await ChecklistErrorTipo.deleteMany({ companyId, subcontratoId: { $in: ids } }).exec();
      await ChecklistSubcontrato.deleteMany({ companyId, recintoId }).exec();
      return removed;
    },

    // Subcontractors.
    subcontratos: (companyId: Types.ObjectId, recintoId: Types.ObjectId): Promise<ChecklistSubcontratoDoc[]> =>
      ChecklistSubcontrato.find({ companyId, recintoId }).sort({ _id: 1 }).lean<ChecklistSubcontratoDoc[]>().exec(),
    findSubcontrato: (companyId: Types.ObjectId, recintoId: Types.ObjectId, subcontratoId: string): Promise<ChecklistSubcontratoDoc | null> =>
      findIn(ChecklistSubcontrato, subcontratoId, { companyId, recintoId }),
    async insertSubcontrato(
      companyId: Types.ObjectId,
      recinto: ChecklistRecintoDoc,
      sub: { Nombre: string; nombreKey: string; Contactos?: ContactoDoc[] },
    ): Promise<ChecklistSubcontratoDoc> {
      const created = await ChecklistSubcontrato.create({ companyId, checklistId: recinto.checklistId, recintoId: recinto._id, ...sub, createdAt: now() });
      return created.toObject();
    },
    /** Replaces a subcontractor's contacts (issue 20 §1); null when it no longer exists. */
    setContactos: (companyId: Types.ObjectId, subcontratoId: Types.ObjectId, contactos: ContactoDoc[]): Promise<ChecklistSubcontratoDoc | null> =>
      ChecklistSubcontrato.findOneAndUpdate({ _id: subcontratoId, companyId }, { $set: { Contactos: contactos } }, { returnDocument: 'after' })
        .lean<ChecklistSubcontratoDoc>()
        .exec(),
    async deleteSubcontrato(companyId: Types.ObjectId, subcontratoId: Types.ObjectId): Promise<boolean> {
      const removed = (await ChecklistSubcontrato.deleteOne({ _id: subcontratoId, companyId }).exec()).deletedCount === 1;
      await ChecklistErrorTipo.deleteMany({ companyId, subcontratoId }).exec();
      return removed;
    },

    // Error types.
    countErrores: (companyId: Types.ObjectId, subcontratoId: Types.ObjectId): Promise<number> =>
      ChecklistErrorTipo.countDocuments({ companyId, subcontratoId }).exec(),
    findErrorTipo: (companyId: Types.ObjectId, subcontratoId: Types.ObjectId, errorId: string): Promise<ChecklistErrorTipoDoc | null> =>
      findIn(ChecklistErrorTipo, errorId, { companyId, subcontratoId }),
    async insertErrorTipo(
      companyId: Types.ObjectId,
      sub: ChecklistSubcontratoDoc,
      error: { Nombre: string; nombreKey: string; Activado: boolean },
    ): Promise<void> {
      await ChecklistErrorTipo.create({ companyId, checklistId: sub.checklistId, subcontratoId: sub._id, ...error, createdAt: now() });
    },
    async updateErrorTipo(
      companyId: Types.ObjectId,
      errorId: Types.ObjectId,
      change: Partial<Pick<ChecklistErrorTipoDoc, 'Nombre' | 'nombreKey' | 'Activado'>>,
    ): Promise<boolean> {
      return (await ChecklistErrorTipo.updateOne({ _id: errorId, companyId }, { $set: change }).exec()).matchedCount === 1;
    },
    async deleteErrorTipo(companyId: Types.ObjectId, errorId: Types.ObjectId): Promise<boolean> {
      return (await ChecklistErrorTipo.deleteOne({ _id: errorId, companyId }).exec()).deletedCount === 1;
    },

    /** The company's subcontract catalogue, by name. */
    catalogSubcontratos: (companyId: Types.ObjectId): Promise<CatalogItemDoc[]> => allItems(db, scopeOf(companyId), 'subcontratos', ''),
    /** The Errores Tipo of one of the company's subcontracts, by name. */
    catalogErroresTipo: (companyId: Types.ObjectId, subcontratoId: Types.ObjectId): Promise<CatalogItemDoc[]> =>
      allItems(db, scopeOf(companyId), 'erroresTipo', subcontratoId.toHexString()),
  };
}

export type ChecklistsRepository = ReturnType<typeof checklistsRepository>;
