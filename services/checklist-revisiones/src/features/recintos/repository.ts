import { namedChildrenStore } from '@insp/module-service/named-children';
import type { Connection, Types } from 'mongoose';

import { hijosYAvance } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { RecintoDoc } from '../../shared/hierarchy.ts';
import type { RecintoCounts } from './mappers.ts';
import { recintoModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function recintosRepository(db: Connection) {
  return {
    ...namedChildrenStore<RecintoDoc>(recintoModel(db), 'listadoId'),

    /** Subcontratos column and the 'X de Y' of each room. */
    counts: (companyId: string, ids: Types.ObjectId[]): Promise<(id: Types.ObjectId) => RecintoCounts> =>
      hijosYAvance(db, companyId, 'recintoId', ids, { collection: collections.subcontratos, total: 'TotalSubcontratos' }),
  };
}

export type RecintosRepository = ReturnType<typeof recintosRepository>;
