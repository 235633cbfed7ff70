import { common } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

import type { AppendEvent, ModuleContext } from '../context.ts';

/** Who did something, as the event log records it. */
export type Actor = { id: string; name: string };

/** The caller as the event log records it (401 without one). */
export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  if (!principal) throw new HttpError(401, common.unauthenticated);
  return { id: principal.sub, name: principal.name };
}

/**
 * Appends to the event log (history, live screens). A failed append is logged and never undoes
 * (or repeats) the write it describes: the screens refresh on their next read.
 */
export function eventAppender(context: Pick<ModuleContext, 'events'>, log: FastifyBaseLogger): (event: AppendEvent) => Promise<void> {
  return async (event) => {
    try {
      await context.events.append(event);
    } catch (error) {
      log.error({ err: error, entity: event.entity, entityId: event.entityId }, 'event append failed');
    }
  };
}
