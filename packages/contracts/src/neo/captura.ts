import { files } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { CompanyParams } from '../companies.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { EstadoRespuestaOT, neoColecciones, NeoHojaParams } from './comunes.ts';
import { NeoFirma, NeoHoja, NeoRespuesta } from './hojas.ts';

/**
 * Reviewer capture (what the old phone app did; spec 002 §3 Answer, §4): an assigned reviewer of the
 * sheet answers each question in one of two slots and signs. Refused (409) while the project is not
 * started, 403 when the caller is not a reviewer of the sheet. Idempotent by `clientId`: a retried
 * request answers the first result with 200 instead of 201. Answering a slot again replaces it (the
 * old photo is queued for deletion). Issue 16 §3: once the reviewer signed, or the sheet is finished
 * (every reviewer signed), their answers, photos and signature no longer change (409 'La hoja de
 * respuestas está cerrada…') until a director reopens the sheet (neoHojasEndpoints.reabrir).
 */
const texts = neo.captura.errors;

export const COMENTARIO_RESPUESTA_MAX = 2000;
/** A signature as a data URL (canvas.toDataURL('image/png')): at most ~700 KB of image. */
export const FIRMA_MAX_CHARS = 1_000_000;

const clientId = z.uuid({ error: texts.clientIdInvalido });

export const NeoRespuestaBody = z.strictObject({
  clientId,
  categoria: z.number({ error: texts.preguntaNoExiste }).int(texts.preguntaNoExiste).min(0, texts.preguntaNoExiste).max(1000, texts.preguntaNoExiste),
  pregunta: z.number({ error: texts.preguntaNoExiste }).int(texts.preguntaNoExiste).min(0, texts.preguntaNoExiste).max(1000, texts.preguntaNoExiste),
  slot: z.union([z.literal(1), z.literal(2)], { error: texts.slotInvalido }),
  Estado: z.enum(EstadoRespuestaOT.options, { error: texts.estadoInvalido }),
  Comentario: z.string().trim().max(COMENTARIO_RESPUESTA_MAX, texts.comentarioLargo).default(''),
  /** An uploaded photo (POST /companies/:companyId/files, kind photo) or null. */
  Foto: z
    .string()
    .regex(/^[a-f0-9]{24}$/, files.notFound)
    .nullable()
    .default(null),
});
export type NeoRespuestaBody = z.input<typeof NeoRespuestaBody>;

export const NeoFirmaBody = z.strictObject({
  clientId,
  /** data:image/png;base64,… (or image/jpeg): drawn with a finger or the mouse. */
  Imagen: z
    .string({ error: texts.firmaInvalida })
    .max(FIRMA_MAX_CHARS, texts.firmaInvalida)
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, texts.firmaInvalida),
});
export type NeoFirmaBody = z.input<typeof NeoFirmaBody>;

export const NeoFirmaResult = z.object({
  firma: NeoFirma,
  /** Set once every reviewer of the sheet has signed. */
  FechaRevisionFinal: z.string().nullable(),
  Estado: z.string(),
});
export type NeoFirmaResult = z.infer<typeof NeoFirmaResult>;

/**
 * Where a sheet stands for the signed-in reviewer ('Mis hojas de respuestas', issue 19 §4; not in the
 * spec): 'pendiente' while it is open and they have not signed it (what they still have to do, listed
 * first), 'firmada' once they signed and other reviewers have not yet, 'finalizada' once every
 * reviewer signed (FechaRevisionFinal).
 */
export const estadosMiHojaOT = ['pendiente', 'firmada', 'finalizada'] as const;
export const EstadoMiHojaOT = z.enum(estadosMiHojaOT);
export type EstadoMiHojaOT = z.infer<typeof EstadoMiHojaOT>;

/** A sheet of the caller as reviewer, with where it lives (the phone page's list) and its grouping keys. */
export const NeoMiHoja = NeoHoja.extend({
  NombreProyecto: z.string(),
  ProyectoIniciado: z.boolean(),
  /** The place (EspaciosOT) the sheet reviews: with projectId, the list's group. */
  espacioId: ObjectId,
  EstadoMio: EstadoMiHojaOT,
});
export type NeoMiHoja = z.infer<typeof NeoMiHoja>;

export const NEO_MIS_HOJAS_PAGE_SIZE = 20;
export const NEO_MIS_HOJAS_PAGE_MAX = 50;
export const NEO_MIS_HOJAS_BUSQUEDA_MAX = 100;

/**
 * A page of the caller's sheets: page is 0-based; `q` searches the project, space, checklist,
 * sector / recinto / pasillo / otro / elemento (case and accents ignored) and the sheet number;
 * `estado` keeps one state.
 */
export const NeoMisHojasQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(NEO_MIS_HOJAS_PAGE_MAX).default(NEO_MIS_HOJAS_PAGE_SIZE),
  q: z.string().trim().max(NEO_MIS_HOJAS_BUSQUEDA_MAX).optional(),
  estado: EstadoMiHojaOT.optional(),
});
export type NeoMisHojasQuery = z.input<typeof NeoMisHojasQuery>;

/**
 * The caller's sheets in projects not deleted, in the list's order: 'pendiente' first, then
 * 'firmada', then 'finalizada'; within a state by project (newest project first), then space name,
 * checklist name and sheet number, so each project · space group is contiguous. `next` is the next
 * page's number (null on the last); `conteo` counts each state under the same search (the filter's
 * figures).
 */
export const NeoMisHojas = pageOf(NeoMiHoja).extend({
  next: z.number().int().nullable(),
  conteo: z.object({ pendiente: z.number().int(), firmada: z.number().int(), finalizada: z.number().int() }),
});
export type NeoMisHojas = z.infer<typeof NeoMisHojas>;

const routes = collectionRoutes({ tags: ['neo captura'], ...neoColecciones.hojas });
/** A capture of a reviewer on an open sheet: 201 when it creates, 200 when the same capture comes again. */
const captura = <Body extends z.ZodType, Response extends z.ZodType>(below: string, summary: string, body: Body, response: Response) =>
  routes.route({ method: 'POST', path: routes.itemPath(below), summary, params: NeoHojaParams, body, status: 201, repeatStatus: 200, response });

export const neoCapturaEndpoints = {
  misHojas: routes.route({
    method: 'GET',
    path: '/companies/:companyId/mis-hojas-ot',
    summary:
      'Hojas de respuestas donde soy revisor (proyectos no eliminados): pendientes primero, por proyecto y espacio; búsqueda, filtro por estado, paginadas',
    params: CompanyParams,
    query: NeoMisHojasQuery,
    response: NeoMisHojas,
  }),
  answer: captura('respuestas', 'Responder una pregunta en uno de sus dos casilleros (revisor asignado, proyecto iniciado)', NeoRespuestaBody, NeoRespuesta),
  sign: captura('firma', 'Firmar la hoja (revisor asignado, proyecto iniciado)', NeoFirmaBody, NeoFirmaResult),
} as const;
