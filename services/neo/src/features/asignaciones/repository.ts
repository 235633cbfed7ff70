import { insertUnique, oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { AsignadoOTDoc, EspacioOTDoc } from '../../shared/documents.ts';
import { sheetFigures, type UnidadesPorAsignado } from '../../shared/figures.ts';
import { asignadoModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function asignacionesRepository(db: Connection) {
  const Asignados = asignadoModel(db);
  const Espacios = db.collection<EspacioOTDoc>(collections.espacios);
  const tenant = oid;

  return {
    model: Asignados,

    list(companyId: string, checklistId: Types.ObjectId): Promise<AsignadoOTDoc[]> {
      return Asignados.find({ companyId: tenant(companyId), checklistId })
        .sort({ ordenKey: 1, _id: 1 })
        .lean<AsignadoOTDoc[]>();
    },

    figures(companyId: string, match: Record<string, unknown>): Promise<UnidadesPorAsignado> {
      return sheetFigures(db, companyId, match);
    },

    espacios(companyId: string, projectId: Types.ObjectId, ids: Types.ObjectId[]): Promise<EspacioOTDoc[]> {
      return Espacios.find({ companyId: tenant(companyId), projectId, _id: { $in: ids } }).toArray();
    },

    /** Inserts; null when the space is already assigned to the checklist (unique index). */
    async insert(companyId: string, doc: AsignadoOTDoc): Promise<AsignadoOTDoc | null> {
      return (await insertUnique(Asignados, companyId, doc)) ? doc : null;
    },

    update(
      companyId: string,
      asignadoId: Types.ObjectId,
      set: Partial<Pick<AsignadoOTDoc, 'Cantidad' | 'Asignado' | 'Revisores'>>,
    ): Promise<AsignadoOTDoc | null> {
      return Asignados.findOneAndUpdate({ companyId: tenant(companyId), _id: asignadoId }, { $set: set }, { returnDocument: 'after' }).lean<AsignadoOTDoc>();
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Asignados.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },

    /** User cascade: the user stops reviewing the company's spaces. */
    async removeUser(companyId: string, userId: string): Promise<number> {
      const user = oid(userId);
      return (await Asignados.updateMany({ companyId: tenant(companyId), Revisores: user }, { $pull: { Revisores: user } })).modifiedCount;
    },
  };
}

export type AsignacionesRepository = ReturnType<typeof asignacionesRepository>;
