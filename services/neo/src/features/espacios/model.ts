import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { EspacioOTDoc } from '../../shared/documents.ts';

type Stored = Omit<EspacioOTDoc, '_id'>;

const espacioSchema = storedSchema<Stored>({
  ...requiredIds('companyId', 'projectId'),
  Nombre: { type: String, required: true },
  nombreKey: { type: String, required: true },
  ordenKey: { type: String, required: true },
  Tipo: { type: String, required: true },
  Numero: { type: Number, required: true },
  FechaCreacion: { type: Date, required: true },
  createdAt: { type: Date, required: true },
});
// A name once per project ('{type} {n}' is never added twice).
espacioSchema.index({ companyId: 1, projectId: 1, nombreKey: 1 }, { unique: true });
// The list, in natural order.
espacioSchema.index({ companyId: 1, projectId: 1, ordenKey: 1, _id: 1 });

export function espacioModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'EspacioOT', espacioSchema, collections.espacios);
}
