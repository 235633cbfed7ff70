import { paginateBy } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { type CategoriaDoc, type ListaChequeoDoc, models } from '../../models/index.ts';

export interface ListaFields {
  Nombre: string;
  nombreKey: string;
  Tipo: ListaChequeoDoc['Tipo'];
  Preguntas: CategoriaDoc[];
}

/**
 * The company's lists of checks (collection ListasDeChequeo, one document per list, unique per
 * company and nombreKey). Every function takes the tenant first.
 */
export function listasRepository(db: Connection) {
  const { ListaChequeo } = models(db);

  return {
    /** A page by name (nombreKey, _id) and the total: two round trips. */
    async page(companyId: Types.ObjectId, page: { page: number; pageSize: number }): Promise<{ items: ListaChequeoDoc[]; total: number }> {
      return paginateBy('companyId', ListaChequeo, { companyId }, { nombreKey: 1, _id: 1 }, page);
    },

    count: (companyId: Types.ObjectId): Promise<number> => ListaChequeo.countDocuments({ companyId }).exec(),

    async find(companyId: Types.ObjectId, listaId: string): Promise<ListaChequeoDoc | null> {
      if (!Types.ObjectId.isValid(listaId)) return null;
      return ListaChequeo.findOne({ _id: new Types.ObjectId(listaId), companyId })
        .lean<ListaChequeoDoc>()
        .exec();
    },

    /** Throws the driver's duplicate-key error when the name is taken. */
    async insert(companyId: Types.ObjectId, fields: ListaFields): Promise<ListaChequeoDoc> {
      const now = new Date();
      const created = await ListaChequeo.create({ companyId, ...fields, FechaCreacion: now, createdAt: now });
      return created.toObject();
    },

    /** Throws a duplicate-key error (code 11000, or 1 on devdb) when the new name is taken. */
    update: (companyId: Types.ObjectId, listaId: Types.ObjectId, fields: ListaFields): Promise<ListaChequeoDoc | null> =>
      ListaChequeo.findOneAndUpdate({ _id: listaId, companyId }, { $set: fields }, { returnDocument: 'after' }).lean<ListaChequeoDoc>().exec(),

    async delete(companyId: Types.ObjectId, listaId: Types.ObjectId): Promise<boolean> {
      return (await ListaChequeo.deleteOne({ _id: listaId, companyId }).exec()).deletedCount === 1;
    },
  };
}
