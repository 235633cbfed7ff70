import { hierarchyModel, proyectoSchema } from '@insp/module-service/hierarchy';
import type { Connection, Model } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';

// The shared project fields and indexes (module platform), plus the observation days (§4).
const schema = proyectoSchema<ProyectoDoc>({ DiasPorVencer: { type: Number, required: true }, DiasVencidos: { type: Number, required: true } });

export function proyectoModel(db: Connection): Model<Omit<ProyectoDoc, '_id'>> {
  return hierarchyModel<ProyectoDoc>(db, 'Proyecto', schema, collections.proyectos);
}
