import { files } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { z } from 'zod';

import { CompanyParams } from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { EstadoRespuestaOT, NeoHojaParams } from './comunes.ts';
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

/** A sheet of the caller as reviewer, with where it lives (the phone page's list). */
export const NeoMiHoja = NeoHoja.extend({ NombreProyecto: z.string(), ProyectoIniciado: z.boolean() });
export type NeoMiHoja = z.infer<typeof NeoMiHoja>;
export const NeoMisHojas = z.object({ items: z.array(NeoMiHoja) });
export type NeoMisHojas = z.infer<typeof NeoMisHojas>;

/** The newest sheets of the caller, at most this many. */
export const NEO_MIS_HOJAS_MAX = 200;

const tags = ['neo captura'];

export const neoCapturaEndpoints = {
  misHojas: endpoint({
    method: 'GET',
    path: '/companies/:companyId/mis-hojas-ot',
    summary: 'Hojas de respuestas donde soy revisor (proyectos no eliminados, más recientes primero)',
    tags,
    params: CompanyParams,
    response: NeoMisHojas,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId/respuestas',
    summary: 'Responder una pregunta en uno de sus dos casilleros (revisor asignado, proyecto iniciado)',
    tags,
    params: NeoHojaParams,
    body: NeoRespuestaBody,
    status: 201,
    repeatStatus: 200,
    response: NeoRespuesta,
  }),
  sign: endpoint({
    method: 'POST',
    path: '/companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId/firma',
    summary: 'Firmar la hoja (revisor asignado, proyecto iniciado)',
    tags,
    params: NeoHojaParams,
    body: NeoFirmaBody,
    status: 201,
    repeatStatus: 200,
    response: NeoFirmaResult,
  }),
} as const;
