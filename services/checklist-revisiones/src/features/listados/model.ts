import { hierarchyModel, listadoSchema } from '@insp/module-service/hierarchy';
import { type Connection, type Model, Schema } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ListadoDoc } from '../../shared/hierarchy.ts';

// The shared listado fields and indexes (module platform), plus the assigned checklist.
const schema = listadoSchema<ListadoDoc>({ ChecklistId: { type: Schema.Types.ObjectId, default: null }, ChecklistName: { type: String, default: null } });

export function listadoModel(db: Connection): Model<Omit<ListadoDoc, '_id'>> {
  return hierarchyModel<ListadoDoc>(db, 'ListadoChecklist', schema, collections.listados);
}
