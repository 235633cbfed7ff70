import { type Connection, type Model, Schema } from 'mongoose';

/**
 * One company's digest of one local date (collection `resumenes_enviados`): inserted before anything
 * is sent, with `_id` `<companyId>:<YYYY-MM-DD>`, so among replicas only the one whose insert wins
 * sends it (a duplicate _id fails with 11000 on devdb and MongoDB alike).
 */
export interface ResumenEnvioDoc {
  _id: string;
  companyId: string;
  fecha: string;
  desde: Date;
  hasta: Date;
  /** Mails sent; set when the run ends. */
  enviados: number | null;
  /** Module services that did not answer (their part of the day is not sent). */
  faltantes: string[];
  createdAt: Date;
}

const envioSchema = new Schema<ResumenEnvioDoc>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    fecha: { type: String, required: true },
    desde: { type: Date, required: true },
    hasta: { type: Date, required: true },
    enviados: { type: Number, default: null },
    faltantes: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The company's last digest (where the next one's window starts).
envioSchema.index({ companyId: 1, hasta: -1 });

export function resumenEnvioModel(db: Connection): Model<ResumenEnvioDoc> {
  return (db.models.ResumenEnvio as Model<ResumenEnvioDoc> | undefined) ?? db.model<ResumenEnvioDoc>('ResumenEnvio', envioSchema, 'resumenes_enviados');
}
