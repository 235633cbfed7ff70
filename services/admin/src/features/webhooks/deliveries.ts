import { webhooks as texts } from '@insp/messages/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';

import type { Mailer } from '../../mail/mailer.ts';
import { findCompany } from '../../repositories/companies.ts';
import type { EntregaDoc, WebhookDoc } from './model.ts';
import { deliveryQueue, webhooksRepository } from './repository.ts';
import type { Send } from './sender.ts';
import { signedHeaders } from './signing.ts';

/** Retries go on for a day after the event (or after a 'Reenviar'). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** The wait after the first failed attempt; it doubles after each one, up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 4 * 60 * 60_000;
/** An endpoint whose deliveries fail for this long without one success is disabled. */
export const DISABLE_AFTER_MS = RETRY_WINDOW_MS;
/** …or after this many failed attempts in a row (whichever comes first). */
export const DEFAULT_DISABLE_AFTER = 100;
/** An attempt keeps its delivery this long (beyond the 10 s timeout); a dead replica's claim is then free. */
export const CLAIM_LEASE_MS = 60_000;
const BATCH = 50;
const CONCURRENCY = 8;

/** The wait before the next attempt, after `intentos` failed attempts: 30 s, 1 min, 2 min … 4 h. */
export const retryDelay = (intentos: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, intentos - 1), MAX_RETRY_MS);

export interface DeliveryOptions {
  send: Send;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Failed attempts in a row that disable an endpoint. */
  disableAfter: number;
}

export interface DeliveryWorker {
  /**
   * Attempts every delivery due at `now()` (claimed one by one, so any replica may run this at the
   * same time). Calls while a run is under way join it and make it look once more at the end.
   */
  run(now: () => Date): Promise<void>;
  /** The run under way, if any (tests wait for the kick after a batch). */
  idle(): Promise<void>;
}

export function deliveryWorker(db: Connection, options: DeliveryOptions): DeliveryWorker {
  const repo = webhooksRepository(db);
  const queue = deliveryQueue(db);

  async function notifyDirectors(webhook: WebhookDoc, motivo: string): Promise<void> {
    const company = await findCompany(db, webhook.companyId);
    const to = await repo.directorEmails(webhook.companyId);
    for (const email of to) {
      await options.mailer
        .send({ to: email, subject: texts.mail.disabledSubject(webhook.url), text: texts.mail.disabledText(company?.Nombre ?? '', webhook.url, motivo) })
        .catch((error: unknown) => options.log.error({ err: error, webhookId: webhook._id.toHexString() }, 'webhook disabled notice not sent'));
    }
  }

  async function fail(entrega: EntregaDoc, now: Date): Promise<void> {
    const streak = await repo.failed(entrega.companyId, entrega.webhookId, now);
    if (!streak?.activo) return;
    const longFailing = streak.fallasDesde !== null && now.getTime() - streak.fallasDesde.getTime() >= DISABLE_AFTER_MS;
    if (!longFailing && streak.fallasSeguidas < options.disableAfter) return;
    const motivo = texts.disabledReason(streak.fallasSeguidas);
    if (!(await repo.disable(entrega.companyId, entrega.webhookId, now, motivo))) return;
    await repo.failPending(entrega.companyId, entrega.webhookId, texts.errores.disabled);
    await notifyDirectors(streak, motivo);
  }

  async function attempt(entrega: EntregaDoc, now: Date): Promise<void> {
    if (!(await queue.claim(entrega, now, CLAIM_LEASE_MS))) return;
    const webhook = await repo.find(entrega.companyId, entrega.webhookId.toHexString());
    if (!webhook?.activo) {
      await repo.updateEntrega(entrega.companyId, entrega._id, { estado: 'Fallida', error: texts.errores.disabled, proximoIntentoEn: null });
      return;
    }
    // The signature's timestamp is the real time of sending (receivers check it against their clock).
    const result = await options.send(webhook.url, signedHeaders(webhook.secret, entrega.eventoId, new Date(), entrega.cuerpo), entrega.cuerpo);
    const intentos = entrega.intentos + 1;
    const outcome = { intentos, codigo: result.codigo, error: result.error, duracionMs: result.duracionMs, ultimoIntentoEn: now };
    if (result.ok) {
      await repo.updateEntrega(entrega.companyId, entrega._id, { ...outcome, estado: 'Entregada', proximoIntentoEn: null });
      await repo.succeeded(entrega.companyId, entrega.webhookId);
      return;
    }
    const next = new Date(now.getTime() + retryDelay(intentos));
    const giveUp = next.getTime() > entrega.limite.getTime();
    await repo.updateEntrega(entrega.companyId, entrega._id, {
      ...outcome,
      estado: giveUp ? 'Fallida' : 'Pendiente',
      error: giveUp ? `${result.error ?? ''}. ${texts.errores.expired}`.replace(/^\. /, '') : result.error,
      proximoIntentoEn: giveUp ? null : next,
    });
    await fail(entrega, now);
  }

  async function drain(now: () => Date): Promise<void> {
    const seen = new Set<string>();
    for (;;) {
      const at = now();
      const due = (await queue.due(at, BATCH)).filter((entrega) => !seen.has(entrega._id.toHexString()));
      if (due.length === 0) return;
      for (const entrega of due) seen.add(entrega._id.toHexString());
      let next = 0;
      const lane = async () => {
        while (next < due.length) {
          const entrega = due[next++]!;
          await attempt(entrega, at).catch((error: unknown) =>
            options.log.error({ err: error, entregaId: entrega._id.toHexString() }, 'webhook delivery attempt failed'),
          );
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, lane));
    }
  }

  let current: Promise<void> | null = null;
  let again = false;
  return {
    run(now) {
      if (current) {
        again = true;
        return current;
      }
      current = (async () => {
        do {
          again = false;
          await drain(now);
        } while (again);
      })().finally(() => {
        current = null;
      });
      return current;
    },
    idle: () => current ?? Promise.resolve(),
  };
}
