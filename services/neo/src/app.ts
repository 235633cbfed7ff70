import { createService, type ServiceConfig, type SessionChecker, type TokenVerifier, type ZodApp } from '@insp/service-kit';
import { cascadeRoutes } from './internal/cascade-routes.ts';
import { TITLE } from './module.ts';
import { projectsRepository } from './projects/repository.ts';
import { projectRoutes } from './projects/routes.ts';

export interface AppOptions {
  config: ServiceConfig;
  verifier: TokenVerifier;
  sessions: SessionChecker;
}

/** The module service, ready to inject (not listening). */
export function buildApp(options: AppOptions): Promise<ZodApp> {
  return createService({
    ...options,
    title: TITLE,
    register: async (app) => {
      const projects = projectsRepository(app.db);
      projectRoutes(app, projects);
      cascadeRoutes(app, projects);
    },
  });
}
