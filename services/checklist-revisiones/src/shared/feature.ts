import type { ModuleContext } from '@insp/module-service';
import type { Lifecycle } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import type { Below } from './below.ts';
import type { Scopes } from './hierarchy.ts';

/** What app.ts hands to every feature of the service. */
export interface FeatureDeps {
  context: ModuleContext;
  lifecycle: Lifecycle;
  below: Below;
  scopes: Scopes;
}

/** A feature: registers its routes, model indexes, cascades, lifecycle handlers and scheduled tasks. */
export type Feature = (app: ZodApp, deps: FeatureDeps) => Promise<void> | void;

// The caller as the event log records it: the module platform's (one for the three module services).
export { type Actor, actorOf } from '@insp/module-service';

export const record = (doc: object) => doc as unknown as Record<string, unknown>;
