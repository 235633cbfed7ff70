import { Schema, type Connection, type Model } from 'mongoose';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { collections } from '../../shared/collections.ts';
import { responsableSchema } from '../../shared/responsable.ts';

type Stored = Omit<ProyectoDoc, '_id'>;

const proyectoSchema = new Schema<Stored>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    NombreProyecto: { type: String, required: true },
    nombreKey: { type: String, required: true },
    FechaCreacion: { type: Date, required: true },
    DiasPorVencer: { type: Number, required: true },
    DiasVencidos: { type: Number, required: true },
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
// Unique name per company, case and accents ignored; a deleted project's name carries its
// date-time suffix, so it never blocks a new one.
proyectoSchema.index({ companyId: 1, nombreKey: 1 }, { unique: true });
// The table: active (or all) projects of the company by name.
proyectoSchema.index({ companyId: 1, Estado: 1, nombreKey: 1, _id: 1 });
// A company user's projects.
proyectoSchema.index({ companyId: 1, Responsables: 1 });
// The scheduled purge looks for deleted projects across companies.
proyectoSchema.index({ Estado: 1, FechaEliminacion: 1 });

export function proyectoModel(db: Connection): Model<Stored> {
  return (db.models.Proyecto as Model<Stored> | undefined) ?? db.model<Stored>('Proyecto', proyectoSchema, collections.proyectos);
}
