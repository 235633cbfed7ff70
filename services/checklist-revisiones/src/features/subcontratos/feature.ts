import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { subcontratosRepository } from './repository.ts';
import { subcontratosRoutes } from './routes.ts';
import { subcontratosService } from './service.ts';

/** Subcontracts of a room: routes, their part of removals below, the company cascade. */
export function subcontratos(app: ZodApp, deps: FeatureDeps): void {
  const repository = subcontratosRepository(app.db);
  subcontratosRoutes(app, subcontratosService(repository, deps));
  deps.below.register('subcontratos', (companyId, nivel, ids) => repository.removeWhere(companyId, nivel, ids));
  deps.context.cascades.register({ name: 'subcontratos', deleteCompany: (companyId) => repository.deleteCompany(companyId) });
}
