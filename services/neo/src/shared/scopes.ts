import { neo as texts } from '@insp/messages/neo';
import { createScopes, scopedProject, scopedRecord, type ScopeSet } from '@insp/module-service/hierarchy';
import { HttpError } from '@insp/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';

import { collections } from './collections.ts';
import type { AsignadoOTDoc, ChecklistOTDoc, EspacioOTDoc, HojaOTDoc, ProyectoOTDoc } from './documents.ts';

/** What the scope hook resolved for the request, once. */
export interface ProjectScope {
  /** The tenant: the route's company, already checked against the caller. */
  companyId: string;
  project: ProyectoOTDoc;
}
export interface EspacioScope extends ProjectScope {
  espacio: EspacioOTDoc;
}
export interface ChecklistScope extends ProjectScope {
  checklist: ChecklistOTDoc;
}
export interface AsignadoScope extends ChecklistScope {
  asignado: AsignadoOTDoc;
}
export interface HojaScope extends AsignadoScope {
  hoja: HojaOTDoc;
}
type Depth = 'project' | 'espacio' | 'checklist' | 'asignado' | 'hoja';

/** One chain per depth (a route names one in `config.scope`) and the folder-level `hook` that resolves it. */
export type Scopes = ScopeSet<`${Depth}Scope`>;

/** A sheet lets its reviewers in (spec 002: they see the sheets they review, even of projects they are not assigned to). */
export const reviewerOf = (hoja: object, userId: string): boolean => (hoja as HojaOTDoc).Revisores.some((revisor) => revisor.id.toHexString() === userId);

/**
 * The service's scopes (the module platform's one resolver, createScopes): the tenant
 * and the parent records of a route under /companies/:companyId/projects/:projectId[...], every
 * level read at once, every filter carrying the tenant and the parents' ids.
 *
 * A UsuarioEmpresa sees only projects that are not deleted (404) and they are assigned to (among
 * the Responsables or the Responsable, `seesProject`; 403); at sheet level also the sheets where
 * they are a reviewer. Managers resolve deleted projects too (the deleted view); services refuse
 * writes to them.
 */
export function neoScopes(app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown }): Scopes {
  return createScopes(
    app,
    { collection: collections.proyectos, notFound: texts.proyectos.errors.noExiste, deleted: (project: ProyectoOTDoc) => project.Eliminado },
    {
      espacio: { param: 'espacioId', collection: collections.espacios, parents: ['projectId'], notFound: texts.espacios.errors.anteriorNoExiste },
      checklist: { param: 'checklistId', collection: collections.checklists, parents: ['projectId'], notFound: texts.checklists.errors.noEncontramos },
      asignado: { param: 'asignadoId', collection: collections.asignados, parents: ['projectId', 'checklistId'], notFound: texts.asignaciones.errors.noExiste },
      hoja: { param: 'hojaId', collection: collections.hojas, parents: ['asignadoId'], notFound: texts.hojas.errors.noExiste, admits: reviewerOf },
    },
    {
      projectScope: [],
      espacioScope: ['espacio'],
      checklistScope: ['checklist'],
      asignadoScope: ['checklist', 'asignado'],
      hojaScope: ['checklist', 'asignado', 'hoja'],
    },
  );
}

export function projectScopeOf(request: FastifyRequest): ProjectScope {
  return scopedProject<ProyectoOTDoc>(request, 'projectScope');
}

export function espacioScopeOf(request: FastifyRequest): EspacioScope {
  return { ...scopedProject<ProyectoOTDoc>(request, 'espacioScope'), espacio: scopedRecord<EspacioOTDoc>(request, 'espacio', 'espacioScope') };
}

export function checklistScopeOf(request: FastifyRequest): ChecklistScope {
  return { ...scopedProject<ProyectoOTDoc>(request, 'checklistScope'), checklist: scopedRecord<ChecklistOTDoc>(request, 'checklist', 'checklistScope') };
}

export function asignadoScopeOf(request: FastifyRequest): AsignadoScope {
  return { ...checklistScopeOf(request), asignado: scopedRecord<AsignadoOTDoc>(request, 'asignado', 'asignadoScope') };
}

export function hojaScopeOf(request: FastifyRequest): HojaScope {
  return { ...asignadoScopeOf(request), hoja: scopedRecord<HojaOTDoc>(request, 'hoja', 'hojaScope') };
}

/** The company of a route without a project (lists, creates): the route's, checked against the caller. */
export { tenantOf } from '@insp/module-service/hierarchy';

/** Deleted projects are read-only (§4): every write below one is refused. */
export function assertWritable(project: ProyectoOTDoc): void {
  if (project.Eliminado) throw new HttpError(409, texts.proyectos.errors.eliminado);
}
