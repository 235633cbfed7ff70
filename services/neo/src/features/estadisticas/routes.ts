import { neoEstadisticasEndpoints as endpoints } from '@insp/contracts/neo';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { projectScopeOf } from '../../shared/scopes.ts';
import type { EstadisticasService } from './service.ts';

const MODULE = spec.module;

/** Everyone with the module may read the reports of the projects they see (§6). */
export function estadisticasRoutes(app: ZodApp, service: EstadisticasService): void {
  const gate = access.signedIn(MODULE);
  const project = { config: { scope: 'projectScope' } };
  route(app, endpoints.desviacionListas, gate, ({ query }, request) => service.desviacionListas(projectScopeOf(request), query.tipo), project);
  route(app, endpoints.desviacionEspacios, gate, ({ query }, request) => service.desviacionEspacios(projectScopeOf(request), query), project);
  route(app, endpoints.desviacionParametros, gate, ({ query }, request) => service.desviacionParametros(projectScopeOf(request), query), project);
  route(app, endpoints.desviacionPreguntas, gate, ({ query }, request) => service.desviacionPreguntas(projectScopeOf(request), query.checklistId), project);
  route(app, endpoints.metas, gate, ({ query }, request) => service.metas(projectScopeOf(request), query.tipo), project);
}
