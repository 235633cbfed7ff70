import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import {
  createScopes,
  type ListadoRecord,
  type ListadoScope as BaseListadoScope,
  type ProjectScope as BaseProjectScope,
  type ProyectoRecord,
  type ResponsableSnapshot,
  type RevisionRecord,
  type RevisionScope as BaseRevisionScope,
  scopedRecord,
  type Scopes as BaseScopes,
  type ScopeSet,
  serviceHierarchy,
  tenantOf,
} from '@insp/module-service/hierarchy';
import { HttpError } from '@insp/service-kit';
import type { FastifyRequest } from 'fastify';
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

export type { EliminadoPor, EstadoRegistro } from '@insp/module-service/hierarchy';

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

/** What the named levels below a listado (rooms, subcontracts, error types) store alike. */
interface NombradoBajoListado extends BajoListado {
  Nombre: string;
  /** nameKey(Nombre): unique within its parent (case and accents ignored). */
  nombreKey: string;
  Activado: boolean;
  /** The template item it was copied from (the spec's IdReferenceList); null when added by hand. */
  IdReferenceList: string | null;
  FechaCreacion: Date;
  createdAt: Date;
}

/** Collection `RecintosChecklist` (features/recintos). */
export type RecintoDoc = NombradoBajoListado;

/** Collection `SubcontratosChecklist` (features/subcontratos). */
export interface SubcontratoDoc extends NombradoBajoListado {
  recintoId: Types.ObjectId;
}

/** Collection `ErroresTipoChecklist` (features/errores-tipo). */
export interface ErrorTipoDoc extends NombradoBajoListado {
  recintoId: Types.ObjectId;
  subcontratoId: Types.ObjectId;
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

/**
 * The family's chains and three more: `recintoScope` (the listado scope and `:recintoId` of that
 * listado), `subcontratoScope` (… and `:subcontratoId` of that recinto), `errorTipoScope` (… and
 * `:errorTipoId` of that subcontrato).
 */
export type Scopes = ScopeSet<keyof BaseScopes['chains'] | 'recintoScope' | 'subcontratoScope' | 'errorTipoScope'>;

/**
 * The service's scopes (the module platform's one resolver, createScopes): the shared
 * project/revision/listado levels (404 'Este proyecto no existe.', 'No se encontró la revisión.',
 * 'No existen datos del listado.'; a UsuarioEmpresa only on active projects where they are
 * responsible), and below them the recinto, subcontrato and error tipo of the route, all read at
 * once, each filtered by the tenant and its parent.
 */
export function hierarchyScopes(app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown }): Scopes {
  const { project, levels, chains } = hierarchy.levels();
  return createScopes(
    app,
    project,
    {
      ...levels,
      recinto: { param: 'recintoId', collection: collections.recintos, parents: ['listadoId'], notFound: texts.recintos.errors.noExiste },
      subcontrato: { param: 'subcontratoId', collection: collections.subcontratos, parents: ['recintoId'], notFound: texts.subcontratos.errors.noExiste },
      errorTipo: { param: 'errorTipoId', collection: collections.erroresTipo, parents: ['subcontratoId'], notFound: texts.erroresTipo.errors.noExiste },
    },
    {
      ...chains,
      recintoScope: [...chains.listadoScope, 'recinto'],
      subcontratoScope: [...chains.listadoScope, 'recinto', 'subcontrato'],
      errorTipoScope: [...chains.listadoScope, 'recinto', 'subcontrato', 'errorTipo'],
    },
  );
}

export const projectScopeOf: (request: FastifyRequest) => ProjectScope = hierarchy.projectScopeOf;
export const revisionScopeOf: (request: FastifyRequest) => RevisionScope = hierarchy.revisionScopeOf;
export const listadoScopeOf: (request: FastifyRequest) => ListadoScope = hierarchy.listadoScopeOf;

export function recintoScopeOf(request: FastifyRequest): RecintoScope {
  return { ...listadoScopeOf(request), recinto: scopedRecord<RecintoDoc>(request, 'recinto', 'recintoScope') };
}
export function subcontratoScopeOf(request: FastifyRequest): SubcontratoScope {
  return { ...recintoScopeOf(request), subcontrato: scopedRecord<SubcontratoDoc>(request, 'subcontrato', 'subcontratoScope') };
}
export function errorTipoScopeOf(request: FastifyRequest): ErrorTipoScope {
  return { ...subcontratoScopeOf(request), errorTipo: scopedRecord<ErrorTipoDoc>(request, 'errorTipo', 'errorTipoScope') };
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
