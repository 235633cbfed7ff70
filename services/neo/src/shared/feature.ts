import type { ModuleContext } from '@insp/module-service';
import type { ModuleFeature } from '@insp/module-service/hierarchy';

import type { Scopes } from './scopes.ts';

/** What app.ts hands to every feature of the service. */
export interface FeatureDeps {
  context: ModuleContext;
  scopes: Scopes;
}

/** A feature folder (registered by registerFeatures, an encapsulated plugin with the scope hook): registers its routes, model indexes, cascades, report kinds and scheduled tasks. */
export type Feature = ModuleFeature<FeatureDeps>;

// The caller and the event log's appender are the module platform's (one of each for the three module services).
export { type Actor, actorOf, eventAppender } from '@insp/module-service';
