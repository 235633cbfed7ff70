import { Schema, type Types } from 'mongoose';

/**
 * Checklist-review template (collection Checklists, spec 000 §3): the name and switch. Its places,
 * subcontractors and error types (ItemsRecintos in the API) are documents of their own
 * (checklist-items.ts).
 */
export interface ChecklistDoc {
  _id: Types.ObjectId;
  EmpresaId: Types.ObjectId;
  Nombre: string;
  Nombre_lower: string;
  Activado: boolean;
  FechaCreacion: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const checklistSchema = new Schema<ChecklistDoc>(
  {
    EmpresaId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true, trim: true },
    Nombre_lower: { type: String, required: true },
    Activado: { type: Boolean, required: true, default: true },
    FechaCreacion: { type: Date, required: true },
  },
  { collection: 'Checklists', timestamps: true, strict: 'throw' },
);
checklistSchema.index({ EmpresaId: 1, Nombre_lower: 1 }, { unique: true });
checklistSchema.index({ EmpresaId: 1, Nombre_lower: 1, _id: 1 });
