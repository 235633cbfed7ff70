import type { EstadoRespuestaOT, TipoChecklistOT } from '@insp/contracts/neo';
import { oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { AsignadoOTDoc, ChecklistOTDoc, EspacioOTDoc } from '../../shared/documents.ts';
import { type ChecklistFigures, checklistFigures } from '../../shared/figures.ts';

/** Answers counted per group and state: group key → state → count. */
export type Conteos = Map<string, Map<EstadoRespuestaOT, number>>;

/** The answer filters of the deviation reports. */
export interface AnswerMatch {
  projectId: Types.ObjectId;
  Tipo?: TipoChecklistOT;
  checklistId?: Types.ObjectId;
  espacioId?: Types.ObjectId;
  Sector?: string;
}

/** Every function takes the tenant first and puts it in every filter. */
export function estadisticasRepository(db: Connection) {
  const Respuestas = db.collection(collections.respuestas);
  const Checklists = db.collection<ChecklistOTDoc>(collections.checklists);
  const Asignados = db.collection<AsignadoOTDoc>(collections.asignados);
  const Espacios = db.collection<EspacioOTDoc>(collections.espacios);
  const tenant = oid;

  return {
    /**
     * Answers per group and state in one round trip: a $group on (group, state) with ONE $sum
     * accumulator (devdb computes only the first accumulator of a $group).
     */
    async conteos(companyId: string, match: AnswerMatch, groupBy: string | Record<string, string>): Promise<Conteos> {
      const key = typeof groupBy === 'string' ? `$${groupBy}` : groupBy;
      const rows = await Respuestas.aggregate<{ _id: { k: unknown; e: EstadoRespuestaOT }; n: number }>([
        { $match: { companyId: tenant(companyId), ...match } },
        { $group: { _id: { k: key, e: '$Estado' }, n: { $sum: 1 } } },
      ]).toArray();
      const result: Conteos = new Map();
      for (const row of rows) {
        const k = typeof row._id.k === 'object' && row._id.k !== null && !('toHexString' in row._id.k) ? Object.values(row._id.k).join(':') : String(row._id.k);
        const states = result.get(k) ?? new Map<EstadoRespuestaOT, number>();
        states.set(row._id.e, (states.get(row._id.e) ?? 0) + row.n);
        result.set(k, states);
      }
      return result;
    },

    checklists(companyId: string, projectId: Types.ObjectId, tipo?: TipoChecklistOT): Promise<ChecklistOTDoc[]> {
      return Checklists.find({ companyId: tenant(companyId), projectId, ...(tipo ? { Tipo: tipo } : {}) })
        .sort({ nombreKey: 1, _id: 1 })
        .toArray();
    },

    checklist(companyId: string, projectId: Types.ObjectId, checklistId: Types.ObjectId): Promise<ChecklistOTDoc | null> {
      return Checklists.findOne({ companyId: tenant(companyId), projectId, _id: checklistId });
    },

    /** The project's spaces assigned to checklists of these ids, in natural order (one row per space). */
    async espaciosAsignados(companyId: string, projectId: Types.ObjectId, checklistIds: Types.ObjectId[]): Promise<{ id: string; Nombre: string }[]> {
      const rows = await Asignados.find(
        { companyId: tenant(companyId), projectId, checklistId: { $in: checklistIds } },
        { projection: { espacioId: 1 } },
      ).toArray();
      const ids = [...new Set(rows.map((row) => row.espacioId.toHexString()))].map((id) => oid(id));
      const espacios = await Espacios.find({ companyId: tenant(companyId), projectId, _id: { $in: ids } })
        .sort({ ordenKey: 1, _id: 1 })
        .toArray();
      return espacios.map((espacio) => ({ id: espacio._id.toHexString(), Nombre: espacio.Nombre }));
    },

    figures(companyId: string, projectId: Types.ObjectId): Promise<Map<string, ChecklistFigures>> {
      return checklistFigures(db, companyId, projectId);
    },
  };
}

export type EstadisticasRepository = ReturnType<typeof estadisticasRepository>;
