import type { TipoChecklistOT } from '@insp/contracts/neo';
import { insertUnique, oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import type { ChecklistOTDoc } from '../../shared/documents.ts';
import { type ChecklistFigures, checklistFigures } from '../../shared/figures.ts';
import { checklistModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function checklistsRepository(db: Connection) {
  const Checklists = checklistModel(db);
  const tenant = oid;

  return {
    model: Checklists,

    list(companyId: string, projectId: Types.ObjectId, tipo?: TipoChecklistOT): Promise<ChecklistOTDoc[]> {
      return Checklists.find({ companyId: tenant(companyId), projectId, ...(tipo ? { Tipo: tipo } : {}) })
        .sort({ nombreKey: 1, _id: 1 })
        .lean<ChecklistOTDoc[]>();
    },

    figures(companyId: string, projectId: Types.ObjectId): Promise<Map<string, ChecklistFigures>> {
      return checklistFigures(db, companyId, projectId);
    },

    async listaAssigned(companyId: string, projectId: Types.ObjectId, listaId: Types.ObjectId): Promise<boolean> {
      return (await Checklists.exists({ companyId: tenant(companyId), projectId, listaId })) !== null;
    },

    async nameTaken(companyId: string, projectId: Types.ObjectId, nombreKey: string): Promise<boolean> {
      return (await Checklists.exists({ companyId: tenant(companyId), projectId, nombreKey })) !== null;
    },

    /** Inserts; null when the list or its name is already in the project (unique indexes). */
    async insert(companyId: string, doc: ChecklistOTDoc): Promise<ChecklistOTDoc | null> {
      return (await insertUnique(Checklists, companyId, doc)) ? doc : null;
    },

    update(companyId: string, checklistId: Types.ObjectId, set: Pick<ChecklistOTDoc, 'MetaRevision' | 'Unidad'>): Promise<ChecklistOTDoc | null> {
      return Checklists.findOneAndUpdate({ companyId: tenant(companyId), _id: checklistId }, { $set: set }, { returnDocument: 'after' }).lean<ChecklistOTDoc>();
    },

    async remove(companyId: string, checklistId: Types.ObjectId): Promise<number> {
      return (await Checklists.deleteOne({ companyId: tenant(companyId), _id: checklistId })).deletedCount;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Checklists.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },
  };
}

export type ChecklistsRepository = ReturnType<typeof checklistsRepository>;
