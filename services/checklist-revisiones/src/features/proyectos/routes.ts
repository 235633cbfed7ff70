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
  const scoped = { preHandler: scopes.projectScope };
  const signedIn = access.signedIn(MODULE);
  const managers = access.managers(MODULE);
  const warn = (request: { log: { warn: (obj: object, msg: string) => void } }) => (error: unknown) => request.log.warn({ err: error }, 'usage report failed');
  const viewer = (request: Parameters<typeof actorOf>[0]) => ({ userType: request.principal?.userType ?? '', userId: actorOf(request).id });

  route(app, endpoints.list, signedIn, ({ query }, request) => service.list(tenantOf(request), query, viewer(request)));
  route(app, endpoints.create, managers, ({ body }, request) => service.create(tenantOf(request), body, actorOf(request), warn(request)));
  route(app, endpoints.get, signedIn, (_input, request) => service.get(projectScopeOf(request)), scoped);
  route(app, endpoints.update, managers, ({ body }, request) => service.update(projectScopeOf(request), body, actorOf(request)), scoped);
  route(app, endpoints.remove, managers, (_input, request) => service.remove(projectScopeOf(request), actorOf(request), warn(request)), scoped);
  route(app, endpoints.restore, managers, (_input, request) => service.restore(projectScopeOf(request), actorOf(request), warn(request)), scoped);
  route(app, endpoints.setResponsable, managers, ({ body }, request) => service.setResponsable(projectScopeOf(request), body.userId, actorOf(request)), scoped);
  route(
    app,
    endpoints.setResponsables,
    managers,
    ({ body }, request) => service.setResponsables(projectScopeOf(request), body.Responsables, actorOf(request)),
    scoped,
  );
  route(app, endpoints.usuarios, managers, (_input, request) => service.usuarios(tenantOf(request)));
}
