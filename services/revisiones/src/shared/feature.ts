import type { ModuleContext } from '@insp/module-service';
import type { Lifecycle, ModuleFeature } from '@insp/module-service/hierarchy';

import type { Scopes } from './hierarchy.ts';

/** What app.ts hands to every feature of the service. */
export interface FeatureDeps {
  context: ModuleContext;
  lifecycle: Lifecycle;
  scopes: Scopes;
}

/** A feature folder (registered by registerFeatures, an encapsulated plugin with the scope hook): registers its routes, model indexes, cascades, lifecycle handlers and scheduled tasks. */
export type Feature = ModuleFeature<FeatureDeps>;

// The caller as the event log records it: the module platform's (one for the three module services).
export { actorOf } from '@insp/module-service';
