import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, type Types } from 'mongoose';

export const CAPTURES_COLLECTION = 'capturas';
/** The results of completed claims, one insert each (see CaptureResult). */
export const CAPTURE_RESULTS_COLLECTION = 'capturas_resultados';

/**
 * A field device's create, claimed by its client-generated id: the unique (companyId, clientId)
 * index makes the first request the only one that creates; repeats read its result.
 */
export interface CaptureClaim {
  /** `<companyId>:<clientId>` (see claimKey); claims made before keys were ObjectIds. */
  _id: string | Types.ObjectId;
  companyId: Types.ObjectId;
  clientId: string;
  /** The kind of record the create makes ('Observacion'…): a clientId is not reused across kinds. */
  entity: string;
  /**
   * A claim stays 'pendiente': its result is a document of its own (CaptureResult). Claims
   * completed before results had their own collection were updated to 'listo' with `resultId`.
   */
  state: 'pendiente' | 'listo';
  resultId?: string;
  createdAt: Date;
}

/**
 * What a completed claim created: inserted under the claim's key, never updated. On the embedded
 * database an update or delete by `_id` scans the collection (an insert and a read by `_id` do
 * not), so completing a claim by updating it made every capture as slow as the collection is
 * long (issue 17 §3). A repeat finds it by `_id`; it carries a copy of the claim's fields.
 */
export interface CaptureResult {
  /** The claim's key, `<companyId>:<clientId>`. */
  _id: string;
  companyId: Types.ObjectId;
  clientId: string;
  entity: string;
  state: 'listo';
  resultId: string;
  createdAt: Date;
}

const captureSchema = storedSchema<CaptureClaim>({
  ...requiredIds('companyId'),
  clientId: { type: String, required: true },
  entity: { type: String, required: true },
  state: { type: String, enum: ['pendiente', 'listo'], required: true },
  resultId: { type: String },
  createdAt: { type: Date, required: true },
});
captureSchema.index({ companyId: 1, clientId: 1 }, { unique: true });

export function captureModel(db: Connection): Model<CaptureClaim> {
  return connectionModel(db, 'Captura', captureSchema, CAPTURES_COLLECTION);
}
