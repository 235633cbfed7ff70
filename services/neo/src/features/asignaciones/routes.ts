import { neoAsignacionesEndpoints as endpoints } from '@insp/contracts/neo';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf } from '../../shared/feature.ts';
import { asignadoScopeOf, checklistScopeOf } from '../../shared/scopes.ts';
import type { AsignacionesService } from './service.ts';

const MODULE = spec.module;

/** Company users read; only managers assign, edit and deactivate spaces (§6). */
export function asignacionesRoutes(app: ZodApp, service: AsignacionesService): void {
  const checklist = { config: { scope: 'checklistScope' } };
  const asignado = { config: { scope: 'asignadoScope' } };

  route(app, endpoints.list, access.signedIn(MODULE), (_input, request) => service.list(checklistScopeOf(request)), checklist);
  route(app, endpoints.assign, access.managers(MODULE), ({ body }, request) => service.assign(checklistScopeOf(request), body, actorOf(request)), checklist);
  route(app, endpoints.get, access.signedIn(MODULE), (_input, request) => service.get(asignadoScopeOf(request)), asignado);
  route(app, endpoints.update, access.managers(MODULE), ({ body }, request) => service.update(asignadoScopeOf(request), body, actorOf(request)), asignado);
  route(app, endpoints.deactivate, access.managers(MODULE), (_input, request) => service.deactivate(asignadoScopeOf(request), actorOf(request)), asignado);
}
