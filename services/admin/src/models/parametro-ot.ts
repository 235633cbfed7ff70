import { type ParametroName, parametroNames } from '@insp/contracts';
import { Schema, type Types } from 'mongoose';

/**
 * One value of a work-order parameter of a company (collection ParametrosOT, spec 000 §3
 * UnidadesOT … OtrosOT): one document per value so that concurrent adds never overwrite each other;
 * unique per (company, parameter, nombreKey).
 */
export interface ParametroOTDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  parametro: ParametroName;
  Nombre: string;
  nombreKey: string;
  createdAt: Date;
}

export const parametroOTSchema = new Schema<ParametroOTDoc>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    parametro: { type: String, enum: parametroNames, required: true },
    Nombre: { type: String, required: true, trim: true },
    nombreKey: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'ParametrosOT', strict: 'throw', versionKey: false },
);
parametroOTSchema.index({ companyId: 1, parametro: 1, nombreKey: 1 }, { unique: true });
parametroOTSchema.index({ companyId: 1, parametro: 1, nombreKey: 1, _id: 1 });
