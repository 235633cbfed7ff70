import { connectionModel, requiredId, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { FirmaOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';

type StoredRespuesta = Omit<RespuestaOTDoc, '_id'>;
type StoredFirma = Omit<FirmaOTDoc, '_id'>;

const respuestaSchema = storedSchema<StoredRespuesta>({
  ...requiredIds('companyId', 'projectId', 'checklistId', 'asignadoId', 'espacioId', 'hojaId', 'revisorId'),
  NombreRevisor: { type: String, default: '' },
  categoria: { type: Number, required: true },
  pregunta: { type: Number, required: true },
  Categoria: { type: String, default: '' },
  Pregunta: { type: String, default: '' },
  slot: { type: Number, enum: [1, 2], required: true },
  Estado: { type: String, enum: ['Aprobado', 'Rechazado', 'No Aplica', 'Pendiente', 'Bloqueado'], required: true },
  Comentario: { type: String, default: '' },
  Foto: { type: Schema.Types.ObjectId, default: null },
  Fecha: { type: Date, required: true },
  Tipo: { type: String, required: true },
  Sector: { type: String, default: null },
  Parametro: { type: String, default: null },
  createdAt: { type: Date, required: true },
});
// One answer per slot of a question by a reviewer of a sheet.
respuestaSchema.index({ companyId: 1, hojaId: 1, revisorId: 1, categoria: 1, pregunta: 1, slot: 1 }, { unique: true });
// The deviation reports: answers of a project by checklist, type, space.
respuestaSchema.index({ companyId: 1, projectId: 1, Tipo: 1, checklistId: 1, Estado: 1 });
respuestaSchema.index({ companyId: 1, projectId: 1, espacioId: 1 });
// A space's answers at once (the zip of its sheets).
respuestaSchema.index({ companyId: 1, asignadoId: 1, hojaId: 1 });
// The sheets' marks (rejected / blocked answers).
respuestaSchema.index({ companyId: 1, hojaId: 1, Estado: 1 });

const firmaSchema = storedSchema<StoredFirma>({
  ...requiredIds('companyId', 'projectId', 'checklistId', 'asignadoId', 'hojaId', 'revisorId'),
  Firmante: { type: String, required: true },
  Fecha: { type: Date, required: true },
  fileId: requiredId,
  createdAt: { type: Date, required: true },
});
// One signature per reviewer of a sheet (a signed reviewer cannot sign again until the sheet is reopened).
firmaSchema.index({ companyId: 1, hojaId: 1, revisorId: 1 }, { unique: true });
firmaSchema.index({ companyId: 1, asignadoId: 1 });
firmaSchema.index({ companyId: 1, projectId: 1 });

export function respuestaModel(db: Connection): Model<StoredRespuesta> {
  return connectionModel(db, 'RespuestaOT', respuestaSchema, collections.respuestas);
}

export function firmaModel(db: Connection): Model<StoredFirma> {
  return connectionModel(db, 'FirmaOT', firmaSchema, collections.firmas);
}
