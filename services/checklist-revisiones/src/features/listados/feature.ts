import type { ZodApp } from '@insp/service-kit';
import type { FeatureDeps } from '../../shared/feature.ts';
import { listadosRepository } from './repository.ts';
import { listadosRoutes } from './routes.ts';
import { listadosService } from './service.ts';

export const PURGE_INTERVAL_MS = 60 * 60_000;

/** Listados of a revision: routes, template assignment, cascades, lifecycle handlers, the scheduled purge ('purga-listados'). */
export function listados(app: ZodApp, deps: FeatureDeps): void {
  const service = listadosService(listadosRepository(app.db), deps);
  listadosRoutes(app, service, deps);
  deps.lifecycle.onPurgeProject((companyId, projectId) => service.purgeProject(companyId, projectId));
  deps.lifecycle.onDeleteListado((companyId, listadoIds) => service.deleteListados(companyId, listadoIds));
  deps.context.cascades.register({
    name: 'listados',
    deleteCompany: (companyId) => service.deleteCompany(companyId),
    removeUser: (companyId, userId) => service.removeUser(companyId, userId),
  });
  deps.context.scheduler.every('purga-listados', PURGE_INTERVAL_MS, (now) => service.purge(now));
}
