import type { ZodApp } from '@insp/service-kit';
import type { FeatureDeps } from '../../shared/feature.ts';
import { proyectosRepository } from './repository.ts';
import { proyectosRoutes } from './routes.ts';
import { proyectosService } from './service.ts';

/** How often the purge of projects past their grace runs. */
export const PURGE_INTERVAL_MS = 60 * 60_000;

/** Checklist projects: routes, company and user cascades, the scheduled purge ('purga-proyectos'). */
export function proyectos(app: ZodApp, deps: FeatureDeps): void {
  const service = proyectosService(proyectosRepository(app.db), deps);
  proyectosRoutes(app, service, deps);
  deps.context.cascades.register({
    name: 'proyectos',
    deleteCompany: (companyId) => service.deleteCompany(companyId),
    removeUser: (companyId, userId) => service.removeUser(companyId, userId),
  });
  deps.context.scheduler.every('purga-proyectos', PURGE_INTERVAL_MS, (now) => service.purge(now));
}
