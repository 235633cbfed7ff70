import {
  type WebhookBody,
  type WebhookCreateResponse,
  type WebhookEntregasResponse,
  type WebhookEventosBody,
  type WebhookEventosResponse,
  type WebhookListResponse,
  type WebhookMutationResponse,
  WebhookPayload,
  type WebhookReenviarResponse,
  WEBHOOKS_MAX,
  type WebhookTipo,
  type WebhookTiposResponse,
} from '@insp/contracts/webhooks';
import { webhooks as texts } from '@insp/messages/webhooks';
import { HttpError } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import type { EmpresaDoc } from '../../models/index.ts';
import { RETRY_WINDOW_MS } from './deliveries.ts';
import { toEntrega, toWebhook } from './mappers.ts';
import type { WebhookDoc } from './model.ts';
import { type NewEntrega, webhooksRepository } from './repository.ts';
import { newSecret } from './signing.ts';
import type { UrlGuard } from './url-guard.ts';

export interface WebhooksServiceOptions {
  guard: UrlGuard;
  /** Asks the delivery worker to look now (after a batch or a 'Reenviar'); never awaited by a request. */
  kick: () => void;
}

/**
 * Endpoints of a company (at most WEBHOOKS_MAX), their delivery log and 'Reenviar', and the events
 * the module services forward (one delivery per active endpoint that wants the event's type).
 */
export function webhooksService(db: Connection, options: WebhooksServiceOptions) {
  const repo = webhooksRepository(db);

  async function endpointOr404(company: EmpresaDoc, webhookId: string): Promise<WebhookDoc> {
    const webhook = await repo.find(company._id, webhookId);
    if (!webhook) throw new HttpError(404, texts.notFound);
    return webhook;
  }

  return {
    async list(company: EmpresaDoc): Promise<WebhookListResponse> {
      return { items: (await repo.list(company._id)).map(toWebhook), max: WEBHOOKS_MAX };
    },

    async create(company: EmpresaDoc, body: WebhookBody): Promise<WebhookCreateResponse> {
      await options.guard.check(body.url);
      if ((await repo.count(company._id)) >= WEBHOOKS_MAX) throw new HttpError(409, texts.tooMany(WEBHOOKS_MAX));
      const secret = newSecret();
      const webhook = await repo.create(company._id, { url: body.url, descripcion: body.descripcion, eventos: body.eventos, activo: body.activo, secret });
      return { message: texts.created, webhook: toWebhook(webhook), secret };
    },

    async update(company: EmpresaDoc, webhookId: string, body: WebhookBody): Promise<WebhookMutationResponse> {
      const current = await endpointOr404(company, webhookId);
      await options.guard.check(body.url);
      // Switching an endpoint on again (after admin disabled it, or by hand) starts a new failure count.
      const reactivated = body.activo && !current.activo;
      const updated = await repo.update(company._id, current._id, {
        url: body.url,
        descripcion: body.descripcion,
        eventos: body.eventos,
        activo: body.activo,
        ...(reactivated ? { deshabilitadoEn: null, motivoDeshabilitado: null, fallasSeguidas: 0, fallasDesde: null } : {}),
      });
      if (!updated) throw new HttpError(404, texts.notFound);
      return { message: texts.updated, webhook: toWebhook(updated) };
    },

    async remove(company: EmpresaDoc, webhookId: string): Promise<{ message: string }> {
      if (!(await repo.remove(company._id, webhookId))) throw new HttpError(404, texts.notFound);
      return { message: texts.removed };
    },

    async entregas(company: EmpresaDoc, webhookId: string): Promise<WebhookEntregasResponse> {
      const webhook = await endpointOr404(company, webhookId);
      return { items: (await repo.entregas(company._id, webhook._id)).map(toEntrega) };
    },

    /** A new attempt now, with a new day of retries; the endpoint must be active. */
    async reenviar(company: EmpresaDoc, webhookId: string, entregaId: string, now: Date): Promise<WebhookReenviarResponse> {
      const webhook = await endpointOr404(company, webhookId);
      const entrega = await repo.findEntrega(company._id, webhook._id, entregaId);
      if (!entrega) throw new HttpError(404, texts.entregaNotFound);
      if (!webhook.activo) throw new HttpError(409, texts.reenviarInactive);
      const updated = await repo.updateEntrega(company._id, entrega._id, {
        estado: 'Pendiente',
        proximoIntentoEn: now,
        limite: new Date(now.getTime() + RETRY_WINDOW_MS),
      });
      if (!updated) throw new HttpError(404, texts.entregaNotFound);
      options.kick();
      return { message: texts.reenviada, entrega: toEntrega(updated) };
    },

    /** The types some active endpoint of the company wants (what a module forwards). */
    async tipos(companyId: Types.ObjectId): Promise<WebhookTiposResponse> {
      const wanted = new Set<WebhookTipo>((await repo.active(companyId)).flatMap((webhook) => webhook.eventos));
      return { tipos: [...wanted].sort() };
    },

    /** A module's batch: events seen before (same id) make no delivery again. */
    async ingest(companyId: Types.ObjectId, body: WebhookEventosBody, now: Date): Promise<WebhookEventosResponse> {
      const key = (id: string) => `${companyId.toHexString()}:${id}`;
      const known = await repo.knownEventos(
        companyId,
        body.eventos.map((evento) => key(evento.id)),
      );
      const fresh = [...new Map(body.eventos.filter((evento) => !known.has(key(evento.id))).map((evento) => [evento.id, evento])).values()];
      const endpoints = fresh.length > 0 ? await repo.active(companyId) : [];
      const entregas: NewEntrega[] = [];
      for (const evento of fresh) {
        const cuerpo = JSON.stringify(
          WebhookPayload.parse({
            id: evento.id,
            tipo: evento.tipo,
            fecha: evento.fecha,
            empresaId: companyId.toHexString(),
            modulo: body.modulo,
            datos: evento.datos,
          }),
        );
        for (const webhook of endpoints) {
          if (!webhook.eventos.includes(evento.tipo)) continue;
          entregas.push({
            companyId,
            webhookId: webhook._id,
            eventoId: evento.id,
            tipo: evento.tipo,
            modulo: body.modulo,
            cuerpo,
            estado: 'Pendiente',
            intentos: 0,
            codigo: null,
            error: null,
            duracionMs: null,
            ultimoIntentoEn: null,
            proximoIntentoEn: now,
            limite: new Date(now.getTime() + RETRY_WINDOW_MS),
            ronda: 0,
          });
        }
      }
      const created = await repo.insertEntregas(companyId, entregas);
      await repo.recordEventos(
        companyId,
        fresh.map((evento) => key(evento.id)),
        now,
      );
      for (const webhookId of new Set(entregas.map((entrega) => entrega.webhookId.toHexString()))) {
        const webhook = endpoints.find((candidate) => candidate._id.toHexString() === webhookId);
        if (webhook) await repo.pruneLog(companyId, webhook._id);
      }
      if (created > 0) options.kick();
      return { recibidos: body.eventos.length, entregas: created };
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
