import { isDuplicateKey, oid, unlessDuplicate } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { AsignadoOTDoc, EspacioOTDoc, HojaOTDoc, ProyectoOTDoc } from '../../shared/documents.ts';
import { countBy } from '../../shared/figures.ts';
import { espacioModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function espaciosRepository(db: Connection) {
  const Espacios = espacioModel(db);
  const Proyectos = db.collection<ProyectoOTDoc>(collections.proyectos);
  const Asignados = db.collection<AsignadoOTDoc>(collections.asignados);
  const Hojas = db.collection<HojaOTDoc>(collections.hojas);
  const tenant = oid;

  return {
    model: Espacios,

    list(companyId: string, projectId: Types.ObjectId): Promise<EspacioOTDoc[]> {
      return Espacios.find({ companyId: tenant(companyId), projectId })
        .sort({ ordenKey: 1, _id: 1 })
        .lean<EspacioOTDoc[]>();
    },

    async keys(companyId: string, projectId: Types.ObjectId): Promise<Set<string>> {
      const rows = await Espacios.find({ companyId: tenant(companyId), projectId }, { nombreKey: 1 }).lean();
      return new Set(rows.map((row) => row.nombreKey));
    },

    /** Inserts the new spaces; a name another request added meanwhile is skipped. Returns the ones stored. */
    async insertMany(companyId: string, docs: EspacioOTDoc[]): Promise<EspacioOTDoc[]> {
      const stored: EspacioOTDoc[] = [];
      for (const doc of docs) {
        try {
          await Espacios.collection.insertOne({ ...doc, companyId: tenant(companyId) });
          stored.push(doc);
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      return stored;
    },

    count(companyId: string, projectId: Types.ObjectId): Promise<number> {
      return Espacios.countDocuments({ companyId: tenant(companyId), projectId });
    },

    /** Takes back spaces a create has just inserted (nothing hangs off them yet). */
    async removeMany(companyId: string, ids: Types.ObjectId[]): Promise<number> {
      return (await Espacios.deleteMany({ companyId: tenant(companyId), _id: { $in: ids } })).deletedCount;
    },

    /** The project's map of space types (the highest number generated per type). */
    async setTipos(companyId: string, projectId: Types.ObjectId, Espacios: Record<string, number>): Promise<void> {
      await Proyectos.updateOne({ companyId: tenant(companyId), _id: projectId }, { $set: { Espacios } });
    },

    async nameTaken(companyId: string, projectId: Types.ObjectId, nombreKey: string, exceptId: Types.ObjectId): Promise<boolean> {
      return (await Espacios.exists({ companyId: tenant(companyId), projectId, nombreKey, _id: { $ne: exceptId } })) !== null;
    },

    /** Renames; 'duplicate' when the name is taken. The assigned spaces and sheets keep the name in step. */
    async rename(
      companyId: string,
      espacio: EspacioOTDoc,
      set: Pick<EspacioOTDoc, 'Nombre' | 'nombreKey' | 'ordenKey'>,
    ): Promise<EspacioOTDoc | null | 'duplicate'> {
      const after = await unlessDuplicate(
        Espacios.findOneAndUpdate({ companyId: tenant(companyId), _id: espacio._id }, { $set: set }, { returnDocument: 'after' }).lean<EspacioOTDoc>(),
        'duplicate' as const,
      );
      if (after === 'duplicate') return after;
      await Asignados.updateMany({ companyId: tenant(companyId), espacioId: espacio._id }, { $set: { Nombre: set.Nombre, ordenKey: set.ordenKey } });
      await Hojas.updateMany({ companyId: tenant(companyId), espacioId: espacio._id }, { $set: { NombreEspacio: set.Nombre } });
      return after;
    },

    async remove(companyId: string, espacioId: Types.ObjectId): Promise<number> {
      return (await Espacios.deleteOne({ companyId: tenant(companyId), _id: espacioId })).deletedCount;
    },

    /** Checklists each space is assigned to. */
    asignaciones(companyId: string, projectId: Types.ObjectId): Promise<Map<string, number>> {
      return countBy(db, collections.asignados, companyId, { projectId }, 'espacioId');
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Espacios.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },
  };
}

export type EspaciosRepository = ReturnType<typeof espaciosRepository>;
