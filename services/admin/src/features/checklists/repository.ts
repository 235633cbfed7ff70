import { Types, type Connection } from 'mongoose';
import { models, type CatalogItemDoc, type ChecklistDoc, type RecintoEntry } from '../../models/index.ts';
import { allItems, scopeOf } from '../../repositories/catalogs.ts';

/** The fields of a template a create stores besides the tenant. */
export interface NewChecklist {
  Nombre: string;
  Nombre_lower: string;
  ItemsRecintos: RecintoEntry[];
}

export type ChecklistChange = Partial<Pick<ChecklistDoc, 'Nombre' | 'Nombre_lower' | 'Activado' | 'ItemsRecintos'>>;

/**
 * Checklist-review templates of a company (collection Checklists). Every function takes the tenant
 * (the company id) first and puts it in its filter. Writes that touch ItemsRecintos are conditional
 * on the revision read (`Rev`) and answer null when another write came first.
 */
export function checklistsRepository(db: Connection) {
  const { Checklist } = models(db);

  return {
    /** A page by name (Nombre_lower, _id) and the total: two round trips. */
    async page(companyId: Types.ObjectId, page: { page: number; pageSize: number }): Promise<{ items: ChecklistDoc[]; total: number }> {
      const filter = { EmpresaId: companyId };
      const [items, total] = await Promise.all([
        Checklist.find(filter)
          .sort({ Nombre_lower: 1, _id: 1 })
          .skip(page.page * page.pageSize)
          .limit(page.pageSize)
          .lean<ChecklistDoc[]>()
          .exec(),
        Checklist.countDocuments(filter).exec(),
      ]);
      return { items, total };
    },

    async find(companyId: Types.ObjectId, checklistId: string | Types.ObjectId): Promise<ChecklistDoc | null> {
      if (!Types.ObjectId.isValid(checklistId)) return null;
      return Checklist.findOne({ _id: new Types.ObjectId(checklistId), EmpresaId: companyId }).lean<ChecklistDoc>().exec();
    },

    /** Another template of the company with this name key. */
    async nameTaken(companyId: Types.ObjectId, key: string, except: Types.ObjectId): Promise<boolean> {
      return (await Checklist.exists({ EmpresaId: companyId, Nombre_lower: key, _id: { $ne: except } }).exec()) !== null;
    },

    /** Throws the driver's duplicate-key error when the name is taken. */
    async insert(companyId: Types.ObjectId, checklist: NewChecklist): Promise<ChecklistDoc> {
      const created = await Checklist.create({ EmpresaId: companyId, ...checklist, Activado: true, FechaCreacion: new Date(), Rev: 0 });
      return created.toObject();
    },

    /** Applies the change if the template is still at `rev`; a new ItemsRecintos moves it to the next one. */
    async update(companyId: Types.ObjectId, checklistId: Types.ObjectId, rev: number, change: ChecklistChange): Promise<ChecklistDoc | null> {
      const set = change.ItemsRecintos === undefined ? change : { ...change, Rev: rev + 1 };
      return Checklist.findOneAndUpdate({ _id: checklistId, EmpresaId: companyId, Rev: rev }, { $set: set }, { returnDocument: 'after' }).lean<ChecklistDoc>().exec();
    },

    async delete(companyId: Types.ObjectId, checklistId: Types.ObjectId): Promise<void> {
      await Checklist.deleteOne({ _id: checklistId, EmpresaId: companyId }).exec();
    },

    /** The company's subcontract catalogue, by name. */
    catalogSubcontratos: (companyId: Types.ObjectId): Promise<CatalogItemDoc[]> => allItems(db, scopeOf(companyId), 'subcontratos', ''),
    /** The Errores Tipo of one of the company's subcontracts, by name. */
    catalogErroresTipo: (companyId: Types.ObjectId, subcontratoId: Types.ObjectId): Promise<CatalogItemDoc[]> =>
      allItems(db, scopeOf(companyId), 'erroresTipo', subcontratoId.toHexString()),
  };
}

export type ChecklistsRepository = ReturnType<typeof checklistsRepository>;
