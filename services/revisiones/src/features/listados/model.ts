import { hierarchyModel, listadoSchema } from '@insp/module-service/hierarchy';
import type { Connection, Model } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ListadoDoc } from '../../shared/hierarchy.ts';

// The shared listado fields and indexes (module platform): the revision family adds none.
const schema = listadoSchema<ListadoDoc>();

export function listadoModel(db: Connection): Model<Omit<ListadoDoc, '_id'>> {
  return hierarchyModel<ListadoDoc>(db, 'Listado', schema, collections.listados);
}
