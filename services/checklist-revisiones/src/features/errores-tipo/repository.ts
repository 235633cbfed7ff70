import { namedChildrenStore } from '@insp/module-service/named-children';
import type { Connection, Types } from 'mongoose';

import { type Avance, avancePor } from '../../shared/avance.ts';
import type { ErrorTipoDoc } from '../../shared/hierarchy.ts';
import { errorTipoModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function erroresTipoRepository(db: Connection) {
  return {
    ...namedChildrenStore<ErrorTipoDoc>(errorTipoModel(db), 'subcontratoId'),

    /** The 'x de y' of each error type. */
    counts: (companyId: string, ids: Types.ObjectId[]): Promise<(id: Types.ObjectId) => Avance> => avancePor(db, companyId, 'errorTipoId', ids),
  };
}

export type ErroresTipoRepository = ReturnType<typeof erroresTipoRepository>;
