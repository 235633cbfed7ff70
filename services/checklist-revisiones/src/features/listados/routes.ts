import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf, type FeatureDeps } from '../../shared/feature.ts';
import { listadoScopeOf, revisionScopeOf, tenantOf } from '../../shared/hierarchy.ts';
import type { ListadosService } from './service.ts';

const endpoints = checklistRevisiones.listadosEndpoints;
const MODULE = spec.module;

/** Thin routes. Managers write and assign checklists (§6); company users read their projects' listados. */
export function listadosRoutes(app: ZodApp, service: ListadosService, { scopes }: FeatureDeps): void {
  const revisionScope = { preHandler: scopes.revisionScope };
  const listadoScope = { preHandler: scopes.listadoScope };

  route(
    app,
    endpoints.list,
    access.signedIn(MODULE),
    ({ query }, request) => service.list(revisionScopeOf(request), query, request.principal?.userType === 'UsuarioEmpresa'),
    revisionScope,
  );
  route(app, endpoints.create, access.managers(MODULE), ({ body }, request) => service.create(revisionScopeOf(request), body, actorOf(request)), revisionScope);
  route(app, endpoints.get, access.signedIn(MODULE), (_input, request) => service.get(listadoScopeOf(request)), listadoScope);
  route(app, endpoints.update, access.managers(MODULE), ({ body }, request) => service.update(listadoScopeOf(request), body, actorOf(request)), listadoScope);
  route(app, endpoints.remove, access.managers(MODULE), (_input, request) => service.remove(listadoScopeOf(request), actorOf(request)), listadoScope);
  route(app, endpoints.restore, access.managers(MODULE), (_input, request) => service.restore(listadoScopeOf(request), actorOf(request)), listadoScope);
  route(
    app,
    endpoints.fechaPropuesta,
    access.managers(MODULE),
    ({ body }, request) => service.setFecha(listadoScopeOf(request), 'FechaPropuesta', body.Fecha, actorOf(request)),
    listadoScope,
  );
  route(
    app,
    endpoints.fechaReal,
    access.managers(MODULE),
    ({ body }, request) => service.setFecha(listadoScopeOf(request), 'FechaReal', body.Fecha, actorOf(request)),
    listadoScope,
  );
  route(
    app,
    endpoints.asignarChecklist,
    access.managers(MODULE),
    ({ body }, request) => service.asignarChecklist(listadoScopeOf(request), body, actorOf(request)),
    listadoScope,
  );
  route(app, endpoints.checklistsDisponibles, access.managers(MODULE), (_input, request) => service.checklistsDisponibles(tenantOf(request)));
}
