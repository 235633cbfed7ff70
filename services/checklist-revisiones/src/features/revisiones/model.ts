import { hierarchyModel, revisionSchema } from '@insp/module-service/hierarchy';
import type { Connection, Model } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';

// The shared revision fields and indexes (module platform), on the checklist family's collection.
const schema = revisionSchema<RevisionDoc>();

export function revisionModel(db: Connection): Model<Omit<RevisionDoc, '_id'>> {
  return hierarchyModel<RevisionDoc>(db, 'RevisionChecklist', schema, collections.revisiones);
}
