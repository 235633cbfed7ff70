import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { catalogo } from './catalogo.ts';
import { Avance, catalogoColecciones } from './comunes.ts';

/**
 * Error types of a subcontract (spec 001 §2 'typical errors of the selected one, each with
 * Respuestas', §3 ErrorTipo), collection ErroresTipoChecklist. Names unique in the subcontract
 * ignoring case and accents ('Error Tipo Existe'); writes answer 'Error Tipo Agregado/Actualizado/Eliminado'.
 */

const errorTipo = catalogo({
  parent: 'subcontratoId',
  columnas: Avance,
  requerido: texts.erroresTipo.validation.nombreRequerido,
  tags: ['errores-tipo'],
  ...catalogoColecciones.erroresTipo,
});
export const { Item: ErrorTipoItem, Body: ErrorTipoBody, UpdateBody: ErrorTipoUpdateBody, Mutation: ErrorTipoMutation } = errorTipo;
/** A subcontract's error types are bounded by what its admin adds: listed whole, by name. */
export const ErrorTipoList = z.object({ items: z.array(ErrorTipoItem) });
export type ErrorTipoItem = z.infer<typeof ErrorTipoItem>;
export type ErrorTipoList = z.infer<typeof ErrorTipoList>;
export type ErrorTipoBody = z.input<typeof ErrorTipoBody>;
export type ErrorTipoUpdateBody = z.input<typeof ErrorTipoUpdateBody>;
export type ErrorTipoMutation = z.infer<typeof ErrorTipoMutation>;

export const erroresTipoEndpoints = errorTipo.endpoints(
  {
    list: 'Errores tipo del subcontrato (por nombre)',
    create: 'Agregar error tipo',
    get: 'Un error tipo',
    update: 'Editar error tipo (Activado / Desactivado)',
    remove: 'Eliminar error tipo (con sus respuestas)',
  },
  { list: ErrorTipoList, body: ErrorTipoBody, update: ErrorTipoUpdateBody },
);
