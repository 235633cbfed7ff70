import { revisionesEndpoints } from '@insp/contracts';
import { revisionesRoutes as familyRoutes } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import type { RevisionesService } from './service.ts';

/** The review family's revision routes (module-service's hierarchy) on this module's contract. */
export function revisionesRoutes(app: ZodApp, service: RevisionesService): void {
  familyRoutes(app, revisionesEndpoints, spec.module, service);
}
