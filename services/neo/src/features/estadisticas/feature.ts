import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { estadisticasRepository } from './repository.ts';
import { estadisticasRoutes } from './routes.ts';
import { estadisticasService } from './service.ts';

/** The report data of NEO projects (deviation and goals): read-only routes. */
export function estadisticas(app: ZodApp, deps: FeatureDeps): void {
  estadisticasRoutes(app, estadisticasService(estadisticasRepository(app.db), deps.context));
}
