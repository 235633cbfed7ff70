import { Schema, type Connection, type Model } from 'mongoose';
import { collections } from '../../shared/collections.ts';
import type { SubcontratoDoc } from '../../shared/hierarchy.ts';

type Stored = Omit<SubcontratoDoc, '_id'>;

const subcontratoSchema = new Schema<Stored>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    revisionId: { type: Schema.Types.ObjectId, required: true },
    listadoId: { type: Schema.Types.ObjectId, required: true },
    recintoId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true },
    nombreKey: { type: String, required: true },
    Activado: { type: Boolean, default: true },
    IdReferenceList: { type: String, default: null },
    FechaCreacion: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// 'Subcontrato ya existe': unique within the room, case and accents ignored; also the list's sort.
subcontratoSchema.index({ companyId: 1, recintoId: 1, nombreKey: 1 }, { unique: true });
subcontratoSchema.index({ companyId: 1, recintoId: 1, nombreKey: 1, _id: 1 });
subcontratoSchema.index({ companyId: 1, listadoId: 1 });
subcontratoSchema.index({ companyId: 1, projectId: 1 });

export function subcontratoModel(db: Connection): Model<Stored> {
  return (db.models.SubcontratoChecklist as Model<Stored> | undefined) ?? db.model<Stored>('SubcontratoChecklist', subcontratoSchema, collections.subcontratos);
}
