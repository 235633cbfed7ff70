import { connectionModel } from '@insp/service-kit';
import type { Connection, Model } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ErrorTipoDoc } from '../../shared/hierarchy.ts';
import { namedChildSchema } from '../../shared/named-children.ts';

type Stored = Omit<ErrorTipoDoc, '_id'>;

// 'Error Tipo Existe': unique within the subcontract, case and accents ignored; also the list's sort.
const errorTipoSchema = namedChildSchema<Stored>('subcontratoId');

export function errorTipoModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'ErrorTipoChecklist', errorTipoSchema, collections.erroresTipo);
}
