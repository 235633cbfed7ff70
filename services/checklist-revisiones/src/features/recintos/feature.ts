import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { recintosRepository } from './repository.ts';
import { recintosRoutes } from './routes.ts';
import { recintosService } from './service.ts';

/** Rooms of a listado: routes, their part of removals below a listado or project, the company cascade. */
export function recintos(app: ZodApp, deps: FeatureDeps): void {
  const repository = recintosRepository(app.db);
  recintosRoutes(app, recintosService(repository, deps));
  deps.below.register('recintos', (companyId, nivel, ids) => repository.removeWhere(companyId, nivel, ids));
  deps.context.cascades.register({ name: 'recintos', deleteCompany: (companyId) => repository.deleteCompany(companyId) });
}
