import { countByParent } from '@insp/module-service/hierarchy';
import { namedChildrenStore } from '@insp/module-service/named-children';
import type { Connection, Types } from 'mongoose';

import { avancePor } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { RecintoDoc } from '../../shared/hierarchy.ts';
import type { RecintoCounts } from './mappers.ts';
import { recintoModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function recintosRepository(db: Connection) {
  return {
    ...namedChildrenStore<RecintoDoc>(recintoModel(db), 'listadoId'),

    /** Subcontratos column and the 'X de Y' of each room. */
    async counts(companyId: string, ids: Types.ObjectId[]): Promise<(id: Types.ObjectId) => RecintoCounts> {
      const [subcontratos, avance] = await Promise.all([
        countByParent(db, collections.subcontratos, companyId, 'recintoId', ids),
        avancePor(db, companyId, 'recintoId', ids),
      ]);
      return (id) => ({ TotalSubcontratos: subcontratos.get(id.toHexString()) ?? 0, ...avance(id) });
    },
  };
}

export type RecintosRepository = ReturnType<typeof recintosRepository>;
