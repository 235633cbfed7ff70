import { registerProyectos } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { proyectosRepository } from './repository.ts';
import { proyectosRoutes } from './routes.ts';
import { proyectosService } from './service.ts';

/** Revision projects: routes, company and user cascades, the scheduled purge ('purga-proyectos'). */
export function proyectos(app: ZodApp, deps: FeatureDeps): void {
  const service = proyectosService(proyectosRepository(app.db), deps);
  proyectosRoutes(app, service);
  registerProyectos(deps.context, service);
}
