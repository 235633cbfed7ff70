import { hierarchyModel, proyectoSchema } from '@insp/module-service/hierarchy';
import type { Connection, Model } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';

// The shared project fields and indexes (module platform), plus Tipo CheckList; no day fields.
const schema = proyectoSchema<ProyectoDoc>({ Tipo: { type: String, enum: ['CheckList'], required: true } });

export function proyectoModel(db: Connection): Model<Omit<ProyectoDoc, '_id'>> {
  return hierarchyModel<ProyectoDoc>(db, 'ProyectoChecklist', schema, collections.proyectos);
}
