import type { ParametroName } from '@insp/contracts';
import { paginateBy } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { models, type ParametroOTDoc } from '../../models/index.ts';

/**
 * The company's work-order parameters (collection ParametrosOT, one document per value, unique per
 * company, parameter and nombreKey). Every function takes the tenant first.
 */
export function parametrosRepository(db: Connection) {
  const { ParametroOT } = models(db);
  const byName = { nombreKey: 1, _id: 1 } as const;

  return {
    async page(companyId: Types.ObjectId, parametro: ParametroName, page: { page: number; pageSize: number }): Promise<{ items: string[]; total: number }> {
      const { items, total } = await paginateBy('companyId', ParametroOT, { companyId, parametro }, byName, page, { Nombre: 1 });
      return { items: items.map((i) => i.Nombre), total };
    },

    /** Every value of the parameter by name (bounded by LISTA_LIMITS.parametros). */
    async all(companyId: Types.ObjectId, parametro: ParametroName): Promise<string[]> {
      const found = await ParametroOT.find({ companyId, parametro }, { Nombre: 1 }).sort(byName).lean<Pick<ParametroOTDoc, 'Nombre'>[]>().exec();
      return found.map((i) => i.Nombre);
    },

    count: (companyId: Types.ObjectId, parametro: ParametroName): Promise<number> => ParametroOT.countDocuments({ companyId, parametro }).exec(),

    find: (companyId: Types.ObjectId, parametro: ParametroName, nombre: string): Promise<ParametroOTDoc | null> =>
      ParametroOT.findOne({ companyId, parametro, Nombre: nombre }).lean<ParametroOTDoc>().exec(),

    findByKey: (companyId: Types.ObjectId, parametro: ParametroName, nombreKey: string): Promise<ParametroOTDoc | null> =>
      ParametroOT.findOne({ companyId, parametro, nombreKey }).lean<ParametroOTDoc>().exec(),

    /** Throws the driver's duplicate-key error when the name key is taken. */
    async insert(companyId: Types.ObjectId, parametro: ParametroName, Nombre: string, nombreKey: string): Promise<ParametroOTDoc> {
      const created = await ParametroOT.create({ companyId, parametro, Nombre, nombreKey, createdAt: new Date() });
      return created.toObject();
    },

    /** A new spelling of the same name key (no uniqueness at stake). */
    async respell(companyId: Types.ObjectId, valueId: Types.ObjectId, Nombre: string): Promise<boolean> {
      const result = await ParametroOT.updateOne({ _id: valueId, companyId }, { $set: { Nombre } }).exec();
      return result.matchedCount === 1;
    },

    async delete(companyId: Types.ObjectId, valueId: Types.ObjectId): Promise<boolean> {
      const result = await ParametroOT.deleteOne({ _id: valueId, companyId }).exec();
      return result.deletedCount === 1;
    },
  };
}
