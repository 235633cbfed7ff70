import { Schema, type Connection, type Model } from 'mongoose';
import { collections } from '../../shared/collections.ts';
import type { ListadoDoc } from '../../shared/hierarchy.ts';
import { responsableSchema } from '../../shared/responsable.ts';

type Stored = Omit<ListadoDoc, '_id'>;

const listadoSchema = new Schema<Stored>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    revisionId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true },
    nombreKey: { type: String, required: true },
    Responsable: { type: responsableSchema, default: null },
    ChecklistId: { type: Schema.Types.ObjectId, default: null },
    ChecklistName: { type: String, default: null },
    FechaCreacion: { type: Date, required: true },
    FechaPropuesta: { type: Date, default: null },
    FechaReal: { type: Date, default: null },
    Estado: { type: String, enum: ['Activo', 'Eliminado'], required: true },
    FechaEliminacion: { type: Date, default: null },
    AlertaEliminacion: { type: Boolean, default: false },
    DiasEliminacion: { type: Number, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Unique name within the revision (case and accents ignored), deleted listados included.
listadoSchema.index({ companyId: 1, revisionId: 1, nombreKey: 1 }, { unique: true });
listadoSchema.index({ companyId: 1, revisionId: 1, nombreKey: 1, _id: 1 });
listadoSchema.index({ companyId: 1, revisionId: 1, FechaCreacion: 1, _id: 1 });
listadoSchema.index({ companyId: 1, projectId: 1 });
listadoSchema.index({ Estado: 1, FechaEliminacion: 1 });

export function listadoModel(db: Connection): Model<Stored> {
  return (db.models.ListadoChecklist as Model<Stored> | undefined) ?? db.model<Stored>('ListadoChecklist', listadoSchema, collections.listados);
}
