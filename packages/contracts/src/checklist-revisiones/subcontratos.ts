import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { pageOf } from '../page.ts';
import { catalogo } from './catalogo.ts';
import { Avance, catalogoColecciones, pageQuery } from './comunes.ts';

/**
 * Subcontracts of a room (spec 001 §2 'Subcontracts page', §3 Subcontrato), collection
 * SubcontratosChecklist, with their error-type counts. Names unique in the room ignoring case and
 * accents ('Subcontrato ya existe'); Activado / Desactivado.
 */

export const SUBCONTRATOS_PAGE_SIZE = 100;
export const SUBCONTRATOS_MAX_PAGE_SIZE = 100;

export const SubcontratoListQuery = pageQuery(SUBCONTRATOS_PAGE_SIZE, SUBCONTRATOS_MAX_PAGE_SIZE);

const subcontrato = catalogo({
  parent: 'recintoId',
  columnas: {
    /** Error-type count (counted). */
    TotalErroresTipo: z.number().int(),
    ...Avance,
  },
  requerido: texts.subcontratos.validation.nombreRequerido,
  tags: ['subcontratos'],
  ...catalogoColecciones.subcontratos,
});
export const { Item: SubcontratoItem, Body: SubcontratoBody, UpdateBody: SubcontratoUpdateBody, Mutation: SubcontratoMutation } = subcontrato;
export const SubcontratoPage = pageOf(SubcontratoItem);
export type SubcontratoListQuery = z.infer<typeof SubcontratoListQuery>;
export type SubcontratoItem = z.infer<typeof SubcontratoItem>;
export type SubcontratoPage = z.infer<typeof SubcontratoPage>;
export type SubcontratoBody = z.input<typeof SubcontratoBody>;
export type SubcontratoUpdateBody = z.input<typeof SubcontratoUpdateBody>;
export type SubcontratoMutation = z.infer<typeof SubcontratoMutation>;

export const subcontratosEndpoints = subcontrato.endpoints(
  {
    list: 'Subcontratos del recinto con su número de errores tipo',
    create: 'Agregar subcontrato',
    get: 'Un subcontrato',
    update: 'Editar subcontrato (Activado / Desactivado)',
    remove: 'Eliminar subcontrato (con sus errores tipo y respuestas)',
  },
  { query: SubcontratoListQuery, list: SubcontratoPage, body: SubcontratoBody, update: SubcontratoUpdateBody },
);
