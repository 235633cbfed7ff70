import { createService, type ServiceConfig, type SessionChecker, type TokenVerifier, type ZodApp } from '@insp/service-kit';
import { cascadeRoutes } from './internal/cascade-routes.ts';
import { projectsRepository, type ProjectsRepository } from './projects/repository.ts';
import { projectRoutes } from './projects/routes.ts';
import type { ModuleServiceSpec } from './spec.ts';

export interface AppOptions {
  config: ServiceConfig;
  verifier: TokenVerifier;
  sessions: SessionChecker;
}

/** The routes a module service adds to the common ones (its own features). */
export type ModuleFeatures = (app: ZodApp, context: { spec: ModuleServiceSpec; projects: ProjectsRepository }) => Promise<void> | void;

/** A module service, ready to inject (not listening): projects list + internal cascades + its features. */
export function buildModuleApp(spec: ModuleServiceSpec, options: AppOptions, features?: ModuleFeatures): Promise<ZodApp> {
  return createService({
    ...options,
    title: spec.title,
    register: async (app) => {
      const projects = projectsRepository(app.db, spec);
      projectRoutes(app, projects, spec);
      cascadeRoutes(app, projects);
      await features?.(app, { spec, projects });
    },
  });
}
