import { revisionesEndpoints as endpoints } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf, type FeatureDeps } from '../../shared/feature.ts';
import { projectScopeOf, revisionScopeOf } from '../../shared/hierarchy.ts';
import type { RevisionesService } from './service.ts';

const MODULE = spec.module;

/** Thin routes: contract, access, scope, call. */
export function revisionesRoutes(app: ZodApp, service: RevisionesService, { scopes }: FeatureDeps): void {
  const projectScope = { preHandler: scopes.projectScope };
  const revisionScope = { preHandler: scopes.revisionScope };

  route(app, endpoints.list, access.signedIn(MODULE), ({ query }, request) => service.list(projectScopeOf(request), query), projectScope);
  route(app, endpoints.create, access.managers(MODULE), ({ body }, request) => service.create(projectScopeOf(request), body, actorOf(request)), projectScope);
  route(app, endpoints.get, access.signedIn(MODULE), (_input, request) => service.get(revisionScopeOf(request)), revisionScope);
  route(app, endpoints.update, access.managers(MODULE), ({ body }, request) => service.update(revisionScopeOf(request), body, actorOf(request)), revisionScope);
  route(app, endpoints.remove, access.managers(MODULE), (_input, request) => service.remove(revisionScopeOf(request), actorOf(request)), revisionScope);
}
