import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Types, type Connection } from 'mongoose';
import { common } from '@insp/messages';
import { revisiones as texts } from '@insp/messages/revisiones';
import { HttpError, tenantCompanyId } from '@insp/service-kit';
import { collections } from './collections.ts';

/*
 * The stored shape of the project hierarchy (spec 001 §3, revision family), one document per item
 * in its own collection. Each feature's model.ts implements its part with mongoose; everything else
 * reads these shapes (lean documents) through the collection names.
 */

/** Who is responsible for a project, revision or listado, as shown in the tables (a snapshot). */
export interface ResponsableSnapshot {
  /** The user's id in admin. */
  id: Types.ObjectId;
  NombreCompleto: string;
  Cargo: string;
  /** When it was assigned. */
  FechaAsignado: Date;
}

/** Who soft-deleted a record. */
export interface EliminadoPor {
  id: Types.ObjectId;
  Nombre: string;
}

export type EstadoRegistro = 'Activo' | 'Eliminado';

/** Collection `Proyectos` (features/proyectos). */
export interface ProyectoDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  NombreProyecto: string;
  /** nameKey(NombreProyecto): unique per company (case and accents ignored) and the list's sort. */
  nombreKey: string;
  FechaCreacion: Date;
  /** Days after which an observation is Por Vencer / Por Resolver (spec §4). */
  DiasPorVencer: number;
  DiasVencidos: number;
  /** 'Elige al responsable': the one shown in the tables; null until chosen, and again once the user is removed from the company. */
  Responsable: ResponsableSnapshot | null;
  /** 'Asignar responsables': the company users who see the project (ids; bounded by the company's users). */
  Responsables: Types.ObjectId[];
  Estado: EstadoRegistro;
  FechaEliminacion: Date | null;
  EliminadoPor: EliminadoPor | null;
  AlertaEliminacion: boolean;
  /** Grace days of a deleted project (5); null while active. */
  DiasEliminacion: number | null;
  createdAt: Date;
}

/** Collection `Revisiones` (features/revisiones). */
export interface RevisionDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  Nombre: string;
  /** nameKey(Nombre): unique per project. */
  nombreKey: string;
  /** Null once the user is removed from the company (user cascade). */
  Responsable: ResponsableSnapshot | null;
  FechaCreacion: Date;
  createdAt: Date;
}

/** Collection `Listados` (features/listados). */
export interface ListadoDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  revisionId: Types.ObjectId;
  Nombre: string;
  /** nameKey(Nombre): unique per revision, deleted listados included (a restore never collides). */
  nombreKey: string;
  /** The Encargado; null once the user is removed from the company (user cascade). */
  Responsable: ResponsableSnapshot | null;
  FechaCreacion: Date;
  FechaPropuesta: Date | null;
  FechaReal: Date | null;
  Estado: EstadoRegistro;
  FechaEliminacion: Date | null;
  AlertaEliminacion: boolean;
  DiasEliminacion: number | null;
  createdAt: Date;
}

/** What the scope preHandlers resolved for the request, once. */
export interface ProjectScope {
  /** The tenant: the route's company, already checked against the caller. */
  companyId: string;
  project: ProyectoDoc;
}
export interface RevisionScope extends ProjectScope {
  revision: RevisionDoc;
}
export interface ListadoScope extends RevisionScope {
  listado: ListadoDoc;
}
export type Scope = ProjectScope & { revision?: RevisionDoc; listado?: ListadoDoc };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by projectScope / revisionScope / listadoScope (services/revisiones). */
    scope: Scope | null;
  }
}

type Handler = preHandlerAsyncHookHandler;

export interface Scopes {
  /** Resolves the tenant and `:projectId`. */
  projectScope: Handler;
  /** … and `:revisionId` of that project. */
  revisionScope: Handler;
  /** … and `:listadoId` of that revision. */
  listadoScope: Handler;
}

type HierarchyParams = { companyId: string; projectId?: string; revisionId?: string; listadoId?: string };

const oid = (id: string) => new Types.ObjectId(id);

/**
 * The preHandlers that resolve, once per request, the tenant and the parent records of a route
 * under /companies/:companyId/projects/:projectId[/revisiones/:revisionId[/listados/:listadoId]].
 * They run after the params are validated (ObjectIds) and after the tenant guard (a foreign
 * company is refused before the body is read).
 *
 * Not found: 404 'Este proyecto no existe.', 'No se encontró la revisión.', 'No existen datos del
 * listado.'. A UsuarioEmpresa sees only active projects where they are among the Responsables: a
 * deleted project (or listado) is 404 to them, somebody else's project 403. Managers resolve deleted
 * records too (restore, the deleted rows); services refuse writes below a deleted one.
 */
export function hierarchyScopes(app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown }): Scopes {
  app.decorateRequest('scope', null);
  const Proyectos = app.db.collection<ProyectoDoc>(collections.proyectos);
  const Revisiones = app.db.collection<RevisionDoc>(collections.revisiones);
  const Listados = app.db.collection<ListadoDoc>(collections.listados);

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
    if (!project || (companyUser && project.Estado === 'Eliminado')) throw new HttpError(404, texts.proyectos.errors.noExiste);
    if (companyUser && !project.Responsables.some((id) => id.toHexString() === request.principal?.sub)) {
      throw new HttpError(403, common.forbidden);
    }
    const scope: Scope = { companyId, project };
    if (depth >= 1) {
      if (!revision) throw new HttpError(404, texts.revisiones.errors.noEncontrada);
      scope.revision = revision;
    }
    if (depth >= 2) {
      if (!listado || (companyUser && listado.Estado === 'Eliminado')) throw new HttpError(404, texts.listados.errors.noExiste);
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

function missing(what: string): never {
  throw new Error(`${what} is not resolved: the route lacks its scope preHandler`);
}

/** The project scope of a route registered with projectScope (or deeper). */
export function projectScopeOf(request: FastifyRequest): ProjectScope {
  return request.scope ?? missing('projectScope');
}

/** The revision scope of a route registered with revisionScope (or deeper). */
export function revisionScopeOf(request: FastifyRequest): RevisionScope {
  const scope = request.scope ?? missing('revisionScope');
  const revision = scope.revision ?? missing('revisionScope');
  return { companyId: scope.companyId, project: scope.project, revision };
}

/** The listado scope of a route registered with listadoScope. */
export function listadoScopeOf(request: FastifyRequest): ListadoScope {
  const scope = request.scope ?? missing('listadoScope');
  const revision = scope.revision ?? missing('listadoScope');
  const listado = scope.listado ?? missing('listadoScope');
  return { companyId: scope.companyId, project: scope.project, revision, listado };
}

/** Writes below a deleted project are refused as if it did not exist (it is gone in 5 days). */
export function assertProjectActive(project: ProyectoDoc): void {
  if (project.Estado === 'Eliminado') throw new HttpError(404, texts.proyectos.errors.noExiste);
}

/** The company of a route without a project (lists, creates): the route's, checked against the caller. */
export function tenantOf(request: FastifyRequest): string {
  const params = request.params as HierarchyParams;
  return tenantCompanyId(request, params.companyId);
}
