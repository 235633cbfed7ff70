import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { Avance, pageQuery, ProyectoParams, ResponsableAsignado, responsableId, RevisionParams } from './comunes.ts';

/** Revisions of a checklist project (spec 001 §2 Revisions table: observations as 'x de y'), collection RevisionesChecklist. */

export const REVISIONES_PAGE_SIZE = 5;
export const REVISIONES_MAX_PAGE_SIZE = 100;

export const RevisionListQuery = pageQuery(REVISIONES_PAGE_SIZE, REVISIONES_MAX_PAGE_SIZE);
export type RevisionListQuery = z.infer<typeof RevisionListQuery>;

export const RevisionItem = z.object({
  id: ObjectId,
  projectId: ObjectId,
  Nombre: z.string(),
  /** Number of (not deleted) listados. */
  Carpetas: z.number().int(),
  /** Observaciones 'x de y': Resueltas de TotalRespuestas. */
  ...Avance,
  Responsable: ResponsableAsignado.nullable(),
  FechaCreacion: z.string(),
});
export type RevisionItem = z.infer<typeof RevisionItem>;

export const RevisionPage = pageOf(RevisionItem);
export type RevisionPage = z.infer<typeof RevisionPage>;

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
const base = '/companies/:companyId/projects/:projectId/revisiones';

export const revisionesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: base,
    summary: 'Revisiones del proyecto (por nombre)',
    tags,
    params: ProyectoParams,
    query: RevisionListQuery,
    response: RevisionPage,
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    summary: 'Nueva revisión',
    tags,
    params: ProyectoParams,
    body: RevisionBody,
    status: 201,
    response: RevisionItem,
  }),
  get: endpoint({ method: 'GET', path: `${base}/:revisionId`, summary: 'Una revisión', tags, params: RevisionParams, response: RevisionItem }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/:revisionId`,
    summary: 'Editar revisión',
    tags,
    params: RevisionParams,
    body: RevisionBody,
    response: RevisionItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:revisionId`,
    summary: 'Eliminar revisión (solo sin listados)',
    tags,
    params: RevisionParams,
    response: RevisionDeleted,
  }),
} as const;
