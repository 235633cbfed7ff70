import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { access, route, type ZodApp } from '@insp/service-kit';
import { spec } from '../../module.ts';
import { actorOf, type FeatureDeps } from '../../shared/feature.ts';
import { projectScopeOf, tenantOf } from '../../shared/hierarchy.ts';
import type { ProyectosService } from './service.ts';

const endpoints = checklistRevisiones.proyectosEndpoints;
const MODULE = spec.module;

/** Thin routes: contract, access, scope, call. Writes are the managers' (§6); company users read their projects. */
export function proyectosRoutes(app: ZodApp, service: ProyectosService, { scopes }: FeatureDeps): void {
  const projectScope = { preHandler: scopes.projectScope };
  const warn = (request: { log: { warn: (obj: object, msg: string) => void } }) => (error: unknown) => request.log.warn({ err: error }, 'usage report failed');

  route(app, endpoints.list, access.signedIn(MODULE), ({ query }, request) =>
    service.list(tenantOf(request), query, { userType: request.principal?.userType ?? '', userId: actorOf(request).id }),
  );
  route(app, endpoints.create, access.managers(MODULE), ({ body }, request) => service.create(tenantOf(request), body, actorOf(request), warn(request)));
  route(app, endpoints.get, access.signedIn(MODULE), (_input, request) => {
    const { companyId, project } = projectScopeOf(request);
    return service.get(companyId, project);
  }, projectScope);
  route(app, endpoints.update, access.managers(MODULE), ({ body }, request) => {
    const { companyId, project } = projectScopeOf(request);
    return service.update(companyId, project, body, actorOf(request));
  }, projectScope);
  route(app, endpoints.remove, access.managers(MODULE), (_input, request) => {
    const { companyId, project } = projectScopeOf(request);
    return service.remove(companyId, project, actorOf(request), warn(request));
  }, projectScope);
  route(app, endpoints.restore, access.managers(MODULE), (_input, request) => {
    const { companyId, project } = projectScopeOf(request);
    return service.restore(companyId, project, actorOf(request), warn(request));
  }, projectScope);
  route(app, endpoints.setResponsable, access.managers(MODULE), ({ body }, request) => {
    const { companyId, project } = projectScopeOf(request);
    return service.setResponsable(companyId, project, body.userId, actorOf(request));
  }, projectScope);
  route(app, endpoints.setResponsables, access.managers(MODULE), ({ body }, request) => {
    const { companyId, project } = projectScopeOf(request);
    return service.setResponsables(companyId, project, body.Responsables, actorOf(request));
  }, projectScope);
  route(app, endpoints.usuarios, access.managers(MODULE), (_input, request) => service.usuarios(tenantOf(request)));
}
