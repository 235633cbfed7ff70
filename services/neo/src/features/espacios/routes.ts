import { neoEspaciosEndpoints as endpoints } from '@insp/contracts/neo';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf } from '../../shared/feature.ts';
import { espacioScopeOf, projectScopeOf } from '../../shared/scopes.ts';
import type { EspaciosService } from './service.ts';

const MODULE = spec.module;

/** Company users read the spaces of their projects; only managers change them (§6). */
export function espaciosRoutes(app: ZodApp, service: EspaciosService): void {
  const project = { config: { scope: 'projectScope' } };
  const espacio = { config: { scope: 'espacioScope' } };

  route(app, endpoints.list, access.signedIn(MODULE), (_input, request) => service.list(projectScopeOf(request)), project);

  route(app, endpoints.create, access.managers(MODULE), ({ body }, request) => service.create(projectScopeOf(request), body, actorOf(request)), project);

  route(app, endpoints.rename, access.managers(MODULE), ({ body }, request) => service.rename(espacioScopeOf(request), body.Nombre, actorOf(request)), espacio);

  route(app, endpoints.remove, access.managers(MODULE), (_input, request) => service.remove(espacioScopeOf(request), actorOf(request)), espacio);
}
