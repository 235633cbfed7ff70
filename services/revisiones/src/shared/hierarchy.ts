import { revisiones as texts } from '@insp/messages/revisiones';
import {
  type ListadoRecord,
  type ListadoScope as BaseListadoScope,
  type ProjectScope as BaseProjectScope,
  type ProyectoRecord,
  type RevisionRecord,
  type RevisionScope as BaseRevisionScope,
  type Scopes,
  serviceHierarchy,
} from '@insp/module-service/hierarchy';
import type { FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';

import { collections } from './collections.ts';

/*
 * The stored shape of the project hierarchy (spec 001 §3, revision family), one document per item
 * in its own collection. Each feature's model.ts implements its part with mongoose; everything else
 * reads these shapes (lean documents) through the collection names. The scopes themselves are the
 * module platform's (packages/module-service/src/hierarchy), shared with checklist-revisiones.
 */

export type { EliminadoPor, EstadoRegistro, ResponsableSnapshot, Scopes } from '@insp/module-service/hierarchy';
export { tenantOf } from '@insp/module-service/hierarchy';

/** Collection `Proyectos` (features/proyectos). */
export interface ProyectoDoc extends ProyectoRecord {
  /** Days after which an observation is Por Vencer / Por Resolver (spec §4). */
  DiasPorVencer: number;
  DiasVencidos: number;
}

/** Collection `Revisiones` (features/revisiones). */
export type RevisionDoc = RevisionRecord;

/** Collection `Listados` (features/listados). */
export type ListadoDoc = ListadoRecord;

export type ProjectScope = BaseProjectScope<ProyectoDoc>;
export type RevisionScope = BaseRevisionScope<ProyectoDoc, RevisionDoc>;
export type ListadoScope = BaseListadoScope<ProyectoDoc, RevisionDoc, ListadoDoc>;

const hierarchy = serviceHierarchy<ProyectoDoc, RevisionDoc, ListadoDoc>(collections, texts);

/**
 * The scopes that resolve the tenant and the parent records of a route (see createHierarchy):
 * 404 'Este proyecto no existe.', 'No se encontró la revisión.', 'No existen datos del listado.';
 * a UsuarioEmpresa only on active projects where they are among the Responsables.
 */
export const hierarchyScopes: (app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown }) => Scopes = hierarchy.scopes;
/** The project scope of a route registered with projectScope (or deeper). */
export const projectScopeOf: (request: FastifyRequest) => ProjectScope = hierarchy.projectScopeOf;
/** The revision scope of a route registered with revisionScope (or deeper). */
export const revisionScopeOf: (request: FastifyRequest) => RevisionScope = hierarchy.revisionScopeOf;
/** The listado scope of a route registered with listadoScope. */
export const listadoScopeOf: (request: FastifyRequest) => ListadoScope = hierarchy.listadoScopeOf;
/** Writes below a deleted project are refused as if it did not exist (it is gone in 5 days). */
export const assertProjectActive: (project: ProyectoDoc) => void = hierarchy.assertProjectActive;
