import { Schema, type Connection, type Model } from 'mongoose';
import { collections } from '../../shared/collections.ts';
import type { ErrorTipoDoc } from '../../shared/hierarchy.ts';

type Stored = Omit<ErrorTipoDoc, '_id'>;

const errorTipoSchema = new Schema<Stored>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    revisionId: { type: Schema.Types.ObjectId, required: true },
    listadoId: { type: Schema.Types.ObjectId, required: true },
    recintoId: { type: Schema.Types.ObjectId, required: true },
    subcontratoId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true },
    nombreKey: { type: String, required: true },
    Activado: { type: Boolean, default: true },
    IdReferenceList: { type: String, default: null },
    FechaCreacion: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// 'Error Tipo Existe': unique within the subcontract, case and accents ignored; also the list's sort.
errorTipoSchema.index({ companyId: 1, subcontratoId: 1, nombreKey: 1 }, { unique: true });
errorTipoSchema.index({ companyId: 1, subcontratoId: 1, nombreKey: 1, _id: 1 });
errorTipoSchema.index({ companyId: 1, listadoId: 1 });
errorTipoSchema.index({ companyId: 1, projectId: 1 });

export function errorTipoModel(db: Connection): Model<Stored> {
  return (db.models.ErrorTipoChecklist as Model<Stored> | undefined) ?? db.model<Stored>('ErrorTipoChecklist', errorTipoSchema, collections.erroresTipo);
}
