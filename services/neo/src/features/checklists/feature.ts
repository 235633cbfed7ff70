import type { ZodApp } from '@insp/service-kit';

import { eventAppender, type FeatureDeps } from '../../shared/feature.ts';
import { removal } from '../../shared/removal.ts';
import { checklistsRepository } from './repository.ts';
import { checklistsRoutes } from './routes.ts';
import { checklistsService } from './service.ts';

/** The checklists of NEO projects: routes and the company cascade. */
export function checklists(app: ZodApp, deps: FeatureDeps): void {
  const service = checklistsService(checklistsRepository(app.db), deps.context, removal(app.db, deps.context.files), eventAppender(deps.context, app.log));
  checklistsRoutes(app, service);
  deps.context.cascades.register({ name: 'checklists', deleteCompany: (companyId) => service.deleteCompany(companyId) });
}
