import { Schema, type Types } from 'mongoose';

export interface CategoriaDoc {
  Categoria: string;
  Preguntas: string[];
}

/**
 * A work-order list of checks of a company (collection ListasDeChequeo, spec 000 §3): one document
 * per list, unique per (company, nombreKey). Its questions stay inside it (bounded by the contract).
 */
export interface ListaChequeoDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  Nombre: string;
  nombreKey: string;
  FechaCreacion: Date;
  TotalRespuestas: number;
  Cantidad: number;
  TotalEspacios: number;
  EspaciosCompletados: number;
  Tipo: 'Obra Gruesa' | 'Terminaciones';
  Preguntas: CategoriaDoc[];
  createdAt: Date;
}

const count = { type: Number, required: true, min: 0, default: 0 };

export const listaChequeoSchema = new Schema<ListaChequeoDoc>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true, trim: true },
    nombreKey: { type: String, required: true },
    FechaCreacion: { type: Date, required: true },
    TotalRespuestas: count,
    Cantidad: count,
    TotalEspacios: count,
    EspaciosCompletados: count,
    Tipo: { type: String, enum: ['Obra Gruesa', 'Terminaciones'], required: true },
    Preguntas: {
      type: [new Schema<CategoriaDoc>({ Categoria: { type: String, required: true }, Preguntas: { type: [String], default: [] } }, { _id: false })],
      default: [],
    },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'ListasDeChequeo', strict: 'throw', versionKey: false },
);
listaChequeoSchema.index({ companyId: 1, nombreKey: 1 }, { unique: true });
listaChequeoSchema.index({ companyId: 1, nombreKey: 1, _id: 1 });
