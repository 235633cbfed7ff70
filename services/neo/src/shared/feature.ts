import type { ModuleContext } from '@insp/module-service';
import type { ZodApp } from '@insp/service-kit';

import type { Scopes } from './scopes.ts';

/** What app.ts hands to every feature of the service. */
export interface FeatureDeps {
  context: ModuleContext;
  scopes: Scopes;
}

/** A feature: registers its routes, model indexes, cascades, report kinds and scheduled tasks. */
export type Feature = (app: ZodApp, deps: FeatureDeps) => Promise<void> | void;

// The caller and the event log's appender are the module platform's (one of each for the three module services).
export { type Actor, actorOf, eventAppender } from '@insp/module-service';
