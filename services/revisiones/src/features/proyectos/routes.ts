import { proyectosEndpoints as endpoints } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf, type FeatureDeps } from '../../shared/feature.ts';
import { projectScopeOf, tenantOf } from '../../shared/hierarchy.ts';
import type { ProyectosService } from './service.ts';

const MODULE = spec.module;

/** Thin routes: contract, access, scope, call. Writes are the managers' (§6); company users read their projects. */
export function proyectosRoutes(app: ZodApp, service: ProyectosService, { scopes }: FeatureDeps): void {
  const projectScope = { preHandler: scopes.projectScope };
  const managers = access.managers(MODULE);
  const usageFailed = (request: { log: { warn: (obj: object, msg: string) => void } }) => (error: unknown) =>
    request.log.warn({ err: error }, 'usage report failed');

  route(app, endpoints.list, access.signedIn(MODULE), ({ query }, request) =>
    service.list(tenantOf(request), query, { userType: request.principal?.userType ?? '', userId: actorOf(request).id }),
  );
  route(app, endpoints.create, managers, ({ body }, request) => service.create(tenantOf(request), body, actorOf(request), usageFailed(request)));
  route(app, endpoints.get, access.signedIn(MODULE), (_input, request) => service.get(projectScopeOf(request)), projectScope);
  route(app, endpoints.update, managers, ({ body }, request) => service.update(projectScopeOf(request), body, actorOf(request)), projectScope);
  route(app, endpoints.remove, managers, (_input, request) => service.remove(projectScopeOf(request), actorOf(request), usageFailed(request)), projectScope);
  route(app, endpoints.restore, managers, (_input, request) => service.restore(projectScopeOf(request), actorOf(request), usageFailed(request)), projectScope);
  route(
    app,
    endpoints.setResponsable,
    managers,
    ({ body }, request) => service.setResponsable(projectScopeOf(request), body.userId, actorOf(request)),
    projectScope,
  );
  route(
    app,
    endpoints.setResponsables,
    managers,
    ({ body }, request) => service.setResponsables(projectScopeOf(request), body.Responsables, actorOf(request)),
    projectScope,
  );
  route(app, endpoints.usuarios, managers, (_input, request) => service.usuarios(tenantOf(request)));
}
