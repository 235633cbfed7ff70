import { files } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { ItemAutor, keysetCursor, seguimientoItem, versionEditada } from '../review-family/items.ts';
import { ErrorTipoParams, ListadoParams, RespuestaEstado, RespuestaParams, ubicacionRespuesta, withMessage } from './comunes.ts';

/**
 * Answers of an error type (spec 001 §2 'Answers page', §3 Answer RespuestasErrorestipos),
 * collection RespuestasErrorestipos, one document per answer. Captured over HTTP (and from the
 * 390 px page) with a client-generated `clientId`; listed by creation date with keyset pages.
 */

export const RESPUESTAS_PAGE_SIZE = 20;
export const RESPUESTAS_MAX_LIMIT = 100;
export const COMENTARIO_MAX = 2000;

const errors = texts.respuestas.errors;
const Comentario = z.string().trim().max(COMENTARIO_MAX, errors.comentarioTooLong);

/** Keyset cursor: `<FechaCreacion ms>_<id>` of the last row of the previous page. */
export const RespuestaCursor = keysetCursor(errors.cursorInvalid);

/** `orden=asc` (oldest first, the default) or `desc` (§7: both orders are used by the screens). */
export const RespuestaListQuery = z.strictObject({
  orden: z.enum(['asc', 'desc']).default('asc'),
  after: RespuestaCursor.optional(),
  limit: z.coerce.number().int().min(1).max(RESPUESTAS_MAX_LIMIT).default(RESPUESTAS_PAGE_SIZE),
});
export type RespuestaListQuery = z.infer<typeof RespuestaListQuery>;

export const RespuestaAutor = ItemAutor;

export const RespuestaItem = z.object({
  id: ObjectId,
  projectId: ObjectId,
  ...ubicacionRespuesta,
  /** File id of the photo (GET /companies/:companyId/files/:fileId); null without one. */
  Imagen: ObjectId.nullable(),
  Comentario: z.string(),
  /** null = none chosen (shown red 'Sin selección'). */
  Estado: RespuestaEstado.nullable(),
  FechaCreacion: z.string(),
  /** Set when the answer became 'Resuelto'; null otherwise (shown 'Sin resolver.'). */
  FechaResuelta: z.string().nullable(),
  /** Sequence of the answer in its listado (the summary's Orden). */
  Order: z.number().int().positive(),
  NombreRevision: z.string(),
  NombreListado: z.string(),
  NombreRecinto: z.string(),
  NombreSubcontrato: z.string(),
  NombreErrorTipo: z.string(),
  createdBy: RespuestaAutor,
  /** The last one who edited it (the spec's EditReponsible). */
  EditReponsible: RespuestaAutor.nullable(),
  ...seguimientoItem,
});
export type RespuestaItem = z.infer<typeof RespuestaItem>;

export const RespuestaKeysetPage = z.object({ items: z.array(RespuestaItem), next: RespuestaCursor.nullable() });
export type RespuestaKeysetPage = z.infer<typeof RespuestaKeysetPage>;

/**
 * Capture: `Imagen` an uploaded file id (POST /companies/:companyId/files); Estado optional.
 * 201 with the answer; the same clientId again answers 200 with the first one. 'Resuelto' sets
 * FechaResuelta now. Refused (409) on a deactivated room, subcontract or error type.
 */
export const RespuestaCreateBody = z.strictObject({
  clientId: z.uuid({ error: errors.clientIdInvalid }),
  Imagen: z
    .string()
    .regex(/^[a-f0-9]{24}$/, files.notFound)
    .nullable()
    .default(null),
  Comentario: Comentario.default(''),
  Estado: RespuestaEstado.nullable().default(null),
});
export type RespuestaCreateBody = z.input<typeof RespuestaCreateBody>;

/**
 * Edit: only the fields sent change. A Comentario-only edit answers 'Comentario Editado
 * Correctamente'. Estado 'Resuelto' sets FechaResuelta (kept if already resolved); any other
 * Estado clears it.
 */
export const RespuestaUpdateBody = z
  .strictObject({ Comentario: Comentario.optional(), Estado: RespuestaEstado.nullable().optional(), ...versionEditada })
  .refine((body) => body.Comentario !== undefined || body.Estado !== undefined, { message: texts.respuestas.errors.sinCambios });
export type RespuestaUpdateBody = z.input<typeof RespuestaUpdateBody>;

export const RespuestaUpdated = withMessage(RespuestaItem);
export type RespuestaUpdated = z.infer<typeof RespuestaUpdated>;

/** The capture page's tree: the listado's active rooms → subcontracts → error types, by name. */
const Nodo = z.object({ id: ObjectId, Nombre: z.string() });
export const ArbolCaptura = z.object({ recintos: z.array(Nodo.extend({ subcontratos: z.array(Nodo.extend({ erroresTipo: z.array(Nodo) })) })) });
export type ArbolCaptura = z.infer<typeof ArbolCaptura>;

const tags = ['respuestas'];
const base =
  '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorTipoId/respuestas';

export const respuestasEndpoints = {
  list: endpoint({
    method: 'GET',
    path: base,
    summary: 'Respuestas del error tipo por fecha de creación (páginas por cursor)',
    tags,
    params: ErrorTipoParams,
    query: RespuestaListQuery,
    response: RespuestaKeysetPage,
  }),
  capture: endpoint({
    method: 'POST',
    path: base,
    summary: 'Registra una respuesta (idempotente por clientId: una repetición responde 200 con la primera)',
    tags,
    params: ErrorTipoParams,
    body: RespuestaCreateBody,
    status: 201,
    repeatStatus: 200,
    response: RespuestaItem,
  }),
  get: endpoint({ method: 'GET', path: `${base}/:respuestaId`, summary: 'Una respuesta', tags, params: RespuestaParams, response: RespuestaItem }),
  update: endpoint({
    method: 'PATCH',
    path: `${base}/:respuestaId`,
    summary: 'Edita el comentario o el estado de una respuesta',
    tags,
    params: RespuestaParams,
    body: RespuestaUpdateBody,
    response: RespuestaUpdated,
  }),
  arbol: endpoint({
    method: 'GET',
    path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/arbol',
    summary: 'Recintos, subcontratos y errores tipo activos del listado (página de captura)',
    tags,
    params: ListadoParams,
    response: ArbolCaptura,
  }),
} as const;
