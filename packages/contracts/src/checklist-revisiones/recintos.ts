import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { Avance, Deleted, ListadoParams, pageQuery, RecintoParams, withMessage } from './comunes.ts';

/**
 * Rooms of a listado (spec 001 §2 'Rooms of a list', §3 Recinto, §5 place dialog), collection
 * RecintosChecklist: Nombre, Subcontratos, Observaciones 'X de Y', Acciones 'Sub-Contratos'.
 * Sorted by name (case and accents ignored). Writes are the managers' (director / administrator).
 */

/** §9 shared options 10, 20, 50, 100, default 10. */
export const RECINTOS_PAGE_SIZE = 10;
export const RECINTOS_MAX_PAGE_SIZE = 100;

export const RecintoListQuery = pageQuery(RECINTOS_PAGE_SIZE, RECINTOS_MAX_PAGE_SIZE);
export type RecintoListQuery = z.infer<typeof RecintoListQuery>;

export const RecintoItem = z.object({
  id: ObjectId,
  listadoId: ObjectId,
  Nombre: z.string(),
  Activado: z.boolean(),
  FechaCreacion: z.string(),
  /** Subcontratos column (counted). */
  TotalSubcontratos: z.number().int(),
  /** Observaciones 'X de Y'. */
  ...Avance,
});
export type RecintoItem = z.infer<typeof RecintoItem>;

export const RecintoPage = pageOf(RecintoItem);
export type RecintoPage = z.infer<typeof RecintoPage>;

const nombre = z
  .string({ error: texts.recintos.validation.nombreRequerido })
  .trim()
  .min(1, texts.recintos.validation.nombreRequerido)
  .max(200, texts.recintos.validation.nombreRequerido);

/** Place dialog: Nombre required and trimmed, unique ignoring case and accents; Activado default true. */
export const RecintoBody = z.strictObject({ Nombre: nombre, Activado: z.boolean().default(true) });
export type RecintoBody = z.input<typeof RecintoBody>;

/** Edit: the same place may keep its name; Activado left as is when absent. */
export const RecintoUpdateBody = z.strictObject({ Nombre: nombre, Activado: z.boolean().optional() });
export type RecintoUpdateBody = z.input<typeof RecintoUpdateBody>;

export const RecintoMutation = withMessage(RecintoItem);
export type RecintoMutation = z.infer<typeof RecintoMutation>;

const tags = ['recintos'];
const base = '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos';

export const recintosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: base,
    summary: 'Recintos del listado (por nombre)',
    tags,
    params: ListadoParams,
    query: RecintoListQuery,
    response: RecintoPage,
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    summary: 'Agregar recinto',
    tags,
    params: ListadoParams,
    body: RecintoBody,
    status: 201,
    response: RecintoMutation,
  }),
  get: endpoint({ method: 'GET', path: `${base}/:recintoId`, summary: 'Un recinto', tags, params: RecintoParams, response: RecintoItem }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/:recintoId`,
    summary: 'Editar recinto',
    tags,
    params: RecintoParams,
    body: RecintoUpdateBody,
    response: RecintoMutation,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:recintoId`,
    summary: 'Eliminar recinto (con sus subcontratos, errores tipo y respuestas)',
    tags,
    params: RecintoParams,
    response: Deleted,
  }),
} as const;
