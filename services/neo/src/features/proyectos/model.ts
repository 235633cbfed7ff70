import { connectionModel } from '@insp/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ProyectoOTDoc } from '../../shared/documents.ts';

type Stored = Omit<ProyectoOTDoc, '_id'>;

const responsableSchema = new Schema(
  { id: { type: Schema.Types.ObjectId, required: true }, NombreCompleto: { type: String, required: true }, Cargo: { type: String, default: '' } },
  { _id: false },
);

const proyectoSchema = new Schema<Stored>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true },
    nombreKey: { type: String, required: true },
    Tipo: { type: String, enum: ['Edificios', 'Casas', 'Otro'], required: true },
    Responsable: { type: responsableSchema, default: null },
    Responsables: { type: [Schema.Types.ObjectId], default: [] },
    Espacios: { type: Schema.Types.Mixed, default: {} },
    FechaCreacion: { type: Date, required: true },
    ProyectoIniciado: { type: Boolean, default: false },
    ProyectoFinalizado: { type: Boolean, default: false },
    Eliminado: { type: Boolean, default: false },
    FechaEliminacion: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
// Unique name among the company's not deleted projects: a deleted project's key carries its id.
proyectoSchema.index({ companyId: 1, nombreKey: 1 }, { unique: true });
// The list: active or deleted projects of the company by name.
proyectoSchema.index({ companyId: 1, Eliminado: 1, nombreKey: 1, _id: 1 });
// A company user's projects, and the responsible filter.
proyectoSchema.index({ companyId: 1, Responsables: 1 });

export function proyectoModel(db: Connection): Model<Stored> {
  return connectionModel(db, 'ProyectoOT', proyectoSchema, collections.proyectos);
}
