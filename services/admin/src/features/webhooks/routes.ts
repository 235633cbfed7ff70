import { internalWebhookEndpoints, webhookEndpoints } from '@insp/contracts/webhooks';
import { access, createScheduler, oid, route, type ZodApp } from '@insp/service-kit';

import type { Mailer } from '../../mail/mailer.ts';
import { resolveTenant, tenantOf } from '../../shared/tenant.ts';
import { DEFAULT_DISABLE_AFTER, type DeliveryWorker, deliveryWorker } from './deliveries.ts';
import { ensureWebhookIndexes } from './model.ts';
import { webhooksDocument } from './openapi.ts';
import { deliveryQueue } from './repository.ts';
import { DELIVERY_TIMEOUT_MS, httpSender, type Send } from './sender.ts';
import { webhooksService } from './service.ts';
import { urlGuard } from './url-guard.ts';

export interface WebhookOptions {
  /** WEBHOOKS_ALLOW_PRIVATE=1: deliveries to loopback and private addresses (development and tests). */
  allowPrivate: boolean;
  /** Failed attempts in a row that disable an endpoint (besides 24 h without a success). */
  disableAfter?: number;
  timeoutMs?: number;
  /** How often the scheduler looks for due deliveries (10 s). */
  intervalMs?: number;
  /** The time deliveries are scheduled on (tests move it by hand). */
  clock?: () => Date;
  /** Replaces the HTTP sender. */
  send?: Send;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery worker (tests run it on their clock and wait for the kick after a batch). */
    webhookDeliveries: DeliveryWorker;
  }
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Webhooks (issue 20 §4): the director's endpoints and delivery log, the module services' internal
 * routes, and the deliveries, run by the scheduler on any replica and kicked when events arrive.
 */
export async function webhookRoutes(app: ZodApp, mailer: Mailer, options: WebhookOptions): Promise<void> {
  await ensureWebhookIndexes(app.db);
  const guard = urlGuard(options.allowPrivate);
  const clock = options.clock ?? (() => new Date());
  const worker = deliveryWorker(app.db, {
    send: options.send ?? httpSender(guard, options.allowPrivate, options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
    mailer,
    log: app.log,
    disableAfter: options.disableAfter ?? DEFAULT_DISABLE_AFTER,
  });
  app.decorate('webhookDeliveries', worker);
  // A slow receiver never holds a request: the kick runs after the answer, on its own.
  const kick = () => {
    worker.run(clock).catch((error: unknown) => app.log.error({ err: error }, 'webhook deliveries failed'));
  };
  const service = webhooksService(app.db, { guard, kick });

  const scheduler = createScheduler(app);
  scheduler.every('webhooks-entregas', options.intervalMs ?? 10_000, () => worker.run(clock));
  scheduler.every('webhooks-limpieza', 60 * 60_000, async () => {
    const now = clock().getTime();
    await deliveryQueue(app.db).sweep(new Date(now - DAY_MS), new Date(now - 7 * DAY_MS));
  });
  Object.assign(app.openApiWebhooks, webhooksDocument());

  await app.register(async (feature: ZodApp) => {
    resolveTenant(feature);
    const managers = access.managers(null);
    const e = webhookEndpoints;
    route(feature, e.list, managers, (_input, request) => service.list(tenantOf(request)));
    route(feature, e.create, managers, ({ body }, request) => service.create(tenantOf(request), body));
    route(feature, e.update, managers, ({ params, body }, request) => service.update(tenantOf(request), params.webhookId, body));
    route(feature, e.remove, managers, ({ params }, request) => service.remove(tenantOf(request), params.webhookId));
    route(feature, e.entregas, managers, ({ params }, request) => service.entregas(tenantOf(request), params.webhookId));
    route(feature, e.reenviar, managers, ({ params }, request) => service.reenviar(tenantOf(request), params.webhookId, params.entregaId, clock()));
  });

  const internal = { internal: true } as const;
  route(app, internalWebhookEndpoints.tipos, internal, ({ params }) => service.tipos(oid(params.companyId)));
  route(app, internalWebhookEndpoints.eventos, internal, ({ params, body }) => service.ingest(oid(params.companyId), body, clock()));
}
