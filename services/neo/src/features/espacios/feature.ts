import type { ZodApp } from '@insp/service-kit';

import { eventAppender, type FeatureDeps } from '../../shared/feature.ts';
import { removal } from '../../shared/removal.ts';
import { espaciosRepository } from './repository.ts';
import { espaciosRoutes } from './routes.ts';
import { espaciosService } from './service.ts';

/** The spaces of NEO projects: routes and the company cascade. */
export function espacios(app: ZodApp, deps: FeatureDeps): void {
  const service = espaciosService(espaciosRepository(app.db), removal(app.db, deps.context.files), eventAppender(deps.context, app.log));
  espaciosRoutes(app, service);
  deps.context.cascades.register({ name: 'espacios', deleteCompany: (companyId) => service.deleteCompany(companyId) });
}
