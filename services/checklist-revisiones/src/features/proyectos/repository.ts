import { countByParent, proyectosStore } from '@insp/module-service/hierarchy';
import type { Connection, Types } from 'mongoose';

import { type Avance, avancePor, deletedListados } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { proyectoModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter (the purge scan excepted). */
export function proyectosRepository(db: Connection) {
  return {
    ...proyectosStore<ProyectoDoc>(proyectoModel(db)),

    /** Carpetas (revisions) and the 'x de y' of each project, answers of deleted listados left out. */
    async counts(companyId: string, projectIds: Types.ObjectId[]): Promise<{ carpetas: Map<string, number>; avance: (id: Types.ObjectId) => Avance }> {
      const excluded = projectIds.length > 0 ? await deletedListados(db, companyId, { projectId: { $in: projectIds } }) : [];
      const [carpetas, avance] = await Promise.all([
        countByParent(db, collections.revisiones, companyId, 'projectId', projectIds),
        avancePor(db, companyId, 'projectId', projectIds, excluded),
      ]);
      return { carpetas, avance };
    },
  };
}

export type ProyectosRepository = ReturnType<typeof proyectosRepository>;
