import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { AsignadoOTDoc } from '../../shared/documents.ts';

type Stored = Omit<AsignadoOTDoc, '_id'>;

const asignadoSchema = storedSchema<Stored>({
  ...requiredIds('companyId', 'projectId', 'checklistId', 'espacioId'),
  Nombre: { type: String, required: true },
  ordenKey: { type: String, required: true },
  Asignado: { type: Boolean, default: true },
  Cantidad: { type: Number, required: true },
  Revisores: { type: [Schema.Types.ObjectId], default: [] },
  createdAt: { type: Date, required: true },
});
// A space once per checklist.
asignadoSchema.index({ companyId: 1, checklistId: 1, espacioId: 1 }, { unique: true });
// The checklist's spaces in natural order; a space's assignments (delete cascade, counts).
asignadoSchema.index({ companyId: 1, checklistId: 1, ordenKey: 1, _id: 1 });
asignadoSchema.index({ companyId: 1, projectId: 1, espacioId: 1 });
// The user cascade and a reviewer's sheets.
asignadoSchema.index({ companyId: 1, Revisores: 1 });

export function asignadoModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'AsignadoOT', asignadoSchema, collections.asignados);
}
