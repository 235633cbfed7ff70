import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { Avance, Deleted, pageQuery, RecintoParams, SubcontratoParams, withMessage } from './comunes.ts';

/**
 * Subcontracts of a room (spec 001 §2 'Subcontracts page', §3 Subcontrato), collection
 * SubcontratosChecklist, with their error-type counts. Names unique in the room ignoring case and
 * accents ('Subcontrato ya existe'); Activado / Desactivado.
 */

export const SUBCONTRATOS_PAGE_SIZE = 100;
export const SUBCONTRATOS_MAX_PAGE_SIZE = 100;

export const SubcontratoListQuery = pageQuery(SUBCONTRATOS_PAGE_SIZE, SUBCONTRATOS_MAX_PAGE_SIZE);
export type SubcontratoListQuery = z.infer<typeof SubcontratoListQuery>;

export const SubcontratoItem = z.object({
  id: ObjectId,
  recintoId: ObjectId,
  Nombre: z.string(),
  Activado: z.boolean(),
  FechaCreacion: z.string(),
  /** Error-type count (counted). */
  TotalErroresTipo: z.number().int(),
  ...Avance,
});
export type SubcontratoItem = z.infer<typeof SubcontratoItem>;

export const SubcontratoPage = pageOf(SubcontratoItem);
export type SubcontratoPage = z.infer<typeof SubcontratoPage>;

const nombre = z
  .string({ error: texts.subcontratos.validation.nombreRequerido })
  .trim()
  .min(1, texts.subcontratos.validation.nombreRequerido)
  .max(200, texts.subcontratos.validation.nombreRequerido);

export const SubcontratoBody = z.strictObject({ Nombre: nombre, Activado: z.boolean().default(true) });
export type SubcontratoBody = z.input<typeof SubcontratoBody>;
export const SubcontratoUpdateBody = z.strictObject({ Nombre: nombre.optional(), Activado: z.boolean().optional() });
export type SubcontratoUpdateBody = z.input<typeof SubcontratoUpdateBody>;

export const SubcontratoMutation = withMessage(SubcontratoItem);
export type SubcontratoMutation = z.infer<typeof SubcontratoMutation>;

const tags = ['subcontratos'];
const base = '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos';

export const subcontratosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: base,
    summary: 'Subcontratos del recinto con su número de errores tipo',
    tags,
    params: RecintoParams,
    query: SubcontratoListQuery,
    response: SubcontratoPage,
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    summary: 'Agregar subcontrato',
    tags,
    params: RecintoParams,
    body: SubcontratoBody,
    status: 201,
    response: SubcontratoMutation,
  }),
  get: endpoint({ method: 'GET', path: `${base}/:subcontratoId`, summary: 'Un subcontrato', tags, params: SubcontratoParams, response: SubcontratoItem }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/:subcontratoId`,
    summary: 'Editar subcontrato (Activado / Desactivado)',
    tags,
    params: SubcontratoParams,
    body: SubcontratoUpdateBody,
    response: SubcontratoMutation,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:subcontratoId`,
    summary: 'Eliminar subcontrato (con sus errores tipo y respuestas)',
    tags,
    params: SubcontratoParams,
    response: Deleted,
  }),
} as const;
