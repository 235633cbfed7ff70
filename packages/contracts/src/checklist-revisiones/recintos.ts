import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { pageOf } from '../page.ts';
import { catalogo } from './catalogo.ts';
import { Avance, catalogoColecciones, pageQuery } from './comunes.ts';

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

const recinto = catalogo({
  parent: 'listadoId',
  columnas: {
    /** Subcontratos column (counted). */
    TotalSubcontratos: z.number().int(),
    /** Observaciones 'X de Y'. */
    ...Avance,
  },
  requerido: texts.recintos.validation.nombreRequerido,
  tags: ['recintos'],
  ...catalogoColecciones.recintos,
});
export const { Item: RecintoItem, Body: RecintoBody, Mutation: RecintoMutation } = recinto;
export const RecintoPage = pageOf(RecintoItem);
/** Edit: the same place may keep its name, but not leave it out; Activado left as is when absent. */
export const RecintoUpdateBody = z.strictObject({ Nombre: recinto.nombre, Activado: z.boolean().optional() });
export type RecintoItem = z.infer<typeof RecintoItem>;
export type RecintoPage = z.infer<typeof RecintoPage>;
export type RecintoBody = z.input<typeof RecintoBody>;
export type RecintoUpdateBody = z.input<typeof RecintoUpdateBody>;
export type RecintoMutation = z.infer<typeof RecintoMutation>;

export const recintosEndpoints = recinto.endpoints(
  {
    list: 'Recintos del listado (por nombre)',
    create: 'Agregar recinto',
    get: 'Un recinto',
    update: 'Editar recinto',
    remove: 'Eliminar recinto (con sus subcontratos, errores tipo y respuestas)',
  },
  { query: RecintoListQuery, list: RecintoPage, body: RecintoBody, update: RecintoUpdateBody },
);
