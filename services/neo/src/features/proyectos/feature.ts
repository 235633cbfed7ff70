import type { ZodApp } from '@insp/service-kit';

import { eventAppender, type FeatureDeps } from '../../shared/feature.ts';
import { proyectosRepository } from './repository.ts';
import { proyectosRoutes } from './routes.ts';
import { proyectosService } from './service.ts';

/** NEO projects: routes, company and user cascades. Deleted projects stay (read-only) until the company goes. */
export function proyectos(app: ZodApp, deps: FeatureDeps): void {
  const service = proyectosService(proyectosRepository(app.db), deps, eventAppender(deps.context, app.log));
  proyectosRoutes(app, service);
  deps.context.cascades.register({
    name: 'proyectos',
    deleteCompany: (companyId) => service.deleteCompany(companyId),
    removeUser: (companyId, userId) => service.removeUser(companyId, userId),
  });
}
