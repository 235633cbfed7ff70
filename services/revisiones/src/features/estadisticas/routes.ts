import { projectEstadisticas } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { projectScopeOf, type Scopes } from '../../shared/hierarchy.ts';
import type { EstadisticasService } from './service.ts';

export function estadisticasRoutes(app: ZodApp, service: EstadisticasService, scopes: Scopes): void {
  route(
    app,
    projectEstadisticas,
    access.signedIn('Revisiones'),
    ({ query }, request) => service.get(projectScopeOf(request), query, request.principal?.userType === 'UsuarioEmpresa'),
    { preHandler: scopes.projectScope },
  );
}
