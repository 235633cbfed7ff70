import { registerRevisiones } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { revisionesRepository } from './repository.ts';
import { revisionesRoutes } from './routes.ts';
import { revisionesService } from './service.ts';

/** Revisions of a project: routes, cascades, and their part of a project's purge. */
export function revisiones(app: ZodApp, deps: FeatureDeps): void {
  const service = revisionesService(revisionesRepository(app.db), deps);
  revisionesRoutes(app, service);
  registerRevisiones(deps.context, deps.lifecycle, service);
}
