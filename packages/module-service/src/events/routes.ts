import type { ServerResponse } from 'node:http';

import { companyEvents } from '@insp/contracts';
import { common } from '@insp/messages';
import { access, HttpError, route, tenantCompanyId, type ZodApp } from '@insp/service-kit';

import { assertCompanyModuleOn } from '../access/company-module.ts';
import type { ModuleContext } from '../context.ts';
import { eventsRepository } from './repository.ts';
import { defaultStreamOptions, resumeId, serveEventStream, type StreamOptions, type StreamRecheck } from './stream.ts';
import { createEventHub, defaultTailOptions, type EventHub, type TailOptions } from './tailer.ts';
import { eventFilterFor } from './visibility.ts';

export type EventRouteOptions = Partial<StreamOptions & TailOptions> & {
  /** The process's tails (tests pass their own to watch them start and stop). */
  hub?: EventHub;
};

/**
 * `GET /companies/:companyId/events`: the company's live events (server-sent events), for every
 * signed-in user of the company with the module, each seeing the events of the projects they see.
 * The stream asks the route's gate again every `recheckMs` (app.authenticate: the same token check
 * and cached session checker as every request; then the company's module for an Administrador) and
 * ends when it refuses. This process tails the live feed while it has at least one stream open;
 * neither the tail nor a replay reads the event log itself.
 */
export function eventRoutes(app: ZodApp, context: ModuleContext, options: EventRouteOptions = {}): void {
  const events = eventsRepository(context.db);
  const hub =
    options.hub ??
    createEventHub(events.live, app.log, {
      pollMs: options.pollMs ?? defaultTailOptions.pollMs,
      idlePollMs: options.idlePollMs ?? defaultTailOptions.idlePollMs,
      batch: options.batch ?? defaultTailOptions.batch,
    });
  const open = new Set<ServerResponse>();
  const streamOptions: StreamOptions = {
    heartbeatMs: options.heartbeatMs ?? defaultStreamOptions.heartbeatMs,
    replayLimit: options.replayLimit ?? defaultStreamOptions.replayLimit,
    maxQueuedBytes: options.maxQueuedBytes ?? defaultStreamOptions.maxQueuedBytes,
    maxAgeMs: options.maxAgeMs ?? defaultStreamOptions.maxAgeMs,
    recheckMs: options.recheckMs ?? defaultStreamOptions.recheckMs,
  };
  const gate = access.signedIn(context.spec.module);

  // Before the server closes: a stream never ends by itself, and close() waits for open requests.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
  app.addHook('onClose', async () => hub.close());

  route(app, companyEvents, gate, async ({ params, query }, request, reply) => {
    const companyId = tenantCompanyId(request, params.companyId);
    const principal = request.principal;
    if (!principal) throw new HttpError(401, common.unauthenticated);
    const recheck: StreamRecheck = async () => {
      try {
        const claims = await app.authenticate(request, gate.access);
        await assertCompanyModuleOn(context.admin, claims, context.spec.module, companyId);
        return null;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) return 'sesion';
        if (error instanceof HttpError && error.statusCode === 403) return 'acceso';
        throw error;
      }
    };
    const filter = eventFilterFor(context.db, context.spec, principal, companyId);
    const deps = { feed: events.live, hub, open, options: streamOptions, recheck, filter };
    await serveEventStream(request, reply, deps, companyId, resumeId(request.headers['last-event-id'], query?.after));
    // The reply is hijacked: Fastify ignores what the handler returns.
    return '';
  });
}
