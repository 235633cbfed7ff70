import { countByParent, revisionesStore } from '@insp/module-service/hierarchy';
import type { Connection, Types } from 'mongoose';

import { type Avance, avancePor, deletedListados } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';
import { revisionModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function revisionesRepository(db: Connection) {
  return {
    ...revisionesStore<RevisionDoc>(revisionModel(db), collections.listados),

    /** Active listados (Carpetas) and the 'x de y' of each revision. */
    async counts(
      companyId: string,
      projectId: Types.ObjectId,
      revisionIds: Types.ObjectId[],
    ): Promise<{ carpetas: Map<string, number>; avance: (id: Types.ObjectId) => Avance }> {
      const excluded = await deletedListados(db, companyId, { projectId });
      const [carpetas, avance] = await Promise.all([
        countByParent(db, collections.listados, companyId, 'revisionId', revisionIds, { Estado: 'Activo' }),
        avancePor(db, companyId, 'revisionId', revisionIds, excluded),
      ]);
      return { carpetas, avance };
    },
  };
}

export type RevisionesRepository = ReturnType<typeof revisionesRepository>;
