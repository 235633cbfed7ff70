import type { ZodApp } from '@insp/service-kit';

import { eventAppender, type FeatureDeps } from '../../shared/feature.ts';
import { removal } from '../../shared/removal.ts';
import { unidades } from '../../shared/unidades.ts';
import { hojasRepository } from './repository.ts';
import { hojasRoutes } from './routes.ts';
import { hojasService } from './service.ts';

/** Answer sheets of assigned spaces: routes and the company cascade. */
export function hojas(app: ZodApp, deps: FeatureDeps): void {
  const service = hojasService(
    hojasRepository(app.db),
    deps.context,
    removal(app.db, deps.context.files),
    unidades(app.db),
    eventAppender(deps.context, app.log),
  );
  hojasRoutes(app, service);
  deps.context.cascades.register({ name: 'hojas', deleteCompany: (companyId) => service.deleteCompany(companyId) });
}
