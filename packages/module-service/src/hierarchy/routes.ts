import type { Endpoint, EndpointReply, EndpointRequest, ModuleFlag } from '@insp/contracts';
import { access, route, type RouteGate, type ZodApp } from '@insp/service-kit';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { actorOf } from '../events/appender.ts';
import type { Actor, LogFailure } from './proyectos.ts';
import type { ListadoRecord, ProyectoRecord, RevisionRecord } from './records.ts';
import { type ListadoScope, type ProjectScope, type RevisionScope, scopeAccessors, tenantOf } from './scopes.ts';

/*
 * The routes of the review family's projects, revisions and listados (spec 001 §§2, 5), one registration for
 * revisiones and checklist-revisiones: each module passes its contract's endpoints (the family's,
 * with its own columns), its module flag and its service. Thin: contract, access, scope (the
 * chain a route names in `config.scope`, resolved by its feature folder's hook), call. A module's own routes (a listado's checklist) are registered next to these.
 */

type Query<E extends Endpoint> = EndpointRequest<E>['query'];
type Body<E extends Endpoint> = EndpointRequest<E>['body'];
type Reply<E extends Endpoint> = Promise<EndpointReply<E>>;

/** A level's scope: the chain the folder's scope hook resolves before the handler (`config.scope`), and the accessor that reads it. */
export interface LevelScope<S> {
  scope: string;
  of(request: FastifyRequest): S;
}

/** The routes of one item of a level: create (below its parent), get, update and remove. */
export interface ItemEndpoints {
  create: Endpoint;
  get: Endpoint;
  update: Endpoint;
  remove: Endpoint;
}

/** What the item routes call: P is the parent's scope, S the item's. */
export interface ItemRoutesService<E extends ItemEndpoints, P, S> {
  create(parent: P, body: Body<E['create']>, actor: Actor): Reply<E['create']>;
  get(scope: S): Reply<E['get']>;
  update(scope: S, body: Body<E['update']>, actor: Actor): Reply<E['update']>;
  remove(scope: S, actor: Actor): Reply<E['remove']>;
}

/** Routes on one level's scope: it is resolved first and handed to the call with the input and the request. */
function onScope<S>(app: ZodApp, level: LevelScope<S>) {
  const scoped = { config: { scope: level.scope } };
  return <X extends Endpoint>(endpoint: X, gate: RouteGate, call: (scope: S, input: EndpointRequest<X>, request: FastifyRequest) => Reply<X>): void =>
    route<X>(app, endpoint, gate, (input, request) => call(level.of(request), input, request), scoped);
}

/**
 * Create below the parent, get, update and remove one item of a level, each handler on its scope
 * (resolved first): `read` may get, `write` the rest. A level's list (its own query and answer) and
 * any other route of it are registered by the caller beside these.
 */
export function itemRoutes<E extends ItemEndpoints, P, S>(
  app: ZodApp,
  endpoints: E,
  gates: { read: RouteGate; write: RouteGate },
  parent: LevelScope<P>,
  own: LevelScope<S>,
  service: ItemRoutesService<E, P, S>,
): void {
  const onParent = onScope(app, parent);
  const onItem = onScope(app, own);
  onParent<E['create']>(endpoints.create, gates.write, (scope, { body }, request) => service.create(scope, body, actorOf(request)));
  onItem(endpoints.get, gates.read, (scope) => service.get(scope));
  onItem<E['update']>(endpoints.update, gates.write, (scope, { body }, request) => service.update(scope, body, actorOf(request)));
  onItem(endpoints.remove, gates.write, (scope, _input, request) => service.remove(scope, actorOf(request)));
}

/** The review family's gates: company users read, managers write (§6). */
const familyGates = (module: ModuleFlag) => ({ read: access.signedIn(module), write: access.managers(module) });

interface ProyectosEndpoints extends ItemEndpoints {
  list: Endpoint;
  restore: Endpoint;
  setResponsable: Endpoint<z.ZodType, z.ZodType | undefined, z.ZodType<{ userId: string }>>;
  setResponsables: Endpoint<z.ZodType, z.ZodType | undefined, z.ZodType<{ Responsables: string[] }>>;
  usuarios: Endpoint;
}

/** What the project routes call: the hierarchy's proyectosService of the module. */
export interface ProyectosRoutesService<E extends ProyectosEndpoints, P extends ProyectoRecord> {
  list(companyId: string, query: Query<E['list']>, viewer: { userType: string; userId: string }): Reply<E['list']>;
  create(companyId: string, body: Body<E['create']>, actor: Actor, log: LogFailure): Reply<E['create']>;
  get(scope: ProjectScope<P>): Reply<E['get']>;
  update(scope: ProjectScope<P>, body: Body<E['update']>, actor: Actor): Reply<E['update']>;
  remove(scope: ProjectScope<P>, actor: Actor, log: LogFailure): Reply<E['remove']>;
  restore(scope: ProjectScope<P>, actor: Actor, log: LogFailure): Reply<E['restore']>;
  setResponsable(scope: ProjectScope<P>, userId: string, actor: Actor): Reply<E['setResponsable']>;
  setResponsables(scope: ProjectScope<P>, userIds: string[], actor: Actor): Reply<E['setResponsables']>;
  usuarios(companyId: string): Reply<E['usuarios']>;
}

/** The body of a route whose contract requires one: validated by its schema before the handler runs. */
function required<B>(body: B): NonNullable<B> {
  if (!body) throw new Error('a route without its body');
  return body;
}

/**
 * The projects of a company: company users read the projects they are responsible for, managers
 * write (§6). A failed usage report to admin is logged, never the caller's error.
 */
export function proyectosRoutes<E extends ProyectosEndpoints, P extends ProyectoRecord>(
  app: ZodApp,
  endpoints: E,
  module: ModuleFlag,
  service: ProyectosRoutesService<E, P>,
): void {
  const { projectScopeOf } = scopeAccessors<P, RevisionRecord, ListadoRecord>();
  const { read, write } = familyGates(module);
  const usageFailed = (request: FastifyRequest) => (error: unknown) => request.log.warn({ err: error }, 'usage report failed');
  const viewer = (request: FastifyRequest) => ({ userType: request.principal?.userType ?? '', userId: actorOf(request).id });

  const onProject = onScope(app, { scope: 'projectScope', of: projectScopeOf });

  route<E['list']>(app, endpoints.list, read, ({ query }, request) => service.list(tenantOf(request), query, viewer(request)));
  route<E['create']>(app, endpoints.create, write, ({ body }, request) => service.create(tenantOf(request), body, actorOf(request), usageFailed(request)));
  onProject(endpoints.get, read, (scope) => service.get(scope));
  onProject<E['update']>(endpoints.update, write, (scope, { body }, request) => service.update(scope, body, actorOf(request)));
  onProject(endpoints.remove, write, (scope, _input, request) => service.remove(scope, actorOf(request), usageFailed(request)));
  onProject(endpoints.restore, write, (scope, _input, request) => service.restore(scope, actorOf(request), usageFailed(request)));
  onProject(endpoints.setResponsable, write, (scope, { body }, request) => service.setResponsable(scope, required(body).userId, actorOf(request)));
  onProject(endpoints.setResponsables, write, (scope, { body }, request) => service.setResponsables(scope, required(body).Responsables, actorOf(request)));
  route<E['usuarios']>(app, endpoints.usuarios, write, (_input, request) => service.usuarios(tenantOf(request)));
}

interface RevisionesEndpoints extends ItemEndpoints {
  list: Endpoint;
}

/** What the revision routes call: the hierarchy's revisionesService of the module. */
export interface RevisionesRoutesService<E extends RevisionesEndpoints, R extends RevisionRecord> extends ItemRoutesService<
  E,
  ProjectScope<ProyectoRecord>,
  RevisionScope<ProyectoRecord, R>
> {
  list(scope: ProjectScope<ProyectoRecord>, query: Query<E['list']>): Reply<E['list']>;
}

/** The revisions of a project: company users read them, managers write. */
export function revisionesRoutes<E extends RevisionesEndpoints, R extends RevisionRecord>(
  app: ZodApp,
  endpoints: E,
  module: ModuleFlag,
  service: RevisionesRoutesService<E, R>,
): void {
  const { projectScopeOf, revisionScopeOf } = scopeAccessors<ProyectoRecord, R, ListadoRecord>();
  const project = { scope: 'projectScope', of: projectScopeOf };
  const revision = { scope: 'revisionScope', of: revisionScopeOf };

  onScope(app, project)<E['list']>(endpoints.list, access.signedIn(module), (scope, { query }) => service.list(scope, query));
  itemRoutes(app, endpoints, familyGates(module), project, revision, service);
}

interface ListadosEndpoints extends RevisionesEndpoints {
  restore: Endpoint;
  ruta: Endpoint;
  fechaPropuesta: FechaEndpoint;
  fechaReal: FechaEndpoint;
}

/** A date route's body: `{Fecha}`, a calendar date the contract has validated. */
type FechaEndpoint = Endpoint<z.ZodType, z.ZodType | undefined, z.ZodType<{ Fecha: string }>>;

/** What the listado routes call: the hierarchy's listadosService of the module. */
export interface ListadosRoutesService<E extends ListadosEndpoints, L extends ListadoRecord> extends ItemRoutesService<
  E,
  RevisionScope<ProyectoRecord, RevisionRecord>,
  ListadoScope<ProyectoRecord, RevisionRecord, L>
> {
  list(scope: RevisionScope<ProyectoRecord, RevisionRecord>, query: Query<E['list']>, companyUser: boolean): Reply<E['list']>;
  restore(scope: ListadoScope<ProyectoRecord, RevisionRecord, L>, actor: Actor): Reply<E['restore']>;
  ruta(scope: ListadoScope<ProyectoRecord, RevisionRecord, L>): EndpointReply<E['ruta']>;
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
): void {
  const { revisionScopeOf, listadoScopeOf } = scopeAccessors<ProyectoRecord, RevisionRecord, L>();
  const revision = { scope: 'revisionScope', of: revisionScopeOf };
  const listado = { scope: 'listadoScope', of: listadoScopeOf };

  onScope(app, revision)<E['list']>(endpoints.list, access.signedIn(module), (scope, { query }, request) =>
    service.list(scope, query, request.principal?.userType === 'UsuarioEmpresa'),
  );
  const gates = familyGates(module);
  itemRoutes(app, endpoints, gates, revision, listado, service);
  const onListado = onScope(app, listado);
  const { read, write } = gates;
  onListado(endpoints.ruta, read, (scope) => Promise.resolve(service.ruta(scope)));
  onListado(endpoints.restore, write, (scope, _input, request) => service.restore(scope, actorOf(request)));
  onListado(endpoints.fechaPropuesta, write, (scope, { body }, request) => service.setFecha(scope, 'FechaPropuesta', required(body).Fecha, actorOf(request)));
  onListado(endpoints.fechaReal, write, (scope, { body }, request) => service.setFecha(scope, 'FechaReal', required(body).Fecha, actorOf(request)));
}
