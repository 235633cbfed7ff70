import { connectionModel } from '@insp/service-kit';
import type { Connection, Model } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { SubcontratoDoc } from '../../shared/hierarchy.ts';
import { namedChildSchema } from '../../shared/named-children.ts';

type Stored = Omit<SubcontratoDoc, '_id'>;

// 'Subcontrato ya existe': unique within the room, case and accents ignored; also the list's sort.
const subcontratoSchema = namedChildSchema<Stored>('recintoId');

export function subcontratoModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'SubcontratoChecklist', subcontratoSchema, collections.subcontratos);
}
