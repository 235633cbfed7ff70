import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { instantBound, rangeInOrder } from '../date-range.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { familiaColecciones } from '../review-family/comunes.ts';
import { correccionItem } from '../review-family/items.ts';
import { RespuestaEstado, ubicacionRespuesta } from './comunes.ts';

/**
 * The project-wide answers summary (spec 001 §2 'Project-wide observations summary', checklist
 * columns Revision, Listado, Recinto, Subcontrato, Error Tipo, Orden, Estado, Comentario, Foto,
 * Observada, Resuelta; page size 20; the date range applies only when both ends are given).
 * Newest first. Answers of deleted listados are left out.
 */
export const RESUMEN_PAGE_SIZE = 20;

const filterText = z.string().trim().min(1).max(255).optional();
const isoDate = instantBound;

/** The filters, shared with the 'excel-resumen' report kind. */
export const resumenFilterShape = {
  revisionId: ObjectId.optional(),
  listadoId: ObjectId.optional(),
  recinto: filterText,
  subcontrato: filterText,
  errorTipo: filterText,
  estado: RespuestaEstado.optional(),
  desde: isoDate.optional(),
  hasta: isoDate.optional(),
};
export { rangeInOrder };
export const rangeIssue = { message: texts.resumen.errors.rangeInvalid, path: ['hasta'] };

export const ResumenQuery = z.strictObject({ ...resumenFilterShape, page: z.coerce.number().int().min(0).default(0) }).refine(rangeInOrder, rangeIssue);
export type ResumenQuery = z.infer<typeof ResumenQuery>;

export const ResumenRow = z.object({
  id: ObjectId,
  ...ubicacionRespuesta,
  Revision: z.string(),
  Listado: z.string(),
  Recinto: z.string(),
  Subcontrato: z.string(),
  ErrorTipo: z.string(),
  Orden: z.number().int(),
  Estado: RespuestaEstado.nullable(),
  Comentario: z.string(),
  /** File id of the photo; null without one. */
  Foto: ObjectId.nullable(),
  /** FechaCreacion. */
  Observada: z.string(),
  /** FechaResuelta. */
  Resuelta: z.string().nullable(),
  ...correccionItem,
});
export type ResumenRow = z.infer<typeof ResumenRow>;

export const ResumenPage = pageOf(ResumenRow);
export type ResumenPage = z.infer<typeof ResumenPage>;

/** Reads of the project's answers summary: GET below the project, tag 'resumen'. */
const proyecto = collectionRoutes({ tags: ['resumen'], ...familiaColecciones.proyectos });

export const resumenProyecto = proyecto.read('respuestas', 'Resumen de respuestas del proyecto (filtros; páginas de 20)', {
  query: ResumenQuery,
  response: ResumenPage,
});

/**
 * The values the summary's Recinto / Subcontrato / Error Tipo filters offer: the distinct names of
 * the project's listados' rooms, subcontracts and error types (deleted listados left out), each
 * sorted by name key. The filters match the answers' names exactly, so these are names, not ids.
 */
export const ResumenOpciones = z.object({ recintos: z.array(z.string()), subcontratos: z.array(z.string()), erroresTipo: z.array(z.string()) });
export type ResumenOpciones = z.infer<typeof ResumenOpciones>;

export const resumenOpciones = proyecto.read(
  'respuestas/opciones',
  'Opciones de los filtros Recinto, Subcontrato y Error Tipo del resumen (nombres del proyecto)',
  { response: ResumenOpciones },
);
