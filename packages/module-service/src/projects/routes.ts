import { CompanyParams, ProjectListQuery, ProjectPage, userTypes } from '@insp/contracts';
import { common } from '@insp/messages';
import { HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import type { ModuleServiceSpec } from '../spec.ts';
import type { ProjectsRepository } from './repository.ts';

export function projectRoutes(app: ZodApp, projects: ProjectsRepository, spec: ModuleServiceSpec): void {
  app.get(
    '/companies/:companyId/projects',
    {
      config: { access: { userTypes, module: spec.module } },
      schema: {
        summary: 'Proyectos de la empresa (paginados, por nombre)',
        tags: ['projects'],
        params: CompanyParams,
        querystring: ProjectListQuery,
        response: { 200: ProjectPage },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw new HttpError(401, common.unauthenticated);
      const companyId = tenantCompanyId(request, request.params.companyId);
      // Company users see only the projects they are responsible for (spec 001 §1).
      const responsable = principal.userType === 'UsuarioEmpresa' ? principal.sub : undefined;
      return projects.list(companyId, request.query, { responsable });
    },
  );
}
