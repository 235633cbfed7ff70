import type { Endpoint, EndpointReply, EndpointRequest, ModuleFlag } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';
import type { z } from 'zod';

import { actorOf } from '../events/appender.ts';
import type { Actor } from './proyectos.ts';
import type { ListadoRecord, ProyectoRecord, RevisionRecord } from './records.ts';
import { type ListadoScope, type ProjectScope, type RevisionScope, scopeAccessors, type Scopes } from './scopes.ts';

/*
 * The routes of the review family's revisions and listados (spec 001 §§2, 5), one registration for
 * revisiones and checklist-revisiones: each module passes its contract's endpoints (the family's,
 * with its own columns), its module flag, its service and its scopes. Thin: contract, access,
 * scope, call. A module's own routes (a listado's checklist) are registered next to these.
 */

type Query<E extends Endpoint> = EndpointRequest<E>['query'];
type Body<E extends Endpoint> = EndpointRequest<E>['body'];
type Reply<E extends Endpoint> = Promise<EndpointReply<E>>;

interface RevisionesEndpoints {
  list: Endpoint;
  create: Endpoint;
  get: Endpoint;
  update: Endpoint;
  remove: Endpoint;
}

/** What the revision routes call: the hierarchy's revisionesService of the module. */
export interface RevisionesRoutesService<E extends RevisionesEndpoints, R extends RevisionRecord> {
  list(scope: ProjectScope<ProyectoRecord>, query: Query<E['list']>): Reply<E['list']>;
  create(scope: ProjectScope<ProyectoRecord>, body: Body<E['create']>, actor: Actor): Reply<E['create']>;
  get(scope: RevisionScope<ProyectoRecord, R>): Reply<E['get']>;
  update(scope: RevisionScope<ProyectoRecord, R>, body: Body<E['update']>, actor: Actor): Reply<E['update']>;
  remove(scope: RevisionScope<ProyectoRecord, R>, actor: Actor): Reply<E['remove']>;
}

/** The revisions of a project: company users read them, managers write. */
export function revisionesRoutes<E extends RevisionesEndpoints, R extends RevisionRecord>(
  app: ZodApp,
  endpoints: E,
  module: ModuleFlag,
  service: RevisionesRoutesService<E, R>,
  scopes: Scopes,
): void {
  const { projectScopeOf, revisionScopeOf } = scopeAccessors<ProyectoRecord, R, ListadoRecord>();
  const projectScope = { preHandler: scopes.projectScope };
  const revisionScope = { preHandler: scopes.revisionScope };

  route<E['list']>(app, endpoints.list, access.signedIn(module), ({ query }, request) => service.list(projectScopeOf(request), query), projectScope);
  route<E['create']>(
    app,
    endpoints.create,
    access.managers(module),
    ({ body }, request) => service.create(projectScopeOf(request), body, actorOf(request)),
    projectScope,
  );
  route<E['get']>(app, endpoints.get, access.signedIn(module), (_input, request) => service.get(revisionScopeOf(request)), revisionScope);
  route<E['update']>(
    app,
    endpoints.update,
    access.managers(module),
    ({ body }, request) => service.update(revisionScopeOf(request), body, actorOf(request)),
    revisionScope,
  );
  route<E['remove']>(
    app,
    endpoints.remove,
    access.managers(module),
    (_input, request) => service.remove(revisionScopeOf(request), actorOf(request)),
    revisionScope,
  );
}

interface ListadosEndpoints extends RevisionesEndpoints {
  restore: Endpoint;
  fechaPropuesta: FechaEndpoint;
  fechaReal: FechaEndpoint;
}

/** A date route's body: `{Fecha}`, a calendar date the contract has validated. */
type FechaEndpoint = Endpoint<z.ZodType, z.ZodType | undefined, z.ZodType<{ Fecha: string }>>;
function fecha(body: { Fecha: string } | undefined): string {
  // The contract's schema has validated the body before the handler runs.
  if (!body) throw new Error('a date route without its body');
  return body.Fecha;
}

/** What the listado routes call: the hierarchy's listadosService of the module. */
export interface ListadosRoutesService<E extends ListadosEndpoints, L extends ListadoRecord> {
  list(scope: RevisionScope<ProyectoRecord, RevisionRecord>, query: Query<E['list']>, companyUser: boolean): Reply<E['list']>;
  create(scope: RevisionScope<ProyectoRecord, RevisionRecord>, body: Body<E['create']>, actor: Actor): Reply<E['create']>;
  get(scope: ListadoScope<ProyectoRecord, RevisionRecord, L>): Reply<E['get']>;
  update(scope: ListadoScope<ProyectoRecord, RevisionRecord, L>, body: Body<E['update']>, actor: Actor): Reply<E['update']>;
  remove(scope: ListadoScope<ProyectoRecord, RevisionRecord, L>, actor: Actor): Reply<E['remove']>;
  restore(scope: ListadoScope<ProyectoRecord, RevisionRecord, L>, actor: Actor): Reply<E['restore']>;
  /** One answer for both date routes. */
  setFecha(
    scope: ListadoScope<ProyectoRecord, RevisionRecord, L>,
    field: 'FechaPropuesta' | 'FechaReal',
    fecha: string,
    actor: Actor,
  ): Reply<E['fechaPropuesta']> & Reply<E['fechaReal']>;
}

/** The listados of a revision: company users read their projects' listados (deleted ones are the managers'), managers write. */
export function listadosRoutes<E extends ListadosEndpoints, L extends ListadoRecord>(
  app: ZodApp,
  endpoints: E,
  module: ModuleFlag,
  service: ListadosRoutesService<E, L>,
  scopes: Scopes,
): void {
  const { revisionScopeOf, listadoScopeOf } = scopeAccessors<ProyectoRecord, RevisionRecord, L>();
  const revisionScope = { preHandler: scopes.revisionScope };
  const listadoScope = { preHandler: scopes.listadoScope };

  route<E['list']>(
    app,
    endpoints.list,
    access.signedIn(module),
    ({ query }, request) => service.list(revisionScopeOf(request), query, request.principal?.userType === 'UsuarioEmpresa'),
    revisionScope,
  );
  route<E['create']>(
    app,
    endpoints.create,
    access.managers(module),
    ({ body }, request) => service.create(revisionScopeOf(request), body, actorOf(request)),
    revisionScope,
  );
  route<E['get']>(app, endpoints.get, access.signedIn(module), (_input, request) => service.get(listadoScopeOf(request)), listadoScope);
  route<E['update']>(
    app,
    endpoints.update,
    access.managers(module),
    ({ body }, request) => service.update(listadoScopeOf(request), body, actorOf(request)),
    listadoScope,
  );
  route<E['remove']>(
    app,
    endpoints.remove,
    access.managers(module),
    (_input, request) => service.remove(listadoScopeOf(request), actorOf(request)),
    listadoScope,
  );
  route<E['restore']>(
    app,
    endpoints.restore,
    access.managers(module),
    (_input, request) => service.restore(listadoScopeOf(request), actorOf(request)),
    listadoScope,
  );
  route<E['fechaPropuesta']>(
    app,
    endpoints.fechaPropuesta,
    access.managers(module),
    ({ body }, request) => service.setFecha(listadoScopeOf(request), 'FechaPropuesta', fecha(body), actorOf(request)),
    listadoScope,
  );
  route<E['fechaReal']>(
    app,
    endpoints.fechaReal,
    access.managers(module),
    ({ body }, request) => service.setFecha(listadoScopeOf(request), 'FechaReal', fecha(body), actorOf(request)),
    listadoScope,
  );
}
