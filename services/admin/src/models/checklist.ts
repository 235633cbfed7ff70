import { Schema, type Types } from 'mongoose';

export interface ErrorTipoEntry {
  id: string;
  Nombre: string;
  Activado: boolean;
}
export interface SubcontratoEntry {
  id: string;
  Nombre: string;
  ErroresTipo: ErrorTipoEntry[];
}
export interface RecintoEntry {
  id: string;
  Nombre: string;
  Activado: boolean;
  Subcontratos: SubcontratoEntry[];
}

/**
 * Checklist-review template (collection Checklists, spec 000 §3). ItemsRecintos is rewritten
 * whole ($set) on every change, guarded by Rev.
 */
export interface ChecklistDoc {
  _id: Types.ObjectId;
  EmpresaId: Types.ObjectId;
  Nombre: string;
  Nombre_lower: string;
  Activado: boolean;
  FechaCreacion: Date;
  ItemsRecintos: RecintoEntry[];
  Rev: number;
  createdAt: Date;
  updatedAt: Date;
}

const errorTipo = new Schema<ErrorTipoEntry>({ id: { type: String, required: true }, Nombre: { type: String, required: true }, Activado: { type: Boolean, default: true } }, { _id: false });
const subcontrato = new Schema<SubcontratoEntry>({ id: { type: String, required: true }, Nombre: { type: String, required: true }, ErroresTipo: { type: [errorTipo], default: [] } }, { _id: false });
const recinto = new Schema<RecintoEntry>(
  { id: { type: String, required: true }, Nombre: { type: String, required: true }, Activado: { type: Boolean, default: true }, Subcontratos: { type: [subcontrato], default: [] } },
  { _id: false },
);

export const checklistSchema = new Schema<ChecklistDoc>(
  {
    EmpresaId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true, trim: true },
    Nombre_lower: { type: String, required: true },
    Activado: { type: Boolean, required: true, default: true },
    FechaCreacion: { type: Date, required: true },
    ItemsRecintos: { type: [recinto], default: [] },
    Rev: { type: Number, required: true, default: 0 },
  },
  { collection: 'Checklists', timestamps: true, strict: 'throw' },
);
checklistSchema.index({ EmpresaId: 1, Nombre_lower: 1 }, { unique: true });
checklistSchema.index({ EmpresaId: 1, Nombre_lower: 1, _id: 1 });
