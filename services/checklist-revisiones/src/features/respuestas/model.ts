import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { RespuestaDoc } from '../../shared/respuestas.ts';

type Stored = Omit<RespuestaDoc, '_id'>;

const autorSchema = new Schema({ id: { type: String, required: true }, name: { type: String, required: true } }, { _id: false });

const respuestaSchema = storedSchema<Stored>({
  ...requiredIds('companyId', 'projectId', 'revisionId', 'listadoId', 'recintoId', 'subcontratoId', 'errorTipoId'),
  clientId: { type: String, required: true },
  Order: { type: Number, required: true, min: 1 },
  Imagen: { type: Schema.Types.ObjectId, default: null },
  Comentario: { type: String, default: '' },
  Estado: { type: String, enum: ['Por Resolver', 'Resuelto', 'Criterios Propietario'], default: null },
  FechaCreacion: { type: Date, required: true },
  FechaResuelta: { type: Date, default: null },
  EditReponsible: { type: autorSchema, default: null },
  createdBy: { type: autorSchema, required: true },
  NombreRevision: { type: String, required: true },
  NombreListado: { type: String, required: true },
  NombreRecinto: { type: String, required: true },
  NombreSubcontrato: { type: String, required: true },
  NombreErrorTipo: { type: String, required: true },
});
// Order is the next number of its listado: two captures that read the same maximum collide here and the loser retries.
respuestaSchema.index({ companyId: 1, listadoId: 1, Order: 1 }, { unique: true });
// The answers page: by creation date, keyset pages on (FechaCreacion, _id).
respuestaSchema.index({ companyId: 1, errorTipoId: 1, FechaCreacion: 1, _id: 1 });
// The project summary, statistics and purge.
respuestaSchema.index({ companyId: 1, projectId: 1, FechaCreacion: -1, _id: -1 });
// The 'x de y' counters of rooms and subcontracts.
respuestaSchema.index({ companyId: 1, recintoId: 1 });
respuestaSchema.index({ companyId: 1, subcontratoId: 1 });

export function respuestaModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'RespuestaChecklist', respuestaSchema, collections.respuestas);
}
