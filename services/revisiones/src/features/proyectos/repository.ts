import { countByParent, proyectosStore } from '@insp/module-service/hierarchy';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { proyectoModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter (the purge scan excepted). */
export function proyectosRepository(db: Connection) {
  return {
    ...proyectosStore<ProyectoDoc>(proyectoModel(db)),

    /** Number of revisions of each project (Carpetas). */
    revisionCounts: (companyId: string, projectIds: Types.ObjectId[]): Promise<Map<string, number>> =>
      countByParent(db, collections.revisiones, companyId, 'projectId', projectIds),
  };
}

export type ProyectosRepository = ReturnType<typeof proyectosRepository>;
