import type { ZodApp } from '@insp/service-kit';

import { eventAppender, type FeatureDeps } from '../../shared/feature.ts';
import { unidades } from '../../shared/unidades.ts';
import { asignacionesRepository } from './repository.ts';
import { asignacionesRoutes } from './routes.ts';
import { asignacionesService } from './service.ts';

/** Spaces assigned to checklists: routes, company and user cascades (a removed user stops reviewing). */
export function asignaciones(app: ZodApp, deps: FeatureDeps): void {
  const service = asignacionesService(asignacionesRepository(app.db), deps.context, unidades(app.db), eventAppender(deps.context, app.log));
  asignacionesRoutes(app, service);
  deps.context.cascades.register({
    name: 'asignaciones',
    deleteCompany: (companyId) => service.deleteCompany(companyId),
    removeUser: (companyId, userId) => service.removeUser(companyId, userId),
  });
}
