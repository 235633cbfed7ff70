import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { HojaOTDoc } from '../../shared/documents.ts';

type Stored = Omit<HojaOTDoc, '_id'>;

const hojaSchema = storedSchema<Stored>({
  ...requiredIds('companyId', 'projectId', 'checklistId', 'asignadoId', 'espacioId'),
  Numero: { type: Number, required: true },
  Tipo: { type: String, enum: ['Obra Gruesa', 'Terminaciones'], required: true },
  Unidades: { type: Number, required: true },
  Estado: { type: String, required: true },
  CantidadEspacio: { type: Number, required: true },
  Revisores: { type: [new Schema({ id: Schema.Types.ObjectId, NombreRevisor: String }, { _id: false })], default: [] },
  NombreEspacio: { type: String, required: true },
  NombreChecklist: { type: String, required: true },
  PlanoRevisor: { type: String, default: null },
  Elemento: { type: String, default: null },
  Ubicacion: { type: String, default: null },
  Modo: { type: String, default: null },
  Sector: { type: String, default: null },
  Recinto: { type: String, default: null },
  Pasillo: { type: String, default: null },
  Otro: { type: String, default: null },
  FechaCreacion: { type: Date, required: true },
  FechaRevisionFinal: { type: Date, default: null },
  createdAt: { type: Date, required: true },
});
// The sheet number is unique per assigned space (retried on collision, never an $inc).
hojaSchema.index({ companyId: 1, asignadoId: 1, Numero: 1 }, { unique: true });
// The sheets screen: newest first.
hojaSchema.index({ companyId: 1, asignadoId: 1, FechaCreacion: -1, _id: -1 });
// Figures and reports per project and checklist.
hojaSchema.index({ companyId: 1, projectId: 1, checklistId: 1 });
// 'Mis hojas de respuestas': a reviewer's sheets (their sort keys, read at once).
hojaSchema.index({ companyId: 1, 'Revisores.id': 1, projectId: 1 });

export function hojaModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'HojaOT', hojaSchema, collections.hojas);
}
