import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { informesRepository } from './repository.ts';
import { informesRoutes } from './routes.ts';
import { informesService } from './service.ts';

/** The report data of NEO projects (deviation and goals): read-only routes. */
export function informes(app: ZodApp, deps: FeatureDeps): void {
  informesRoutes(app, informesService(informesRepository(app.db), deps.context), deps);
}
