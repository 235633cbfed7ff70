import { Schema, type Connection, type Model } from 'mongoose';
import { responsableSchema } from '../../shared/responsable.ts';
import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';

type Stored = Omit<ProyectoDoc, '_id'>;

const proyectoSchema = new Schema<Stored>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    NombreProyecto: { type: String, required: true },
    nombreKey: { type: String, required: true },
    Tipo: { type: String, enum: ['CheckList'], required: true },
    FechaCreacion: { type: Date, required: true },
    Responsable: { type: responsableSchema, default: null },
    Responsables: { type: [Schema.Types.ObjectId], default: [] },
    Estado: { type: String, enum: ['Activo', 'Eliminado'], required: true },
    FechaEliminacion: { type: Date, default: null },
    EliminadoPor: { type: new Schema({ id: Schema.Types.ObjectId, Nombre: String }, { _id: false }), default: null },
    AlertaEliminacion: { type: Boolean, default: false },
    DiasEliminacion: { type: Number, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Unique name per company, case and accents ignored (a deleted project's name carries its suffix).
proyectoSchema.index({ companyId: 1, nombreKey: 1 }, { unique: true });
proyectoSchema.index({ companyId: 1, Estado: 1, nombreKey: 1, _id: 1 });
proyectoSchema.index({ companyId: 1, Responsables: 1 });
// The scheduled purge looks for deleted projects across companies.
proyectoSchema.index({ Estado: 1, FechaEliminacion: 1 });

export function proyectoModel(db: Connection): Model<Stored> {
  return (db.models.ProyectoChecklist as Model<Stored> | undefined) ?? db.model<Stored>('ProyectoChecklist', proyectoSchema, collections.proyectos);
}
