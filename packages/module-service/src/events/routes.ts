import type { ServerResponse } from 'node:http';
import { companyEvents } from '@insp/contracts';
import { access, route, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import type { ModuleContext } from '../context.ts';
import { eventsRepository } from './repository.ts';
import { defaultStreamOptions, resumeId, serveEventStream, type StreamOptions } from './stream.ts';
import { createEventHub, defaultTailOptions, type EventHub, type TailOptions } from './tailer.ts';

export type EventRouteOptions = Partial<StreamOptions & TailOptions> & {
  /** The process's tails (tests pass their own to watch them start and stop). */
  hub?: EventHub;
};

/**
 * `GET /companies/:companyId/events`: the company's live events (server-sent events), for every
 * signed-in user of the company with the module. This process tails the live feed while it has at
 * least one stream open; neither the tail nor a replay reads the event log itself.
 */
export function eventRoutes(app: ZodApp, context: ModuleContext, options: EventRouteOptions = {}): void {
  const events = eventsRepository(context.db);
  const hub =
    options.hub ??
    createEventHub(events.live, app.log, {
      pollMs: options.pollMs ?? defaultTailOptions.pollMs,
      batch: options.batch ?? defaultTailOptions.batch,
    });
  const open = new Set<ServerResponse>();
  const streamOptions: StreamOptions = {
    heartbeatMs: options.heartbeatMs ?? defaultStreamOptions.heartbeatMs,
    replayLimit: options.replayLimit ?? defaultStreamOptions.replayLimit,
    maxQueuedBytes: options.maxQueuedBytes ?? defaultStreamOptions.maxQueuedBytes,
    maxAgeMs: options.maxAgeMs ?? defaultStreamOptions.maxAgeMs,
  };

  // Before the server closes: a stream never ends by itself, and close() waits for open requests.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
  app.addHook('onClose', async () => hub.close());

  route(app, companyEvents, access.signedIn(context.spec.module), async ({ params, query }, request, reply) => {
    const companyId = tenantCompanyId(request, params.companyId);
    await serveEventStream(request, reply, { feed: events.live, hub, open, options: streamOptions }, companyId, resumeId(request.headers['last-event-id'], query?.after));
    // The reply is hijacked: Fastify ignores what the handler returns.
    return '';
  });
}
