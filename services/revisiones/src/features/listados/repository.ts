import { countByParent, listadosStore } from '@insp/module-service/hierarchy';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ListadoDoc } from '../../shared/hierarchy.ts';
import { listadoModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter (the purge scan excepted). */
export function listadosRepository(db: Connection) {
  return {
    ...listadosStore<ListadoDoc>(listadoModel(db), collections.proyectos),

    /** Observaciones column: total and resolved (Resuelta set) per listado, two round trips for the page. */
    async observationCounts(companyId: string, listadoIds: Types.ObjectId[]): Promise<{ total: Map<string, number>; resueltas: Map<string, number> }> {
      const [total, resueltas] = await Promise.all([
        countByParent(db, collections.observaciones, companyId, 'listadoId', listadoIds),
        countByParent(db, collections.observaciones, companyId, 'listadoId', listadoIds, { Resuelta: { $ne: null } }),
      ]);
      return { total, resueltas };
    },
  };
}

export type ListadosRepository = ReturnType<typeof listadosRepository>;
