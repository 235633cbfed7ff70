import { registerListados } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { listadosRepository } from './repository.ts';
import { listadosRoutes } from './routes.ts';
import { listadosService } from './service.ts';

/** Listados of a revision: routes, cascades, lifecycle handlers, the scheduled purge ('purga-listados'). */
export function listados(app: ZodApp, deps: FeatureDeps): void {
  const service = listadosService(listadosRepository(app.db), deps);
  listadosRoutes(app, service);
  registerListados(deps.context, deps.lifecycle, service);
}
