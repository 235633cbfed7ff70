import type { Types} from 'mongoose';
import { type Connection, type mongo } from 'mongoose';
import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { observacionesCollection, type ObservacionDoc } from '../../shared/observaciones-query.ts';
import { oid } from '@insp/service-kit';
const validId = (id: string) => /^[a-f0-9]{24}$/i.test(id);

/**
 * Reads for the documents (projects, revisions, listados and observations by collection name; this
 * feature owns no collection). Every function takes the tenant first and filters by it.
 */
export function informesRepository(db: Connection) {
  const Proyectos = db.collection<ProyectoDoc>(collections.proyectos);
  const Revisiones = db.collection<RevisionDoc>(collections.revisiones);
  const Listados = db.collection<ListadoDoc>(collections.listados);
  const Observaciones = observacionesCollection(db);

  return {
    async findProject(companyId: string, projectId: string): Promise<ProyectoDoc | null> {
      if (!validId(projectId)) return null;
      return Proyectos.findOne({ companyId: oid(companyId), _id: oid(projectId) });
    },

    /** The project's revisions among `ids` (all of them without ids), by name. */
    async revisiones(companyId: string, projectId: Types.ObjectId, ids?: string[]): Promise<RevisionDoc[]> {
      const filter: mongo.Filter<RevisionDoc> = { companyId: oid(companyId), projectId };
      if (ids) filter._id = { $in: ids.filter(validId).map(oid) };
      return Revisiones.find(filter).sort({ nombreKey: 1, _id: 1 }).toArray();
    },

    /** The project's listados among `ids` (all of them without ids), deleted ones included, by name. */
    async listados(companyId: string, projectId: Types.ObjectId, ids?: string[]): Promise<ListadoDoc[]> {
      const filter: mongo.Filter<ListadoDoc> = { companyId: oid(companyId), projectId };
      if (ids) filter._id = { $in: ids.filter(validId).map(oid) };
      return Listados.find(filter).sort({ nombreKey: 1, _id: 1 }).toArray();
    },

    /**
     * Observations of the project per listado: one $group with a single $sum (devdb computes only
     * the first accumulator of a $group), resolved ones counted by a second call.
     */
    async countByListado(companyId: string, projectId: Types.ObjectId, resueltas: boolean): Promise<Map<string, number>> {
      const filter: mongo.Filter<ObservacionDoc> = { companyId: oid(companyId), projectId };
      if (resueltas) filter.Resuelta = { $ne: null };
      const rows = await Observaciones.aggregate<{ _id: Types.ObjectId; n: number }>([
        { $match: filter },
        { $group: { _id: '$listadoId', n: { $sum: 1 } } },
      ]).toArray();
      return new Map(rows.map((row) => [String(row._id), row.n]));
    },
  };
}

export type InformesRepository = ReturnType<typeof informesRepository>;
