import { common } from '@insp/messages';
import { HttpError, tenantCompanyId } from '@insp/service-kit';
import { oid } from '@insp/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Types } from 'mongoose';
import { type Connection } from 'mongoose';

import { seesProject } from './visibility.ts';

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

/** What the scope preHandlers resolved for the request, once. */
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

type AnyScope = ProjectScope & { revision?: RevisionBase; listado?: ListadoBase };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the hierarchy's projectScope / revisionScope / listadoScope preHandlers. */
    scope: AnyScope | null;
  }
}

/** A preHandler (arrow function: it needs no Fastify `this`, so other preHandlers may await it). */
export type ScopeHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type Handler = ScopeHandler;

export interface Scopes {
  /** Resolves the tenant and `:projectId`. */
  projectScope: Handler;
  /** … and `:revisionId` of that project. */
  revisionScope: Handler;
  /** … and `:listadoId` of that revision. */
  listadoScope: Handler;
}

export interface HierarchyOptions {
  /** The service's own collections. */
  collections: { proyectos: string; revisiones: string; listados: string };
  /** The service's own 404 texts. */
  texts: { proyectoNoExiste: string; revisionNoEncontrada: string; listadoNoExiste: string };
}

/** Typed readers of what the scope preHandlers resolved (the service's own document shapes). */
export interface ScopeAccessors<P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase> {
  projectScopeOf(request: FastifyRequest): ProjectScope<P>;
  revisionScopeOf(request: FastifyRequest): RevisionScope<P, R>;
  listadoScopeOf(request: FastifyRequest): ListadoScope<P, R, L>;
}

type HierarchyParams = { companyId: string; projectId?: string; revisionId?: string; listadoId?: string };

function missing(what: string): never {
  throw new Error(`${what} is not resolved: the route lacks its scope preHandler`);
}

/**
 * The preHandlers that resolve, once per request, the tenant and the parent records of a route
 * under /companies/:companyId/projects/:projectId[/revisiones/:revisionId[/listados/:listadoId]].
 * They run after the params are validated (ObjectIds) and after the tenant guard (a foreign
 * company is refused before the body is read).
 *
 * Not found: 404 with the service's texts. A UsuarioEmpresa sees only active projects they are
 * assigned to (among the Responsables or the Responsable, `seesProject`): a deleted project (or
 * listado) is 404 to them, somebody else's project 403. Managers resolve deleted records too (restore, the deleted rows); services refuse
 * writes below a deleted one. Only one hierarchy per app (it decorates `request.scope`).
 */
export function createHierarchy(
  app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown },
  { collections, texts }: HierarchyOptions,
): Scopes {
  app.decorateRequest('scope', null);
  const Proyectos = app.db.collection<ProyectoBase>(collections.proyectos);
  const Revisiones = app.db.collection<RevisionBase>(collections.revisiones);
  const Listados = app.db.collection<ListadoBase>(collections.listados);

  async function resolve(request: FastifyRequest, depth: 0 | 1 | 2): Promise<void> {
    const params = request.params as HierarchyParams;
    const companyId = tenantCompanyId(request, params.companyId);
    const tenant = oid(companyId);
    if (!params.projectId) throw new Error('projectScope on a route without :projectId');
    const projectId = oid(params.projectId);
    // One round trip per level, all at once: every filter carries the tenant and the parents' ids.
    const [project, revision, listado] = await Promise.all([
      Proyectos.findOne({ companyId: tenant, _id: projectId }),
      depth >= 1 && params.revisionId ? Revisiones.findOne({ companyId: tenant, projectId, _id: oid(params.revisionId) }) : null,
      depth >= 2 && params.revisionId && params.listadoId
        ? Listados.findOne({ companyId: tenant, projectId, revisionId: oid(params.revisionId), _id: oid(params.listadoId) })
        : null,
    ]);
    const companyUser = request.principal?.userType === 'UsuarioEmpresa';
    if (!project || (companyUser && project.Estado === 'Eliminado')) throw new HttpError(404, texts.proyectoNoExiste);
    if (!seesProject(request.principal, project)) throw new HttpError(403, common.forbidden);
    const scope: AnyScope = { companyId, project };
    if (depth >= 1) {
      if (!revision) throw new HttpError(404, texts.revisionNoEncontrada);
      scope.revision = revision;
    }
    if (depth >= 2) {
      if (!listado || (companyUser && listado.Estado === 'Eliminado')) throw new HttpError(404, texts.listadoNoExiste);
      scope.listado = listado;
    }
    request.scope = scope;
  }

  return {
    projectScope: async (request: FastifyRequest, _reply: FastifyReply) => resolve(request, 0),
    revisionScope: async (request: FastifyRequest, _reply: FastifyReply) => resolve(request, 1),
    listadoScope: async (request: FastifyRequest, _reply: FastifyReply) => resolve(request, 2),
  };
}

/**
 * The readers of a service's scopes, typed with its document shapes: the preHandlers read them from
 * that service's own collections, whose documents P, R and L describe.
 */
export function scopeAccessors<P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase>(): ScopeAccessors<P, R, L> {
  return {
    projectScopeOf(request) {
      const scope = request.scope ?? missing('projectScope');
      return { companyId: scope.companyId, project: scope.project as P };
    },
    revisionScopeOf(request) {
      const scope = request.scope ?? missing('revisionScope');
      const revision = scope.revision ?? missing('revisionScope');
      return { companyId: scope.companyId, project: scope.project as P, revision: revision as R };
    },
    listadoScopeOf(request) {
      const scope = request.scope ?? missing('listadoScope');
      const revision = scope.revision ?? missing('listadoScope');
      const listado = scope.listado ?? missing('listadoScope');
      return { companyId: scope.companyId, project: scope.project as P, revision: revision as R, listado: listado as L };
    },
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
