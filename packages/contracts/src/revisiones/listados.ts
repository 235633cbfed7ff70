import { revisiones as texts } from '@insp/messages/revisiones';
import { z } from 'zod';

import { CalendarDate } from '../calendar-date.ts';
import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { EstadoRegistro, ListadoParams, pageQuery, ResponsableAsignado, responsableId, RevisionParams } from './comunes.ts';

/** Listados of a revision (spec 001 §2 'Listados', §3 Listado, §4, §5), collection Listados. */

export const LISTADOS_PAGE_SIZE = 5;
export const LISTADOS_MAX_PAGE_SIZE = 100;

/** 'Ordenar por': Nombre (default) or Fecha de creación (oldest first). */
export const ListadoOrden = z.enum(['nombre', 'fecha']);
export type ListadoOrden = z.infer<typeof ListadoOrden>;

export const ListadoListQuery = pageQuery(LISTADOS_PAGE_SIZE, LISTADOS_MAX_PAGE_SIZE).extend({ orden: ListadoOrden.default('nombre') });
export type ListadoListQuery = z.infer<typeof ListadoListQuery>;

export const ListadoItem = z.object({
  id: ObjectId,
  projectId: ObjectId,
  revisionId: ObjectId,
  Nombre: z.string(),
  /** Observaciones column: resolved / total, counted. */
  ObservacionesResueltas: z.number().int(),
  ObservacionesTotales: z.number().int(),
  /** Encargado and Cargo columns. */
  Responsable: ResponsableAsignado.nullable(),
  FechaCreacion: z.string(),
  /** Calendar dates ('YYYY-MM-DD'): the day chosen, whatever the time zone. */
  FechaPropuesta: CalendarDate.nullable(),
  FechaReal: CalendarDate.nullable(),
  Estado: EstadoRegistro,
  FechaEliminacion: z.string().nullable(),
  AlertaEliminacion: z.boolean(),
  DiasEliminacion: z.number().int().nullable(),
  /** Days left before a deleted listado goes for good; null while active. */
  DiasRestantes: z.number().int().nullable(),
});
export type ListadoItem = z.infer<typeof ListadoItem>;

export const ListadoPage = pageOf(ListadoItem);
export type ListadoPage = z.infer<typeof ListadoPage>;

export const ListadoBody = z.strictObject({
  Nombre: z
    .string({ error: texts.listados.validation.nombreRequerido })
    .trim()
    .min(1, texts.listados.validation.nombreRequerido)
    .max(200, texts.listados.validation.nombreRequerido),
  ResponsableId: responsableId(texts.listados.validation.responsableRequerido),
});
export type ListadoBody = z.input<typeof ListadoBody>;

/** Proposed or real date of a listado: a calendar date ('YYYY-MM-DD'), stored and answered as written. */
export const ListadoFechaBody = z.strictObject({ Fecha: CalendarDate });
export type ListadoFechaBody = z.infer<typeof ListadoFechaBody>;

const tags = ['listados'];

export const listadosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados',
    summary: 'Listados de la revisión (managers also see the deleted ones)',
    tags,
    params: RevisionParams,
    query: ListadoListQuery,
    response: ListadoPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados',
    summary: 'Nuevo Listado',
    tags,
    params: RevisionParams,
    body: ListadoBody,
    status: 201,
    response: ListadoItem,
  }),
  get: endpoint({
    method: 'GET',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId',
    summary: 'Un listado',
    tags,
    params: ListadoParams,
    response: ListadoItem,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId',
    summary: 'Editar listado',
    tags,
    params: ListadoParams,
    body: ListadoBody,
    response: ListadoItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId',
    summary: 'Eliminar listado (se borra definitivamente tras 5 días)',
    tags,
    params: ListadoParams,
    response: ListadoItem,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/restaurar',
    summary: 'Restaurar listado eliminado',
    tags,
    params: ListadoParams,
    response: ListadoItem,
  }),
  fechaPropuesta: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/fecha-propuesta',
    summary: 'Fecha propuesta del listado',
    tags,
    params: ListadoParams,
    body: ListadoFechaBody,
    response: ListadoItem,
  }),
  fechaReal: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/fecha-real',
    summary: 'Fecha real del listado',
    tags,
    params: ListadoParams,
    body: ListadoFechaBody,
    response: ListadoItem,
  }),
} as const;
