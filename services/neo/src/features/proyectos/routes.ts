import { neoProyectosEndpoints as endpoints } from '@insp/contracts/neo';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf } from '../../shared/feature.ts';
import { projectScopeOf, tenantOf } from '../../shared/scopes.ts';
import { PASOS_CICLO, type ProyectosService } from './service.ts';

const MODULE = spec.module;

/** Thin routes: contract, access, scope, call. Writes are the managers' (§6); company users read their projects. */
export function proyectosRoutes(app: ZodApp, service: ProyectosService): void {
  const projectScope = { config: { scope: 'projectScope' } };
  const usageLog = (request: { log: { warn: (obj: object, msg: string) => void } }) => (error: unknown) =>
    request.log.warn({ err: error }, 'usage report failed');

  route(app, endpoints.list, access.signedIn(MODULE), ({ query }, request) =>
    service.list(tenantOf(request), query, { userType: request.principal?.userType ?? '', userId: actorOf(request).id }),
  );

  route(app, endpoints.create, access.managers(MODULE), ({ body }, request) => service.create(tenantOf(request), body, actorOf(request), usageLog(request)));

  route(app, endpoints.get, access.signedIn(MODULE), (_input, request) => service.get(projectScopeOf(request)), projectScope);

  route(app, endpoints.update, access.managers(MODULE), ({ body }, request) => service.update(projectScopeOf(request), body, actorOf(request)), projectScope);

  route(
    app,
    endpoints.remove,
    access.managers(MODULE),
    (_input, request) => service.remove(projectScopeOf(request), actorOf(request), usageLog(request)),
    projectScope,
  );

  for (const paso of PASOS_CICLO)
    route(app, endpoints[paso], access.managers(MODULE), (_input, request) => service.paso(paso, projectScopeOf(request), actorOf(request)), projectScope);

  route(app, endpoints.usuarios, access.managers(MODULE), (_input, request) => service.usuarios(tenantOf(request)));

  route(app, endpoints.catalogos, access.signedIn(MODULE), (_input, request) => service.catalogos(tenantOf(request)));
}
