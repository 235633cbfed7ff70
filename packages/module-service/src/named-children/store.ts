import type { Page } from '@insp/contracts';
import { insertUnique, oid, type PageRequest, paginate, unlessDuplicate } from '@insp/service-kit';
import type { Model, QueryFilter, Types, UpdateQuery } from 'mongoose';

/** A tenant's record named uniquely among its parent's children (the name's nameKey() is the key). */
export interface NamedChild {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  nombreKey: string;
}

/** The fields of a document that hold an ObjectId: its parent and other ancestors. */
export type IdField<Doc> = { [K in keyof Doc]-?: Doc[K] extends Types.ObjectId ? K : never }[keyof Doc] & string;

/**
 * Storage of records whose name is unique per parent: the collection has the unique index
 * {companyId, <parent>, nombreKey} and the sort index {companyId, <parent>, nombreKey, _id}.
 * Every function takes the tenant first and puts it in every filter.
 */
export interface NamedChildrenStore<Doc extends NamedChild> {
  readonly model: Model<Omit<Doc, '_id'>>;
  /** One page of a parent's children, sorted by name. */
  page(companyId: string, parentId: Types.ObjectId, page: PageRequest): Promise<Page<Doc>>;
  /** A parent's children sorted by name, at most `limit`. */
  list(companyId: string, parentId: Types.ObjectId, limit: number): Promise<Doc[]>;
  /** Whether another child of the parent (not `exceptId`: a rename may keep its own name) has the key. */
  nameTaken(companyId: string, parentId: Types.ObjectId, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean>;
  /** Inserts the child; null when the unique index refuses it (a concurrent request took the name). */
  insert(companyId: string, doc: Doc): Promise<Doc | null>;
  /** Updates a child and returns it; null when gone, 'duplicate' when the unique index refuses the new name. */
  update(companyId: string, id: Types.ObjectId, set: Partial<Omit<Doc, '_id' | 'companyId'>>): Promise<Doc | null | 'duplicate'>;
  remove(companyId: string, id: Types.ObjectId): Promise<number>;
  /**
   * The children whose `field` (the parent or any ancestor) is among `ids`. Any field may be named,
   * so that one removal can run over every level: a field the children lack matches none.
   */
  removeWhere(companyId: string, field: string, ids: Types.ObjectId[]): Promise<number>;
  deleteCompany(companyId: string): Promise<number>;
}

export function namedChildrenStore<Doc extends NamedChild>(model: Model<Omit<Doc, '_id'>>, parent: IdField<Doc>): NamedChildrenStore<Doc> {
  type Filter = QueryFilter<Omit<Doc, '_id'>>;
  const tenant = (companyId: string) => ({ companyId: oid(companyId) });
  const ofParent = (companyId: string, parentId: Types.ObjectId) => ({ ...tenant(companyId), [parent]: parentId }) as Filter & { companyId: Types.ObjectId };
  const byName = { nombreKey: 1, _id: 1 } as const;

  return {
    model,

    async page(companyId, parentId, page) {
      return (await paginate(model, ofParent(companyId, parentId), byName, page)) as Page<Doc>;
    },

    async list(companyId, parentId, limit) {
      return model.find(ofParent(companyId, parentId)).sort(byName).limit(limit).lean<Doc[]>();
    },

    async nameTaken(companyId, parentId, nombreKey, exceptId) {
      const filter = { ...ofParent(companyId, parentId), nombreKey, ...(exceptId ? { _id: { $ne: exceptId } } : {}) } as Filter;
      return (await model.exists(filter)) !== null;
    },

    async insert(companyId, doc) {
      return (await insertUnique(model, companyId, doc)) ? doc : null;
    },

    async update(companyId, id, set) {
      // An update's unique violation is code 1 on devdb, 11000 on MongoDB: isDuplicateKey knows both.
      const update = model.findOneAndUpdate({ ...tenant(companyId), _id: id } as Filter, { $set: set } as UpdateQuery<Omit<Doc, '_id'>>, {
        returnDocument: 'after',
      });
      return unlessDuplicate(update.lean<Doc>(), 'duplicate' as const);
    },

    async remove(companyId, id) {
      return (await model.deleteOne({ ...tenant(companyId), _id: id } as Filter)).deletedCount;
    },

    async removeWhere(companyId, field, ids) {
      return (await model.deleteMany({ ...tenant(companyId), [field]: { $in: ids } } as Filter)).deletedCount;
    },

    async deleteCompany(companyId) {
      return (await model.deleteMany(tenant(companyId) as Filter)).deletedCount;
    },
  };
}
