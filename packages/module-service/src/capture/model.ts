import { type Connection, type Model, Schema, type Types } from 'mongoose';

export const CAPTURES_COLLECTION = 'capturas';

/**
 * A field device's create, claimed by its client-generated id: the unique (companyId, clientId)
 * index makes the first request the only one that creates; repeats read `resultId`.
 */
export interface CaptureClaim {
  /** `<companyId>:<clientId>` (see claimKey); claims made before keys were ObjectIds. */
  _id: string | Types.ObjectId;
  companyId: Types.ObjectId;
  clientId: string;
  /** The kind of record the create makes ('Observacion'…): a clientId is not reused across kinds. */
  entity: string;
  state: 'pendiente' | 'listo';
  resultId?: string;
  createdAt: Date;
}

const captureSchema = new Schema<CaptureClaim>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    clientId: { type: String, required: true },
    entity: { type: String, required: true },
    state: { type: String, enum: ['pendiente', 'listo'], required: true },
    resultId: { type: String },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
captureSchema.index({ companyId: 1, clientId: 1 }, { unique: true });

export function captureModel(db: Connection): Model<CaptureClaim> {
  return (db.models.Captura as Model<CaptureClaim> | undefined) ?? db.model<CaptureClaim>('Captura', captureSchema, CAPTURES_COLLECTION);
}
