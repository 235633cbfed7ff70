import type { ModuleContext } from '../context.ts';
import type { ZodApp } from '@insp/service-kit';
import { projectsRepository } from './repository.ts';
import { projectRoutes } from './routes.ts';

/**
 * The gated projects list of a module whose own projects feature has not been built yet
 * (checklist-revisiones and neo until their issues): list route, company and user cascades.
 */
export function basicProjects(app: ZodApp, context: ModuleContext): void {
  const projects = projectsRepository(app.db, context.spec);
  projectRoutes(app, projects, context.spec);
  context.cascades.register({
    name: 'proyectos',
    deleteCompany: (companyId) => projects.deleteCompany(companyId),
    removeUser: (companyId, userId) => projects.removeResponsable(companyId, userId),
  });
}
