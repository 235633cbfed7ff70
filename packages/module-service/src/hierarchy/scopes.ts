import { common } from '@insp/messages';
import { HttpError, tenantCompanyId } from '@insp/service-kit';
import { oid } from '@insp/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Types } from 'mongoose';
import { type Connection } from 'mongoose';

import { type ProjectMembers, seesProject } from './visibility.ts';

/*
 * The project → revision → listado hierarchy shared by the module services whose projects hold
 * revisions and listados (revisiones, checklist-revisiones; spec 001 §3): one document per item in
 * its own collection, every one keyed by companyId and its parents' ids. Each service keeps its own
 * collections, texts and full document shapes; these are the fields the scopes rely on.
 */

export type EstadoRegistro = 'Activo' | 'Eliminado';

export interface ProyectoBase {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  NombreProyecto: string;
  Estado: EstadoRegistro;
  /** 'Asignar responsables': company users who see the project (with its Responsable, see visibility.ts). */
  Responsables: Types.ObjectId[];
  /** 'Elige al responsable': also sees the project. */
  Responsable?: { id: Types.ObjectId } | null;
}

export interface RevisionBase {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  Nombre: string;
}

export interface ListadoBase {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  revisionId: Types.ObjectId;
  Nombre: string;
  Estado: EstadoRegistro;
}

/** What the scope hook resolved for the request, once. */
export interface ProjectScope<P extends ProyectoBase = ProyectoBase> {
  /** The tenant: the route's company, already checked against the caller. */
  companyId: string;
  project: P;
}
export interface RevisionScope<P extends ProyectoBase = ProyectoBase, R extends RevisionBase = RevisionBase> extends ProjectScope<P> {
  revision: R;
}
export interface ListadoScope<
  P extends ProyectoBase = ProyectoBase,
  R extends RevisionBase = RevisionBase,
  L extends ListadoBase = ListadoBase,
> extends RevisionScope<P, R> {
  listado: L;
}

/** What the scope hook resolved: the tenant, the project and the records below it, by level name. */
export interface ResolvedScope {
  companyId: string;
  project: ProjectMembers;
  levels: Record<string, object>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the scope hook of createScopes (every module service: the one request decoration). */
    scope: ResolvedScope | null;
  }
  interface FastifyContextConfig {
    /**
     * The chain of parents (a name of createScopes' `chains`) the folder's scope hook resolves
     * before the handler; a route without one (a project list, a create) resolves none.
     */
    scope?: string;
  }
}

/** A preHandler (arrow function: it needs no Fastify `this`, so other preHandlers may await it). */
export type ScopeHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A service's scopes: `chains`, the one list of the chains a route may name in `config.scope`
 * (chain name → the levels it resolves below the project; registerFeatures refuses any other name
 * when the route is registered), and `hook`, the one preHandler a feature folder adds: it resolves
 * the chain its route names, nothing for a route without one.
 */
export interface ScopeSet<K extends string> {
  chains: Readonly<Record<K, readonly string[]>>;
  hook: ScopeHandler;
}

/** The project every scope starts from (`:projectId`). */
export interface ProjectLevel<P extends ProjectMembers = ProjectMembers> {
  collection: string;
  /** 404 text. */
  notFound: string;
  /** A deleted project is 404 to a company user (managers resolve it: restore, the deleted view). */
  deleted: (project: P) => boolean;
}

/** A level below the project in a route's chain of parents. */
export interface ScopeLevel<T extends object = object> {
  /** The route parameter holding the record's id (`revisionId`, `hojaId` …). */
  param: string;
  collection: string;
  /** The parents' ids every record of the level carries, named like their route parameters (`projectId`, `listadoId` …); the tenant is always in the filter. */
  parents: readonly string[];
  /** 404 text. */
  notFound: string;
  /** A record in this state is 404 to a company user (a deleted listado). */
  hidden?: (record: T) => boolean;
  /** Lets a company user who is not assigned to the project see this record all the same (NEO: a sheet's reviewers). */
  admits?: (record: T, userId: string) => boolean;
}

type HierarchyParams = { companyId: string; projectId?: string } & Record<string, string | undefined>;

function missing(what: string): never {
  throw new Error(`${what} is not resolved: the route lacks its config.scope`);
}

/**
 * The one scope resolver of the module services: a preHandler that resolves, once per request, the
 * tenant and the parent records of a route under /companies/:companyId/projects/:projectId[/…],
 * every level read at once (one round trip per level, each filter carrying the tenant and the
 * parents' ids). `chains` names each chain and the levels (of `levels`) it resolves below the
 * project, parents first; they come back as the ScopeSet's `chains`, the names a route may give. A
 * route names its chain in `config.scope`; `hook`, added once per feature folder
 * (registerFeatures), resolves it as a preHandler: after the params are validated (ObjectIds) and
 * after the tenant guard (a foreign company is refused before the body is read).
 *
 * Not found: 404 with the level's text, the project first. A company user sees only projects that
 * are not deleted and they are assigned to (`seesProject`, the one rule): somebody else's project
 * is 403, checked right after the project, before any level below it is answered, unless a level of
 * the chain `admits` them (NEO's sheet reviewers), then after that level. Managers resolve deleted
 * records too (restore, the deleted rows); services refuse writes below a deleted one. One
 * resolver per app (it decorates `request.scope`).
 */
export function createScopes<P extends ProjectMembers, N extends string, K extends string>(
  app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown },
  project: ProjectLevel<P>,
  levels: Record<N, ScopeLevel>,
  chains: Record<K, readonly N[]>,
): ScopeSet<K> {
  app.decorateRequest('scope', null);
  /**
   * The reads in flight, by collection and filter: a request needing a record another request is
   * reading right now shares that read instead of sending its own (a crew syncing into one listado
   * sends the same three reads at once, issue 17 §3). Nothing is kept once a read answers, so a
   * request never uses a record read before the request before it answered: sequential requests
   * (a delete, then a capture) always read afresh, and what a shared read may miss is only a write
   * answered while that read was under way, as a request sent a moment earlier would.
   */
  const inFlight = new Map<string, Promise<object | null>>();
  const findShared = (collection: string, filter: Record<string, Types.ObjectId>): Promise<object | null> => {
    const key = `${collection}|${Object.entries(filter)
      .map(([field, value]) => `${field}=${value.toHexString()}`)
      .join('|')}`;
    const running = inFlight.get(key);
    if (running) return running;
    const reading: Promise<object | null> = app.db
      .collection(collection)
      .findOne(filter)
      .finally(() => {
        if (inFlight.get(key) === reading) inFlight.delete(key);
      });
    inFlight.set(key, reading);
    return reading;
  };
  const read = (name: N, tenant: Types.ObjectId, params: HierarchyParams): Promise<object | null> => {
    const level = levels[name];
    const id = params[level.param];
    if (!id) return Promise.resolve(null);
    const filter: Record<string, Types.ObjectId> = { companyId: tenant };
    for (const parent of level.parents) {
      const value = params[parent];
      if (!value) return Promise.resolve(null);
      filter[parent] = oid(value);
    }
    filter._id = oid(id);
    return findShared(level.collection, filter);
  };

  async function resolve(request: FastifyRequest, chain: readonly N[]): Promise<void> {
    const params = request.params as HierarchyParams;
    const companyId = tenantCompanyId(request, params.companyId);
    const tenant = oid(companyId);
    if (!params.projectId) throw new Error('a scope on a route without :projectId');
    const [found, ...records] = await Promise.all([
      findShared(project.collection, { companyId: tenant, _id: oid(params.projectId) }),
      ...chain.map((name) => read(name, tenant, params)),
    ]);
    const principal = request.principal;
    const companyUser = principal?.userType === 'UsuarioEmpresa';
    const proyecto = found as P | null;
    if (!proyecto || (companyUser && project.deleted(proyecto))) throw new HttpError(404, project.notFound);
    const admitting = chain.some((name) => levels[name].admits);
    if (!admitting && !seesProject(principal, proyecto)) throw new HttpError(403, common.forbidden);
    const resolved: Record<string, object> = {};
    chain.forEach((name, index) => {
      const level = levels[name];
      const record = records[index];
      if (!record || (companyUser && level.hidden?.(record))) throw new HttpError(404, level.notFound);
      resolved[name] = record;
    });
    if (admitting && !seesProject(principal, proyecto)) {
      const me = principal?.sub ?? '';
      if (!chain.some((name) => levels[name].admits?.(resolved[name] as object, me))) throw new HttpError(403, common.forbidden);
    }
    request.scope = { companyId, project: proyecto, levels: resolved };
  }

  const hook: ScopeHandler = async (request, _reply) => {
    const name = request.routeOptions.config.scope;
    // A route without a chain (a project list, a create) resolves none; a name outside `chains`
    // never gets here: registerFeatures refused it when the route was registered.
    if (name === undefined) return;
    await resolve(request, chains[name as K]);
  };
  return { chains, hook };
}

/** The tenant and project a scope preHandler resolved (typed by the service: its own collection). */
export function scopedProject<P>(request: FastifyRequest, handler: string): { companyId: string; project: P } {
  const scope = request.scope ?? missing(handler);
  return { companyId: scope.companyId, project: scope.project as P };
}

/** A record a scope preHandler resolved, by level name (typed by the service: its own collection). */
export function scopedRecord<T>(request: FastifyRequest, level: string, handler: string): T {
  return (request.scope?.levels[level] ?? missing(handler)) as T;
}

/**
 * The review family's scopes: `projectScope` resolves the tenant and `:projectId`,
 * `revisionScope` also `:revisionId` of that project, `listadoScope` also `:listadoId` of that revision.
 */
export type Scopes = ScopeSet<'projectScope' | 'revisionScope' | 'listadoScope'>;

export interface HierarchyOptions {
  /** The service's own collections. */
  collections: { proyectos: string; revisiones: string; listados: string };
  /** The service's own 404 texts. */
  texts: { proyectoNoExiste: string; revisionNoEncontrada: string; listadoNoExiste: string };
}

/** Typed readers of what the scope hook resolved (the service's own document shapes). */
export interface ScopeAccessors<P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase> {
  projectScopeOf(request: FastifyRequest): ProjectScope<P>;
  revisionScopeOf(request: FastifyRequest): RevisionScope<P, R>;
  listadoScopeOf(request: FastifyRequest): ListadoScope<P, R, L>;
}

/** The project → revision → listado levels of the review family (the checklist family adds levels below the listado). */
export function reviewLevels({ collections, texts }: HierarchyOptions) {
  return {
    project: {
      collection: collections.proyectos,
      notFound: texts.proyectoNoExiste,
      deleted: (proyecto: ProyectoBase) => proyecto.Estado === 'Eliminado',
    } satisfies ProjectLevel<ProyectoBase>,
    levels: {
      revision: { param: 'revisionId', collection: collections.revisiones, parents: ['projectId'], notFound: texts.revisionNoEncontrada },
      listado: {
        param: 'listadoId',
        collection: collections.listados,
        parents: ['projectId', 'revisionId'],
        notFound: texts.listadoNoExiste,
        hidden: (listado: object) => (listado as ListadoBase).Estado === 'Eliminado',
      },
    } satisfies Record<string, ScopeLevel>,
    chains: { projectScope: [], revisionScope: ['revision'], listadoScope: ['revision', 'listado'] } as const,
  };
}

/**
 * The review family's scopes (createScopes on project → revision → listado): 404 with the
 * service's texts; a deleted project or listado is 404 to a company user, somebody else's project 403.
 */
export function createHierarchy(app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown }, options: HierarchyOptions): Scopes {
  const { project, levels, chains } = reviewLevels(options);
  return createScopes(app, project, levels, chains);
}

/**
 * The readers of a service's scopes, typed with its document shapes: the scope hook reads them from
 * that service's own collections, whose documents P, R and L describe.
 */
export function scopeAccessors<P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase>(): ScopeAccessors<P, R, L> {
  return {
    projectScopeOf: (request) => scopedProject<P>(request, 'projectScope'),
    revisionScopeOf: (request) => ({ ...scopedProject<P>(request, 'revisionScope'), revision: scopedRecord<R>(request, 'revision', 'revisionScope') }),
    listadoScopeOf: (request) => ({
      ...scopedProject<P>(request, 'listadoScope'),
      revision: scopedRecord<R>(request, 'revision', 'listadoScope'),
      listado: scopedRecord<L>(request, 'listado', 'listadoScope'),
    }),
  };
}

/** Writes below a deleted project are refused as if it did not exist (it is gone in 5 days): 404 `notFound`. */
export function assertActive(record: { Estado: EstadoRegistro }, notFound: string): void {
  if (record.Estado === 'Eliminado') throw new HttpError(404, notFound);
}

/** The company of a route without a project (lists, creates): the route's, checked against the caller. */
export function tenantOf(request: FastifyRequest): string {
  const params = request.params as HierarchyParams;
  return tenantCompanyId(request, params.companyId);
}
