import { projectEstadisticas } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { projectScopeOf } from '../../shared/hierarchy.ts';
import type { EstadisticasService } from './service.ts';

export function estadisticasRoutes(app: ZodApp, service: EstadisticasService): void {
  route(
    app,
    projectEstadisticas,
    access.signedIn('Revisiones'),
    ({ query }, request) => service.get(projectScopeOf(request), query, request.principal?.userType === 'UsuarioEmpresa'),
    { config: { scope: 'projectScope' } },
  );
}
