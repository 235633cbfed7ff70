import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { CalendarDate } from '../calendar-date.ts';
import { CompanyParams } from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { Avance, EstadoRegistro, ListadoParams, pageQuery, ResponsableAsignado, responsableId, RevisionParams } from './comunes.ts';

/**
 * Listados of a checklist revision (spec 001 §2 'Listados', checklist variant: the row leads to
 * recintos; a company checklist template is assigned to the listado and copied into its own
 * Recintos / Subcontratos / ErroresTipo), collection ListadosChecklist.
 */

export const LISTADOS_PAGE_SIZE = 5;
export const LISTADOS_MAX_PAGE_SIZE = 100;

export const ListadoOrden = z.enum(['nombre', 'fecha']);
export type ListadoOrden = z.infer<typeof ListadoOrden>;

export const ListadoListQuery = pageQuery(LISTADOS_PAGE_SIZE, LISTADOS_MAX_PAGE_SIZE).extend({ orden: ListadoOrden.default('nombre') });
export type ListadoListQuery = z.infer<typeof ListadoListQuery>;

export const ListadoItem = z.object({
  id: ObjectId,
  projectId: ObjectId,
  revisionId: ObjectId,
  Nombre: z.string(),
  /** Observaciones column: Resueltas / TotalRespuestas of the listado, counted. */
  ...Avance,
  /** Number of rooms (Recintos) of the listado. */
  Carpetas: z.number().int(),
  /** The assigned company checklist (id in admin and its name at assignment); null until assigned. */
  ChecklistId: ObjectId.nullable(),
  ChecklistName: z.string().nullable(),
  Responsable: ResponsableAsignado.nullable(),
  FechaCreacion: z.string(),
  /** Calendar dates ('YYYY-MM-DD'): the day chosen, whatever the time zone. */
  FechaPropuesta: CalendarDate.nullable(),
  FechaReal: CalendarDate.nullable(),
  Estado: EstadoRegistro,
  FechaEliminacion: z.string().nullable(),
  AlertaEliminacion: z.boolean(),
  DiasEliminacion: z.number().int().nullable(),
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

/**
 * 'select listado/checklist': assigns a company checklist (admin's Checklists with ItemsRecintos).
 * Its places, subcontractors and error types are copied into the listado's own documents. When the
 * listado already has a checklist (or any room), `comprendoLosRiesgos: true` is required ('Comprendo
 * los riesgos.'; 400 otherwise) and ALL its rooms, subcontracts, error types, answers and their
 * photos are removed first.
 */
export const AsignarChecklistBody = z.strictObject({ checklistId: ObjectId, comprendoLosRiesgos: z.boolean().default(false) });
export type AsignarChecklistBody = z.input<typeof AsignarChecklistBody>;

export const ChecklistAsignado = z.object({
  message: z.string(),
  item: ListadoItem,
  /** What was copied from the template. */
  copiados: z.object({ recintos: z.number().int(), subcontratos: z.number().int(), erroresTipo: z.number().int() }),
  /** Answers removed by a replacement (0 on a first assignment). */
  respuestasEliminadas: z.number().int(),
});
export type ChecklistAsignado = z.infer<typeof ChecklistAsignado>;

/** The company's checklist templates the dialog offers (active ones, by name). */
export const ChecklistDisponible = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Recintos: z.number().int().nonnegative(),
  Subcontratos: z.number().int().nonnegative(),
  ErroresTipo: z.number().int().nonnegative(),
});
export type ChecklistDisponible = z.infer<typeof ChecklistDisponible>;
export const ChecklistsDisponibles = z.object({ items: z.array(ChecklistDisponible) });
export type ChecklistsDisponibles = z.infer<typeof ChecklistsDisponibles>;

const tags = ['listados'];
const base = '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados';

export const listadosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: base,
    summary: 'Listados de la revisión (los managers ven también los eliminados)',
    tags,
    params: RevisionParams,
    query: ListadoListQuery,
    response: ListadoPage,
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    summary: 'Nuevo Listado',
    tags,
    params: RevisionParams,
    body: ListadoBody,
    status: 201,
    response: ListadoItem,
  }),
  get: endpoint({ method: 'GET', path: `${base}/:listadoId`, summary: 'Un listado', tags, params: ListadoParams, response: ListadoItem }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/:listadoId`,
    summary: 'Editar listado',
    tags,
    params: ListadoParams,
    body: ListadoBody,
    response: ListadoItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:listadoId`,
    summary: 'Eliminar listado (se borra definitivamente tras 5 días)',
    tags,
    params: ListadoParams,
    response: ListadoItem,
  }),
  restore: endpoint({
    method: 'POST',
    path: `${base}/:listadoId/restaurar`,
    summary: 'Restaurar listado eliminado',
    tags,
    params: ListadoParams,
    response: ListadoItem,
  }),
  fechaPropuesta: endpoint({
    method: 'PUT',
    path: `${base}/:listadoId/fecha-propuesta`,
    summary: 'Fecha propuesta del listado',
    tags,
    params: ListadoParams,
    body: ListadoFechaBody,
    response: ListadoItem,
  }),
  fechaReal: endpoint({
    method: 'PUT',
    path: `${base}/:listadoId/fecha-real`,
    summary: 'Fecha real del listado',
    tags,
    params: ListadoParams,
    body: ListadoFechaBody,
    response: ListadoItem,
  }),
  asignarChecklist: endpoint({
    method: 'PUT',
    path: `${base}/:listadoId/checklist`,
    summary: "Asigna (o reemplaza, con 'Comprendo los riesgos.') el checklist del listado",
    tags,
    params: ListadoParams,
    body: AsignarChecklistBody,
    response: ChecklistAsignado,
  }),
  checklistsDisponibles: endpoint({
    method: 'GET',
    path: '/companies/:companyId/checklists-disponibles',
    summary: 'Checklists de la empresa que se pueden asignar a un listado',
    tags,
    params: CompanyParams,
    response: ChecklistsDisponibles,
  }),
} as const;
