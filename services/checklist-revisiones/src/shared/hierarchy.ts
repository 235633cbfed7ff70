import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import {
  type ListadoRecord,
  type ListadoScope as BaseListadoScope,
  type ProjectScope as BaseProjectScope,
  type ProyectoRecord,
  type ResponsableSnapshot,
  type RevisionRecord,
  type RevisionScope as BaseRevisionScope,
  type ScopeHandler,
  type Scopes as BaseScopes,
  serviceHierarchy,
  tenantOf,
} from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import { oid } from '@insp/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Types } from 'mongoose';
import { type Connection } from 'mongoose';

import { collections } from './collections.ts';

/*
 * The stored shape of the checklist hierarchy (spec 001 §3, checklist family): project → revision
 * → listado (the module platform's shared scopes, packages/module-service/src/hierarchy) → recinto
 * → subcontrato → error tipo → answers, one document per item, each carrying the ids of all its
 * ancestors (a level's removal is one filter per collection, see below.ts).
 */

export type { ResponsableSnapshot };
export { tenantOf };

export type { EliminadoPor, EstadoRegistro } from '@insp/module-service';

/** Collection `ProyectosChecklist` (features/proyectos); Tipo CheckList, no day fields. */
export interface ProyectoDoc extends ProyectoRecord {
  Tipo: 'CheckList';
}

/** Collection `RevisionesChecklist` (features/revisiones). */
export type RevisionDoc = RevisionRecord;

/** Collection `ListadosChecklist` (features/listados). */
export interface ListadoDoc extends ListadoRecord {
  /** The assigned company checklist (admin's id) and its name at assignment; null until assigned. */
  ChecklistId: Types.ObjectId | null;
  ChecklistName: string | null;
}

/** The ancestors every document below a listado carries. */
export interface BajoListado {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  revisionId: Types.ObjectId;
  listadoId: Types.ObjectId;
}

/** Collection `RecintosChecklist` (features/recintos). */
export interface RecintoDoc extends BajoListado {
  Nombre: string;
  /** nameKey(Nombre): unique within the listado (case and accents ignored). */
  nombreKey: string;
  Activado: boolean;
  /** The template place it was copied from (the spec's IdReferenceList); null when added by hand. */
  IdReferenceList: string | null;
  FechaCreacion: Date;
  createdAt: Date;
}

/** Collection `SubcontratosChecklist` (features/subcontratos). */
export interface SubcontratoDoc extends BajoListado {
  recintoId: Types.ObjectId;
  Nombre: string;
  nombreKey: string;
  Activado: boolean;
  IdReferenceList: string | null;
  FechaCreacion: Date;
  createdAt: Date;
}

/** Collection `ErroresTipoChecklist` (features/errores-tipo). */
export interface ErrorTipoDoc extends BajoListado {
  recintoId: Types.ObjectId;
  subcontratoId: Types.ObjectId;
  Nombre: string;
  nombreKey: string;
  Activado: boolean;
  IdReferenceList: string | null;
  FechaCreacion: Date;
  createdAt: Date;
}

const hierarchy = serviceHierarchy<ProyectoDoc, RevisionDoc, ListadoDoc>(collections, texts);

export type ProjectScope = BaseProjectScope<ProyectoDoc>;
export type RevisionScope = BaseRevisionScope<ProyectoDoc, RevisionDoc>;
export type ListadoScope = BaseListadoScope<ProyectoDoc, RevisionDoc, ListadoDoc>;
export interface RecintoScope extends ListadoScope {
  recinto: RecintoDoc;
}
export interface SubcontratoScope extends RecintoScope {
  subcontrato: SubcontratoDoc;
}
export interface ErrorTipoScope extends SubcontratoScope {
  errorTipo: ErrorTipoDoc;
}

type Handler = ScopeHandler;

export interface Scopes extends BaseScopes {
  /** The listado scope and `:recintoId` of that listado. */
  recintoScope: Handler;
  /** … and `:subcontratoId` of that recinto. */
  subcontratoScope: Handler;
  /** … and `:errorTipoId` of that subcontrato. */
  errorTipoScope: Handler;
}

interface Leaves {
  recinto?: RecintoDoc;
  subcontrato?: SubcontratoDoc;
  errorTipo?: ErrorTipoDoc;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by recintoScope / subcontratoScope / errorTipoScope (services/checklist-revisiones). */
    leaves: Leaves | null;
  }
}

type LeafParams = { recintoId?: string; subcontratoId?: string; errorTipoId?: string };

/**
 * The service's scope preHandlers: the shared project/revision/listado ones (404 'Este proyecto no
 * existe.', 'No se encontró la revisión.', 'No existen datos del listado.'; a UsuarioEmpresa only
 * on active projects where they are responsible), and below them the recinto, subcontrato and
 * error tipo of the route, read at once, each filtered by the tenant and its parent.
 */
export function hierarchyScopes(app: { db: Connection; decorateRequest: (name: 'scope' | 'leaves', value: null) => unknown }): Scopes {
  const base = hierarchy.scopes(app);
  app.decorateRequest('leaves', null);
  const Recintos = app.db.collection<RecintoDoc>(collections.recintos);
  const Subcontratos = app.db.collection<SubcontratoDoc>(collections.subcontratos);
  const ErroresTipo = app.db.collection<ErrorTipoDoc>(collections.erroresTipo);

  async function resolve(request: FastifyRequest, reply: FastifyReply, depth: 0 | 1 | 2): Promise<void> {
    const params = request.params as LeafParams & { companyId: string; listadoId?: string };
    // The leaves are read with the route's ids at the same time as the listado scope checks the
    // tenant and the parents (one wait instead of two); nothing is answered until both are done.
    const tenant = oid(tenantOf(request));
    const listadoId = oid(params.listadoId ?? missing(':listadoId'));
    const recintoId = oid(params.recintoId ?? missing(':recintoId'));
    const subcontratoId = depth >= 1 ? oid(params.subcontratoId ?? missing(':subcontratoId')) : null;
    const [, recinto, subcontrato, errorTipo] = await Promise.all([
      base.listadoScope(request, reply),
      Recintos.findOne({ companyId: tenant, listadoId, _id: recintoId }),
      subcontratoId ? Subcontratos.findOne({ companyId: tenant, recintoId, _id: subcontratoId }) : null,
      depth >= 2 && subcontratoId ? ErroresTipo.findOne({ companyId: tenant, subcontratoId, _id: oid(params.errorTipoId ?? missing(':errorTipoId')) }) : null,
    ]);
    if (!recinto) throw new HttpError(404, texts.recintos.errors.noExiste);
    const leaves: Leaves = { recinto };
    if (depth >= 1) {
      if (!subcontrato) throw new HttpError(404, texts.subcontratos.errors.noExiste);
      leaves.subcontrato = subcontrato;
    }
    if (depth >= 2) {
      if (!errorTipo) throw new HttpError(404, texts.erroresTipo.errors.noExiste);
      leaves.errorTipo = errorTipo;
    }
    request.leaves = leaves;
  }

  return {
    ...base,
    recintoScope: async (request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, 0),
    subcontratoScope: async (request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, 1),
    errorTipoScope: async (request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, 2),
  };
}

function missing(what: string): never {
  throw new Error(`${what} is not resolved: the route lacks its scope preHandler`);
}

export const projectScopeOf: (request: FastifyRequest) => ProjectScope = hierarchy.projectScopeOf;
export const revisionScopeOf: (request: FastifyRequest) => RevisionScope = hierarchy.revisionScopeOf;
export const listadoScopeOf: (request: FastifyRequest) => ListadoScope = hierarchy.listadoScopeOf;

export function recintoScopeOf(request: FastifyRequest): RecintoScope {
  const recinto = request.leaves?.recinto ?? missing('recintoScope');
  return { ...listadoScopeOf(request), recinto };
}
export function subcontratoScopeOf(request: FastifyRequest): SubcontratoScope {
  const subcontrato = request.leaves?.subcontrato ?? missing('subcontratoScope');
  return { ...recintoScopeOf(request), subcontrato };
}
export function errorTipoScopeOf(request: FastifyRequest): ErrorTipoScope {
  const errorTipo = request.leaves?.errorTipo ?? missing('errorTipoScope');
  return { ...subcontratoScopeOf(request), errorTipo };
}

/** Writes below a deleted project are refused as if it did not exist. */
export const assertProjectActive: (project: ProyectoDoc) => void = hierarchy.assertProjectActive;

/** Writes below a listado need an active project and an active listado (a deleted one goes in 5 days). */
export function assertListadoWritable(scope: ListadoScope): void {
  assertProjectActive(scope.project);
  if (scope.listado.Estado === 'Eliminado') throw new HttpError(404, texts.listados.errors.noExiste);
}

/** The event parents of a record below a listado (live screens refresh by them). */
export function parentsOf(
  doc: Partial<Omit<BajoListado, '_id' | 'companyId'>> & { recintoId?: Types.ObjectId; subcontratoId?: Types.ObjectId; errorTipoId?: Types.ObjectId },
): Record<string, string> {
  const parents: Record<string, string> = {};
  for (const key of ['projectId', 'revisionId', 'listadoId', 'recintoId', 'subcontratoId', 'errorTipoId'] as const) {
    const value = doc[key];
    if (value) parents[key] = value.toHexString();
  }
  return parents;
}
