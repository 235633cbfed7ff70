import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { erroresTipoRepository } from './repository.ts';
import { erroresTipoRoutes } from './routes.ts';
import { erroresTipoService } from './service.ts';

/** Error types of a subcontract: routes, their part of removals below, the company cascade. */
export function erroresTipo(app: ZodApp, deps: FeatureDeps): void {
  const repository = erroresTipoRepository(app.db);
  erroresTipoRoutes(app, erroresTipoService(repository, deps));
  deps.below.register('erroresTipo', (companyId, nivel, ids) => repository.removeWhere(companyId, nivel, ids));
  deps.context.cascades.register({ name: 'erroresTipo', deleteCompany: (companyId) => repository.deleteCompany(companyId) });
}
