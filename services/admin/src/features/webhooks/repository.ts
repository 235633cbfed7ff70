import { WEBHOOK_LOG_SIZE } from '@insp/contracts/webhooks';
import { isDuplicateKey } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { models, type UsuarioDoc } from '../../models/index.ts';
import { type EntregaDoc, type WebhookDoc, webhookModels } from './model.ts';

type NewWebhook = Pick<WebhookDoc, 'url' | 'descripcion' | 'eventos' | 'activo' | 'secret'>;
export type WebhookChanges = Partial<
  Pick<WebhookDoc, 'url' | 'descripcion' | 'eventos' | 'activo' | 'deshabilitadoEn' | 'motivoDeshabilitado' | 'fallasSeguidas' | 'fallasDesde'>
>;
export type NewEntrega = Omit<EntregaDoc, '_id' | 'createdAt' | 'updatedAt'>;

/** Counts what a write of many documents inserted when a unique index refused some of them. */
function insertedDespiteDuplicates(error: unknown): number {
  const bulk = error as { insertedDocs?: unknown[]; result?: { insertedCount?: number }; writeErrors?: unknown[] };
  const writeErrors = bulk.writeErrors ?? [];
  if (!isDuplicateKey(error) && !(writeErrors.length > 0 && writeErrors.every(isDuplicateKey))) throw error;
  return bulk.insertedDocs?.length ?? bulk.result?.insertedCount ?? 0;
}

/** Endpoints, deliveries and events of a company: the company first in every call. */
export function webhooksRepository(db: Connection) {
  const { Webhook, Entrega, Evento } = webhookModels(db);
  return {
    count: (companyId: Types.ObjectId) => Webhook.countDocuments({ companyId }).exec(),
    list: (companyId: Types.ObjectId) => Webhook.find({ companyId }).sort({ createdAt: 1, _id: 1 }).lean<WebhookDoc[]>().exec(),
    find: (companyId: Types.ObjectId, webhookId: string) => Webhook.findOne({ companyId, _id: webhookId }).lean<WebhookDoc>().exec(),
    active: (companyId: Types.ObjectId) => Webhook.find({ companyId, activo: true }).lean<WebhookDoc[]>().exec(),
    async create(companyId: Types.ObjectId, fields: NewWebhook): Promise<WebhookDoc> {
      const created = await Webhook.create({ companyId, ...fields });
      return created.toObject<WebhookDoc>();
    },
    update: (companyId: Types.ObjectId, webhookId: Types.ObjectId | string, changes: WebhookChanges) =>
      Webhook.findOneAndUpdate({ companyId, _id: webhookId }, { $set: changes }, { returnDocument: 'after' }).lean<WebhookDoc>().exec(),
    /** Disables an active endpoint; false when it was not active any more (another replica did it). */
    async disable(companyId: Types.ObjectId, webhookId: Types.ObjectId, at: Date, motivo: string): Promise<boolean> {
      const result = await Webhook.updateOne(
        { companyId, _id: webhookId, activo: true },
        { $set: { activo: false, deshabilitadoEn: at, motivoDeshabilitado: motivo } },
      ).exec();
      return result.modifiedCount > 0;
    },
    /** A failed delivery extends the streak (started at `at` when there was none). */
    async failed(companyId: Types.ObjectId, webhookId: Types.ObjectId, at: Date): Promise<WebhookDoc | null> {
      await Webhook.updateOne({ companyId, _id: webhookId, fallasDesde: null }, { $set: { fallasDesde: at } }).exec();
      return Webhook.findOneAndUpdate({ companyId, _id: webhookId }, { $inc: { fallasSeguidas: 1 } }, { returnDocument: 'after' })
        .lean<WebhookDoc>()
        .exec();
    },
    succeeded: (companyId: Types.ObjectId, webhookId: Types.ObjectId) =>
      Webhook.updateOne({ companyId, _id: webhookId }, { $set: { fallasSeguidas: 0, fallasDesde: null } }).exec(),
    async remove(companyId: Types.ObjectId, webhookId: string): Promise<boolean> {
      const result = await Webhook.deleteOne({ companyId, _id: webhookId }).exec();
      await Entrega.deleteMany({ companyId, webhookId }).exec();
      return result.deletedCount > 0;
    },

    entregas: (companyId: Types.ObjectId, webhookId: Types.ObjectId) =>
      Entrega.find({ companyId, webhookId }).sort({ createdAt: -1, _id: -1 }).limit(WEBHOOK_LOG_SIZE).lean<EntregaDoc[]>().exec(),
    findEntrega: (companyId: Types.ObjectId, webhookId: Types.ObjectId, entregaId: string) =>
      Entrega.findOne({ companyId, webhookId, _id: entregaId }).lean<EntregaDoc>().exec(),
    updateEntrega: (companyId: Types.ObjectId, entregaId: Types.ObjectId, changes: Partial<EntregaDoc>) =>
      Entrega.findOneAndUpdate({ companyId, _id: entregaId }, { $set: changes }, { returnDocument: 'after' }).lean<EntregaDoc>().exec(),
    /** Gives up the pending deliveries of an endpoint (disabled). */
    failPending: (companyId: Types.ObjectId, webhookId: Types.ObjectId, error: string) =>
      Entrega.updateMany({ companyId, webhookId, estado: 'Pendiente' }, { $set: { estado: 'Fallida', error, proximoIntentoEn: null } }).exec(),
    /** Inserts the deliveries; one that exists already (same endpoint and event) is skipped. Answers how many were new. */
    async insertEntregas(companyId: Types.ObjectId, entregas: NewEntrega[]): Promise<number> {
      if (entregas.length === 0) return 0;
      try {
        const inserted = await Entrega.insertMany(
          entregas.map((entrega) => ({ ...entrega, companyId })),
          { ordered: false },
        );
        return inserted.length;
      } catch (error) {
        return insertedDespiteDuplicates(error);
      }
    },
    /** Keeps the newest WEBHOOK_LOG_SIZE rows of an endpoint (a pending one always stays). */
    async pruneLog(companyId: Types.ObjectId, webhookId: Types.ObjectId): Promise<void> {
      const kept = await Entrega.find({ companyId, webhookId }, { _id: 1 })
        .sort({ createdAt: -1, _id: -1 })
        .limit(WEBHOOK_LOG_SIZE)
        .lean<Pick<EntregaDoc, '_id'>[]>()
        .exec();
      if (kept.length < WEBHOOK_LOG_SIZE) return;
      await Entrega.deleteMany({ companyId, webhookId, estado: { $ne: 'Pendiente' }, _id: { $nin: kept.map((entrega) => entrega._id) } }).exec();
    },

    async knownEventos(companyId: Types.ObjectId, ids: string[]): Promise<Set<string>> {
      const found = await Evento.find({ companyId, _id: { $in: ids } }, { _id: 1 })
        .lean<{ _id: string }[]>()
        .exec();
      return new Set(found.map((evento) => evento._id));
    },
    async recordEventos(companyId: Types.ObjectId, ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      try {
        await Evento.insertMany(
          ids.map((_id) => ({ _id, companyId, createdAt: at })),
          { ordered: false },
        );
      } catch (error) {
        insertedDespiteDuplicates(error);
      }
    },

    /** Where the notice of a disabled endpoint goes: the company's active directors. */
    async directorEmails(companyId: Types.ObjectId): Promise<string[]> {
      const directors = await models(db)
        .Usuario.find({ EmpresaReference: companyId, tipoUsuario: 'AdministradorEmpresa', Deleted: false, Activado: true }, { Email: 1 })
        .lean<Pick<UsuarioDoc, 'Email'>[]>()
        .exec();
      return directors.flatMap((director) => (director.Email ? [director.Email] : []));
    },

    /** The company purge: its endpoints, deliveries and events. */
    async deleteCompany(companyId: Types.ObjectId): Promise<void> {
      await Promise.all([Webhook.deleteMany({ companyId }).exec(), Entrega.deleteMany({ companyId }).exec(), Evento.deleteMany({ companyId }).exec()]);
    },
  };
}

/**
 * The delivery worker's view, across companies (it serves every tenant): due deliveries and the
 * claim of one attempt.
 */
export function deliveryQueue(db: Connection) {
  const { Entrega, Reclamo, Evento } = webhookModels(db);
  return {
    due: (now: Date, limit: number) =>
      Entrega.find({ estado: 'Pendiente', proximoIntentoEn: { $lte: now } })
        .sort({ proximoIntentoEn: 1, _id: 1 })
        .limit(limit)
        .lean<EntregaDoc[]>()
        .exec(),
    /**
     * True when this process won the attempt (one unique insert per round, so two replicas never
     * send the same round). A round claimed by a process that died before taking it is freed after `staleMs`.
     */
    async claim(entrega: EntregaDoc, now: Date, staleMs: number): Promise<boolean> {
      const id = `${entrega._id.toHexString()}:${entrega.ronda}`;
      try {
        await Reclamo.create({ _id: id, createdAt: now });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const held = await Reclamo.findById(id).lean<{ createdAt: Date }>().exec();
        if (held && now.getTime() - held.createdAt.getTime() > staleMs) {
          await Entrega.updateOne({ _id: entrega._id, ronda: entrega.ronda }, { $inc: { ronda: 1 } }).exec();
        }
        return false;
      }
      // Out of the due list while the attempt lasts; due again after the lease if this process dies.
      await Entrega.updateOne({ _id: entrega._id }, { $inc: { ronda: 1 }, $set: { proximoIntentoEn: new Date(now.getTime() + staleMs) } }).exec();
      return true;
    },
    /** Old claims and remembered events go (a module re-sends a batch within minutes, not days). */
    async sweep(claimsBefore: Date, eventsBefore: Date): Promise<void> {
      await Promise.all([Reclamo.deleteMany({ createdAt: { $lt: claimsBefore } }).exec(), Evento.deleteMany({ createdAt: { $lt: eventsBefore } }).exec()]);
    },
  };
}
