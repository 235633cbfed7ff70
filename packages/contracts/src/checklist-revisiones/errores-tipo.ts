import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { Avance, Deleted, ErrorTipoParams, SubcontratoParams, withMessage } from './comunes.ts';

/**
 * Error types of a subcontract (spec 001 §2 'typical errors of the selected one, each with
 * Respuestas', §3 ErrorTipo), collection ErroresTipoChecklist. Names unique in the subcontract
 * ignoring case and accents ('Error Tipo Existe'); writes answer 'Error Tipo Agregado/Actualizado/Eliminado'.
 */

export const ErrorTipoItem = z.object({
  id: ObjectId,
  subcontratoId: ObjectId,
  Nombre: z.string(),
  Activado: z.boolean(),
  FechaCreacion: z.string(),
  ...Avance,
});
export type ErrorTipoItem = z.infer<typeof ErrorTipoItem>;

/** A subcontract's error types are bounded by what its admin adds: listed whole, by name. */
export const ErrorTipoList = z.object({ items: z.array(ErrorTipoItem) });
export type ErrorTipoList = z.infer<typeof ErrorTipoList>;

const nombre = z
  .string({ error: texts.erroresTipo.validation.nombreRequerido })
  .trim()
  .min(1, texts.erroresTipo.validation.nombreRequerido)
  .max(200, texts.erroresTipo.validation.nombreRequerido);

export const ErrorTipoBody = z.strictObject({ Nombre: nombre, Activado: z.boolean().default(true) });
export type ErrorTipoBody = z.input<typeof ErrorTipoBody>;
export const ErrorTipoUpdateBody = z.strictObject({ Nombre: nombre.optional(), Activado: z.boolean().optional() });
export type ErrorTipoUpdateBody = z.input<typeof ErrorTipoUpdateBody>;

export const ErrorTipoMutation = withMessage(ErrorTipoItem);
export type ErrorTipoMutation = z.infer<typeof ErrorTipoMutation>;

const tags = ['errores-tipo'];
const base =
  '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo';

export const erroresTipoEndpoints = {
  list: endpoint({ method: 'GET', path: base, summary: 'Errores tipo del subcontrato (por nombre)', tags, params: SubcontratoParams, response: ErrorTipoList }),
  create: endpoint({
    method: 'POST',
    path: base,
    summary: 'Agregar error tipo',
    tags,
    params: SubcontratoParams,
    body: ErrorTipoBody,
    status: 201,
    response: ErrorTipoMutation,
  }),
  get: endpoint({ method: 'GET', path: `${base}/:errorTipoId`, summary: 'Un error tipo', tags, params: ErrorTipoParams, response: ErrorTipoItem }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/:errorTipoId`,
    summary: 'Editar error tipo (Activado / Desactivado)',
    tags,
    params: ErrorTipoParams,
    body: ErrorTipoUpdateBody,
    response: ErrorTipoMutation,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:errorTipoId`,
    summary: 'Eliminar error tipo (con sus respuestas)',
    tags,
    params: ErrorTipoParams,
    response: Deleted,
  }),
} as const;
