import { Schema, type Connection, type Model } from 'mongoose';
import { collections } from '../../shared/collections.ts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';
import { responsableSchema } from '../../shared/responsable.ts';

type Stored = Omit<RevisionDoc, '_id'>;

const revisionSchema = new Schema<Stored>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true },
    nombreKey: { type: String, required: true },
    Responsable: { type: responsableSchema, default: null },
    FechaCreacion: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Unique name within the project (case and accents ignored); also the table's sort.
revisionSchema.index({ companyId: 1, projectId: 1, nombreKey: 1 }, { unique: true });
revisionSchema.index({ companyId: 1, projectId: 1, nombreKey: 1, _id: 1 });

export function revisionModel(db: Connection): Model<Stored> {
  return (db.models.RevisionChecklist as Model<Stored> | undefined) ?? db.model<Stored>('RevisionChecklist', revisionSchema, collections.revisiones);
}
