import type { ZodApp } from '@insp/service-kit';
import { eventAppender, type FeatureDeps } from '../../shared/feature.ts';
import { capturaRepository } from './repository.ts';
import { capturaRoutes } from './routes.ts';
import { capturaService } from './service.ts';

/** Reviewer capture (answers and signatures): routes and the company cascade. */
export function captura(app: ZodApp, deps: FeatureDeps): void {
  const service = capturaService(capturaRepository(app.db), deps.context, eventAppender(deps.context, app.log));
  capturaRoutes(app, service, deps);
  deps.context.cascades.register({ name: 'captura', deleteCompany: (companyId) => service.deleteCompany(companyId) });
}
