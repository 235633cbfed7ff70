import { revisiones as texts } from '@insp/messages/revisiones';
import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { pageQuery, ProyectoParams, ResponsableAsignado, responsableId, RevisionParams } from './comunes.ts';

/** Revisions of a revision project (spec 001 §2 Revisions table, §3 Revision, §5), collection Revisiones. */

/** §9: fallback page size 5 for the revisions and listados tables. */
export const REVISIONES_PAGE_SIZE = 5;
export const REVISIONES_MAX_PAGE_SIZE = 100;

export const RevisionListQuery = pageQuery(REVISIONES_PAGE_SIZE, REVISIONES_MAX_PAGE_SIZE);
export type RevisionListQuery = z.infer<typeof RevisionListQuery>;

export const RevisionItem = z.object({
  id: ObjectId,
  projectId: ObjectId,
  Nombre: z.string(),
  /** Number of (not deleted) listados of the revision. */
  Carpetas: z.number().int(),
  Responsable: ResponsableAsignado.nullable(),
  FechaCreacion: z.string(),
});
export type RevisionItem = z.infer<typeof RevisionItem>;

export const RevisionPage = pageOf(RevisionItem);
export type RevisionPage = z.infer<typeof RevisionPage>;

/** Create and edit: Nombre required and unique within the project; a responsible chosen (§5). */
export const RevisionBody = z.strictObject({
  Nombre: z
    .string({ error: texts.revisiones.validation.nombreRequerido })
    .trim()
    .min(1, texts.revisiones.validation.nombreRequerido)
    .max(200, texts.revisiones.validation.nombreRequerido),
  ResponsableId: responsableId(texts.revisiones.validation.responsableRequerido),
});
export type RevisionBody = z.input<typeof RevisionBody>;

export const RevisionDeleted = z.object({ id: ObjectId });
export type RevisionDeleted = z.infer<typeof RevisionDeleted>;

const tags = ['revisiones'];

export const revisionesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/projects/:projectId/revisiones',
    summary: 'Revisiones del proyecto (por nombre)',
    tags,
    params: ProyectoParams,
    query: RevisionListQuery,
    response: RevisionPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/companies/:companyId/projects/:projectId/revisiones',
    summary: 'Nueva revisión',
    tags,
    params: ProyectoParams,
    body: RevisionBody,
    status: 201,
    response: RevisionItem,
  }),
  get: endpoint({
    method: 'GET',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId',
    summary: 'Una revisión',
    tags,
    params: RevisionParams,
    response: RevisionItem,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId',
    summary: 'Editar revisión',
    tags,
    params: RevisionParams,
    body: RevisionBody,
    response: RevisionItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId',
    summary: 'Eliminar revisión (solo sin listados)',
    tags,
    params: RevisionParams,
    response: RevisionDeleted,
  }),
} as const;
