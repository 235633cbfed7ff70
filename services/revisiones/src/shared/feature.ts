import { common } from '@insp/messages';
import type { Lifecycle, ModuleContext } from '@insp/module-service';
import { HttpError, type ZodApp } from '@insp/service-kit';
import type { FastifyRequest } from 'fastify';

import type { Scopes } from './hierarchy.ts';

/** What app.ts hands to every feature of the service. */
export interface FeatureDeps {
  context: ModuleContext;
  lifecycle: Lifecycle;
  scopes: Scopes;
}

/** A feature: registers its routes, model indexes, cascades, lifecycle handlers and scheduled tasks. */
export type Feature = (app: ZodApp, deps: FeatureDeps) => Promise<void> | void;

/** The caller as the event log records it. */
export function actorOf(request: FastifyRequest): { id: string; name: string } {
  const principal = request.principal;
  if (!principal) throw new HttpError(401, common.unauthenticated);
  return { id: principal.sub, name: principal.name };
}
