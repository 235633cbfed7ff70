import type { FastifyRequest } from 'fastify';
import type { Connection, Types } from 'mongoose';
import { revisiones as texts } from '@insp/messages/revisiones';
import {
  assertActive,
  createHierarchy,
  scopeAccessors,
  type ListadoScope as BaseListadoScope,
  type ProjectScope as BaseProjectScope,
  type ResponsableSnapshot,
  type RevisionScope as BaseRevisionScope,
  type Scopes,
} from '@insp/module-service';
import { collections } from './collections.ts';

/*
 * The stored shape of the project hierarchy (spec 001 §3, revision family), one document per item
 * in its own collection. Each feature's model.ts implements its part with mongoose; everything else
 * reads these shapes (lean documents) through the collection names. The scopes themselves are the
 * module platform's (packages/module-service/src/hierarchy), shared with checklist-revisiones.
 */

export type { ResponsableSnapshot, Scopes };
export { tenantOf } from '@insp/module-service';

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

export type ProjectScope = BaseProjectScope<ProyectoDoc>;
export type RevisionScope = BaseRevisionScope<ProyectoDoc, RevisionDoc>;
export type ListadoScope = BaseListadoScope<ProyectoDoc, RevisionDoc, ListadoDoc>;

/**
 * The preHandlers that resolve the tenant and the parent records of a route (see createHierarchy):
 * 404 'Este proyecto no existe.', 'No se encontró la revisión.', 'No existen datos del listado.';
 * a UsuarioEmpresa only on active projects where they are among the Responsables.
 */
export function hierarchyScopes(app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown }): Scopes {
  return createHierarchy(app, {
    collections: { proyectos: collections.proyectos, revisiones: collections.revisiones, listados: collections.listados },
    texts: { proyectoNoExiste: texts.proyectos.errors.noExiste, revisionNoEncontrada: texts.revisiones.errors.noEncontrada, listadoNoExiste: texts.listados.errors.noExiste },
  });
}

const accessors = scopeAccessors<ProyectoDoc, RevisionDoc, ListadoDoc>();
/** The project scope of a route registered with projectScope (or deeper). */
export const projectScopeOf = (request: FastifyRequest): ProjectScope => accessors.projectScopeOf(request);
/** The revision scope of a route registered with revisionScope (or deeper). */
export const revisionScopeOf = (request: FastifyRequest): RevisionScope => accessors.revisionScopeOf(request);
/** The listado scope of a route registered with listadoScope. */
export const listadoScopeOf = (request: FastifyRequest): ListadoScope => accessors.listadoScopeOf(request);

/** Writes below a deleted project are refused as if it did not exist (it is gone in 5 days). */
export function assertProjectActive(project: ProyectoDoc): void {
  assertActive(project, texts.proyectos.errors.noExiste);
}
