import type { ZodApp } from '@insp/service-kit';

import { estadisticasRepository } from './repository.ts';
import { estadisticasRoutes } from './routes.ts';
import { estadisticasService } from './service.ts';

/** Statistics of checklist projects (project, revision and listado levels). */
export function estadisticas(app: ZodApp): void {
  estadisticasRoutes(app, estadisticasService(estadisticasRepository(app.db)));
}
