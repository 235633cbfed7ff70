import { common } from '@insp/messages';
import type { AppendEvent, ModuleContext } from '@insp/module-service';
import { HttpError, type ZodApp } from '@insp/service-kit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

import type { Scopes } from './scopes.ts';

/** What app.ts hands to every feature of the service. */
export interface FeatureDeps {
  context: ModuleContext;
  scopes: Scopes;
}

/** A feature: registers its routes, model indexes, cascades, report kinds and scheduled tasks. */
export type Feature = (app: ZodApp, deps: FeatureDeps) => Promise<void> | void;

export type Actor = { id: string; name: string };

/** The caller as the event log records it. */
export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  if (!principal) throw new HttpError(401, common.unauthenticated);
  return { id: principal.sub, name: principal.name };
}

/**
 * Appends to the event log (live updates, history). A failed append is logged and never undoes the
 * write it describes (the screens refresh on their next read).
 */
export function eventAppender(context: ModuleContext, log: FastifyBaseLogger) {
  return async (event: AppendEvent): Promise<void> => {
    try {
      await context.events.append(event);
    } catch (error) {
      log.error({ err: error, entity: event.entity, entityId: event.entityId }, 'event append failed');
    }
  };
}
