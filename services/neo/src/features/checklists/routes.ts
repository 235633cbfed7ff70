import { neoChecklistsEndpoints as endpoints } from '@insp/contracts/neo';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf } from '../../shared/feature.ts';
import { checklistScopeOf, projectScopeOf } from '../../shared/scopes.ts';
import type { ChecklistsService } from './service.ts';

const MODULE = spec.module;

/** Company users read their projects' checklists; only managers assign, edit and delete (§6). */
export function checklistsRoutes(app: ZodApp, service: ChecklistsService): void {
  const project = { config: { scope: 'projectScope' } };
  const checklist = { config: { scope: 'checklistScope' } };

  route(app, endpoints.list, access.signedIn(MODULE), ({ query }, request) => service.list(projectScopeOf(request), query.tipo), project);

  route(app, endpoints.assign, access.managers(MODULE), ({ body }, request) => service.assign(projectScopeOf(request), body, actorOf(request)), project);

  route(app, endpoints.get, access.signedIn(MODULE), (_input, request) => service.get(checklistScopeOf(request)), checklist);

  route(app, endpoints.update, access.managers(MODULE), ({ body }, request) => service.update(checklistScopeOf(request), body, actorOf(request)), checklist);

  route(app, endpoints.remove, access.managers(MODULE), (_input, request) => service.remove(checklistScopeOf(request), actorOf(request)), checklist);
}
