import type { ModuleService } from '@insp/contracts';
import type { WebhookEntregaEstado, WebhookTipo } from '@insp/contracts/webhooks';
import { webhookEntregaEstados } from '@insp/contracts/webhooks';
import { type Connection, Schema, type Types } from 'mongoose';

/** A company's endpoint (collection webhooks). The secret is kept to sign deliveries; it is shown once. */
export interface WebhookDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  url: string;
  descripcion: string;
  eventos: WebhookTipo[];
  activo: boolean;
  secret: string;
  deshabilitadoEn: Date | null;
  motivoDeshabilitado: string | null;
  /** The failure streak: deliveries failed in a row since the last success, and when the streak began. */
  fallasSeguidas: number;
  fallasDesde: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const webhookSchema = new Schema<WebhookDoc>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    url: { type: String, required: true },
    descripcion: { type: String, default: '' },
    eventos: { type: [String], default: [] },
    activo: { type: Boolean, default: true },
    secret: { type: String, required: true },
    deshabilitadoEn: { type: Date, default: null },
    motivoDeshabilitado: { type: String, default: null },
    fallasSeguidas: { type: Number, default: 0 },
    fallasDesde: { type: Date, default: null },
  },
  { collection: 'webhooks', timestamps: true, strict: 'throw' },
);
webhookSchema.index({ companyId: 1, createdAt: 1 });

/**
 * One event for one endpoint (collection webhook_entregas): the body is fixed when the event
 * arrives, so every attempt (and 'Reenviar') sends the same bytes under the same id.
 */
export interface EntregaDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  webhookId: Types.ObjectId;
  eventoId: string;
  tipo: WebhookTipo;
  modulo: ModuleService;
  cuerpo: string;
  estado: WebhookEntregaEstado;
  intentos: number;
  codigo: number | null;
  error: string | null;
  duracionMs: number | null;
  ultimoIntentoEn: Date | null;
  /** When the next attempt is due (null once Entregada or Fallida). */
  proximoIntentoEn: Date | null;
  /** Retries stop after this (24 h after the event, or after a 'Reenviar'). */
  limite: Date;
  /** Claim round: an attempt is claimed by inserting `<id>:<ronda>` into webhook_reclamos. */
  ronda: number;
  createdAt: Date;
  updatedAt: Date;
}

const entregaSchema = new Schema<EntregaDoc>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    webhookId: { type: Schema.Types.ObjectId, required: true },
    eventoId: { type: String, required: true },
    tipo: { type: String, required: true },
    modulo: { type: String, required: true },
    cuerpo: { type: String, required: true },
    estado: { type: String, enum: webhookEntregaEstados, required: true, default: 'Pendiente' },
    intentos: { type: Number, default: 0 },
    codigo: { type: Number, default: null },
    error: { type: String, default: null },
    duracionMs: { type: Number, default: null },
    ultimoIntentoEn: { type: Date, default: null },
    proximoIntentoEn: { type: Date, default: null },
    limite: { type: Date, required: true },
    ronda: { type: Number, default: 0 },
  },
  { collection: 'webhook_entregas', timestamps: true, strict: 'throw' },
);
// One delivery per endpoint and event: a repeated batch creates nothing.
entregaSchema.index({ webhookId: 1, eventoId: 1 }, { unique: true });
entregaSchema.index({ estado: 1, proximoIntentoEn: 1 });
entregaSchema.index({ companyId: 1, webhookId: 1, createdAt: -1 });

/** The claim of one attempt (collection webhook_reclamos): the unique id makes one replica win. */
export interface ReclamoDoc {
  _id: string;
  createdAt: Date;
}

const reclamoSchema = new Schema<ReclamoDoc>(
  { _id: { type: String, required: true }, createdAt: { type: Date, required: true } },
  { collection: 'webhook_reclamos', strict: 'throw' },
);
reclamoSchema.index({ createdAt: 1 });

/**
 * An event already taken in (collection webhook_eventos), so a batch sent again (the module did not
 * see the answer) makes no second delivery even after its rows left the log.
 */
export interface EventoDoc {
  _id: string;
  companyId: Types.ObjectId;
  createdAt: Date;
}

const eventoSchema = new Schema<EventoDoc>(
  { _id: { type: String, required: true }, companyId: { type: Schema.Types.ObjectId, required: true }, createdAt: { type: Date, required: true } },
  { collection: 'webhook_eventos', strict: 'throw' },
);
eventoSchema.index({ companyId: 1 });
eventoSchema.index({ createdAt: 1 });

/** The models bound to one connection (mongoose hands back the same model for the same schema). */
export const webhookModels = (db: Connection) => ({
  Webhook: db.model('Webhook', webhookSchema),
  Entrega: db.model('WebhookEntrega', entregaSchema),
  Reclamo: db.model('WebhookReclamo', reclamoSchema),
  Evento: db.model('WebhookEvento', eventoSchema),
});

export async function ensureWebhookIndexes(db: Connection): Promise<void> {
  for (const model of Object.values(webhookModels(db))) await model.createIndexes();
}
