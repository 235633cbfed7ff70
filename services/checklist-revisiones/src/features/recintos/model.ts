import { Schema, type Connection, type Model } from 'mongoose';
import { collections } from '../../shared/collections.ts';
import type { RecintoDoc } from '../../shared/hierarchy.ts';

type Stored = Omit<RecintoDoc, '_id'>;

const recintoSchema = new Schema<Stored>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    revisionId: { type: Schema.Types.ObjectId, required: true },
    listadoId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true },
    nombreKey: { type: String, required: true },
    Activado: { type: Boolean, default: true },
    IdReferenceList: { type: String, default: null },
    FechaCreacion: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// 'Recintos ya existe': unique within the listado, case and accents ignored; also the list's sort.
recintoSchema.index({ companyId: 1, listadoId: 1, nombreKey: 1 }, { unique: true });
recintoSchema.index({ companyId: 1, listadoId: 1, nombreKey: 1, _id: 1 });
// Removals by any ancestor.
recintoSchema.index({ companyId: 1, projectId: 1 });

export function recintoModel(db: Connection): Model<Stored> {
  return (db.models.RecintoChecklist as Model<Stored> | undefined) ?? db.model<Stored>('RecintoChecklist', recintoSchema, collections.recintos);
}
