import { namedChildrenStore } from '@insp/module-service/named-children';
import type { Connection, Types } from 'mongoose';

import { hijosYAvance } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { SubcontratoDoc } from '../../shared/hierarchy.ts';
import type { SubcontratoCounts } from './mappers.ts';
import { subcontratoModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function subcontratosRepository(db: Connection) {
  return {
    ...namedChildrenStore<SubcontratoDoc>(subcontratoModel(db), 'recintoId'),

    /** Error-type counts and the 'x de y' of each subcontract. */
    counts: (companyId: string, ids: Types.ObjectId[]): Promise<(id: Types.ObjectId) => SubcontratoCounts> =>
      hijosYAvance(db, companyId, 'subcontratoId', ids, { collection: collections.erroresTipo, total: 'TotalErroresTipo' }),
  };
}

export type SubcontratosRepository = ReturnType<typeof subcontratosRepository>;
