import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ChecklistOTDoc } from '../../shared/documents.ts';

type Stored = Omit<ChecklistOTDoc, '_id'>;

const checklistSchema = storedSchema<Stored>({
  ...requiredIds('companyId', 'projectId', 'listaId'),
  Nombre: { type: String, required: true },
  nombreKey: { type: String, required: true },
  Tipo: { type: String, enum: ['Obra Gruesa', 'Terminaciones'], required: true },
  MetaRevision: { type: Number, required: true },
  Unidad: { type: String, required: true },
  Preguntas: { type: [new Schema({ Categoria: String, Preguntas: [String] }, { _id: false })], default: [] },
  FechaCreacion: { type: Date, required: true },
  createdAt: { type: Date, required: true },
});
// A list of checks once per project ('Este checklist ya está asignado.'), and a name once ('La lista de chequeo {name} ya fue asignada.').
checklistSchema.index({ companyId: 1, projectId: 1, listaId: 1 }, { unique: true });
checklistSchema.index({ companyId: 1, projectId: 1, nombreKey: 1 }, { unique: true });
checklistSchema.index({ companyId: 1, projectId: 1, Tipo: 1, nombreKey: 1, _id: 1 });

export function checklistModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'ChecklistOT', checklistSchema, collections.checklists);
}
