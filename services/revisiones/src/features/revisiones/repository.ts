import { countByParent, revisionesStore } from '@insp/module-service/hierarchy';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';
import { revisionModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function revisionesRepository(db: Connection) {
  return {
    ...revisionesStore<RevisionDoc>(revisionModel(db), collections.listados),

    /** Active listados of each revision (Carpetas). */
    listadoCounts: (companyId: string, revisionIds: Types.ObjectId[]): Promise<Map<string, number>> =>
      countByParent(db, collections.listados, companyId, 'revisionId', revisionIds, { Estado: 'Activo' }),
  };
}

export type RevisionesRepository = ReturnType<typeof revisionesRepository>;
