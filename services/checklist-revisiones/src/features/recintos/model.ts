import { connectionModel } from '@insp/service-kit';
import type { Connection, Model } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { RecintoDoc } from '../../shared/hierarchy.ts';
import { namedChildSchema } from '../../shared/named-children.ts';

type Stored = Omit<RecintoDoc, '_id'>;

// 'Recintos ya existe': unique within the listado, case and accents ignored; also the list's sort.
const recintoSchema = namedChildSchema<Stored>('listadoId');

export function recintoModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'RecintoChecklist', recintoSchema, collections.recintos);
}
