import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ObservacionDoc } from '../../shared/observaciones-query.ts';

type Observacion = Omit<ObservacionDoc, '_id'>;

const autorSchema = new Schema({ id: { type: String, required: true }, name: { type: String, required: true } }, { _id: false });

const observacionSchema = storedSchema<Observacion>({
  ...requiredIds('companyId', 'projectId', 'revisionId', 'listadoId'),
  Numero: { type: Number, required: true, min: 1 },
  clientId: { type: String, required: true },
  Sector: { type: String, required: true },
  Recinto: { type: String, required: true },
  Subcontrato: { type: String, required: true },
  ErrorTipo: { type: String, default: '' },
  Prioridad: { type: String, required: true },
  Comentario: { type: String, default: '' },
  // At most two ids (the company's LimiteFotos): bounded, so it may live in the document.
  Imagenes: { type: [Schema.Types.ObjectId], default: [] },
  CreatedAt: { type: Date, required: true },
  Resuelta: { type: Date, default: null },
  EditadoPor: { type: autorSchema, default: null },
  createdBy: { type: autorSchema, required: true },
  NombreProyecto: { type: String, required: true },
  NombreRevision: { type: String, required: true },
  NombreListado: { type: String, required: true },
});
// Numero is the next number of its listado: two captures that read the same maximum collide here
// (11000) and the loser retries with the next one, instead of trusting an $inc under concurrency.
observacionSchema.index({ companyId: 1, listadoId: 1, Numero: 1 }, { unique: true });
// The listado's screen: newest first, keyset pages on (CreatedAt, _id).
observacionSchema.index({ companyId: 1, listadoId: 1, CreatedAt: -1, _id: -1 });
// The project's summary, statistics and purge.
observacionSchema.index({ companyId: 1, projectId: 1, CreatedAt: -1, _id: -1 });

export function observacionModel(db: Connection): Model<Observacion> {
  return connectionModel(db, 'Observacion', observacionSchema, collections.observaciones);
}
