import { neo } from '@insp/messages/neo';
import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { withMessageAs } from '../message.ts';
import { pageOf } from '../page.ts';
import { NeoCategoria } from './checklists.ts';
import { EstadoRespuestaOT, ModoTerminacionesOT, neoColecciones, NeoHojaParams, TipoChecklistOT } from './comunes.ts';

/**
 * Answer sheets of an assigned space (spec 002 §2 sheets screen, §3 RespuestasOT, §4, §5 add sheet):
 * one document per sheet, one per answer and one per signature (services/neo). Sorted by
 * FechaCreacion descending. Estado starts 'En Proceso'; the sheet gets FechaRevisionFinal (and
 * Estado 'Finalizada') when every reviewer of the sheet has signed.
 */
const texts = neo.hojas.validation;

export const NEO_HOJAS_PAGE_SIZE = 20;

/** §2 badge: amarillo without final date; rojo when some question was rejected in both slots; else verde. */
export const insigniasHojaOT = ['amarillo', 'rojo', 'verde'] as const;
export const InsigniaHojaOT = z.enum(insigniasHojaOT);
export type InsigniaHojaOT = z.infer<typeof InsigniaHojaOT>;

export const NeoRevisorHoja = z.object({
  id: ObjectId,
  NombreRevisor: z.string(),
  /** Every answer of the reviewer is 'Bloqueado' (No revisa): shown gold. */
  Bloqueado: z.boolean(),
  /** A signature exists: shown green. */
  Firmado: z.boolean(),
  FechaFirma: z.string().nullable(),
});
export type NeoRevisorHoja = z.infer<typeof NeoRevisorHoja>;

export const NeoHoja = z.object({
  id: ObjectId,
  projectId: ObjectId,
  checklistId: ObjectId,
  asignadoId: ObjectId,
  /** 1, 2, … per assigned space (PDF names use it). */
  Numero: z.number().int(),
  Tipo: TipoChecklistOT,
  Unidades: z.number().int(),
  /** 'Aporte': Unidades / space quantity, as a rounded percent. */
  Aporte: z.number().int(),
  /** 'En Proceso' until every reviewer signed, then 'Finalizada'. */
  Estado: z.string(),
  Insignia: InsigniaHojaOT,
  /** Questions rejected in both slots by some reviewer. */
  PreguntasMalas: z.number().int(),
  FechaCreacion: z.string(),
  FechaRevisionFinal: z.string().nullable(),
  NombreEspacio: z.string(),
  NombreChecklist: z.string(),
  /** Obra Gruesa. */
  PlanoRevisor: z.string().nullable(),
  Elemento: z.string().nullable(),
  Ubicacion: z.string().nullable(),
  /** Terminaciones. */
  Modo: ModoTerminacionesOT.nullable(),
  Sector: z.string().nullable(),
  Recinto: z.string().nullable(),
  Pasillo: z.string().nullable(),
  Otro: z.string().nullable(),
  Revisores: z.array(NeoRevisorHoja),
});
export type NeoHoja = z.infer<typeof NeoHoja>;

/** One answer in one of the two slots of a question, by one reviewer. */
export const NeoRespuesta = z.object({
  id: ObjectId,
  revisorId: ObjectId,
  NombreRevisor: z.string(),
  /** Indexes into the checklist's Preguntas (category, then question). */
  categoria: z.number().int(),
  pregunta: z.number().int(),
  Categoria: z.string(),
  Pregunta: z.string(),
  slot: z.union([z.literal(1), z.literal(2)]),
  Estado: EstadoRespuestaOT,
  Comentario: z.string(),
  /** Uploaded photo's file id (GET /companies/:companyId/files/:fileId), null without one. */
  Foto: ObjectId.nullable(),
  Fecha: z.string(),
});
export type NeoRespuesta = z.infer<typeof NeoRespuesta>;

export const NeoFirma = z.object({
  revisorId: ObjectId,
  /** Who signed (the reviewer's name at signing time). */
  Firmante: z.string(),
  Fecha: z.string(),
  /** The signature image (GET /companies/:companyId/files/:fileId). */
  fileId: ObjectId,
});
export type NeoFirma = z.infer<typeof NeoFirma>;

/** 'Ver respuestas': the sheet, the checklist's questions, every answer and signature (grouped per category / question / reviewer on the screen). */
export const NeoHojaDetail = NeoHoja.extend({
  Preguntas: z.array(NeoCategoria),
  Respuestas: z.array(NeoRespuesta),
  Firmas: z.array(NeoFirma),
  /** Project started: reviewers may answer. */
  ProyectoIniciado: z.boolean(),
});
export type NeoHojaDetail = z.infer<typeof NeoHojaDetail>;

export const NeoHojaListQuery = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(NEO_HOJAS_PAGE_SIZE),
});
export type NeoHojaListQuery = z.infer<typeof NeoHojaListQuery>;

/** The space's unit figures for the add-sheet dialog. */
export const NeoUnidadesEspacio = z.object({
  Cantidad: z.number().int(),
  UnidadesUsadas: z.number().int(),
  /** Cantidad - UnidadesUsadas (never below 0): the cap of a new sheet's Unidades. */
  UnidadesDisponibles: z.number().int(),
  Unidad: z.string(),
});
export type NeoUnidadesEspacio = z.infer<typeof NeoUnidadesEspacio>;

export const NeoHojaPage = pageOf(NeoHoja).extend({ espacio: NeoUnidadesEspacio });
export type NeoHojaPage = z.infer<typeof NeoHojaPage>;

const campo = z.string().trim().max(500).optional();

/**
 * 'Agregar hoja': Unidades >= 1 ('Debes revisar al menos 1 {unit}', capped by the service at the
 * quantity minus units used); Tipo the checklist's ('El tipo de la respuesta es inválido.'); Obra
 * Gruesa requires PlanoRevisor, Elemento (ElementosOT), Ubicacion; Terminaciones a Modo with Sector
 * and Recinto ('Sector y recinto'), Pasillo ('Pasillos') or Otro ('Otro'), from the company's OT
 * parameters; 'Campo requerido' when one is missing. `clientId` makes a retried create return the first sheet.
 */
export const NeoHojaCreateBody = z
  .strictObject({
    clientId: z.uuid().optional(),
    /** Checked by the service against the checklist's Unidad (the text names it) and the units left. */
    Unidades: z.number({ error: texts.requerido }).int(texts.requerido).max(1_000_000, texts.requerido),
    Tipo: z.enum(TipoChecklistOT.options, { error: texts.tipoInvalido }),
    PlanoRevisor: campo,
    Elemento: campo,
    Ubicacion: campo,
    Modo: z.enum(ModoTerminacionesOT.options, { error: texts.tipoInvalido }).optional(),
    Sector: campo,
    Recinto: campo,
    Pasillo: campo,
    Otro: campo,
  })
  .superRefine((body, ctx) => {
    const need = (field: keyof typeof body) => {
      const value = body[field];
      if (typeof value !== 'string' || value.length === 0) ctx.addIssue({ code: 'custom', message: texts.requerido, path: [field] });
    };
    if (body.Tipo === 'Obra Gruesa') {
      need('PlanoRevisor');
      need('Elemento');
      need('Ubicacion');
      return;
    }
    if (!body.Modo) {
      ctx.addIssue({ code: 'custom', message: texts.tipoInvalido, path: ['Modo'] });
      return;
    }
    if (body.Modo === 'Sector y recinto') {
      need('Sector');
      need('Recinto');
    } else if (body.Modo === 'Pasillos') need('Pasillo');
    else need('Otro');
  });
export type NeoHojaCreateBody = z.input<typeof NeoHojaCreateBody>;

export const NeoHojaResult = withMessageAs('hoja', NeoHoja);
export type NeoHojaResult = z.infer<typeof NeoHojaResult>;

export const NeoHojaDeleted = z.object({ message: z.string() });
export type NeoHojaDeleted = z.infer<typeof NeoHojaDeleted>;

/**
 * 'Reabrir hoja' (issue 16 §3; not in the spec): a finished sheet, or one a reviewer signed, is
 * closed (answers, photos and those signatures answer 409). A director (or the platform
 * Administrador) reopens it: its signatures are deleted (images queued for deletion), Estado goes
 * back to 'En Proceso' and FechaRevisionFinal to null; the sheet's history records 'reabrir'.
 * 409 when the sheet is neither finished nor signed.
 */
export const NeoHojaReabierta = withMessageAs('hoja', NeoHoja);
export type NeoHojaReabierta = z.infer<typeof NeoHojaReabierta>;

const routes = collectionRoutes({ tags: ['neo hojas'], ...neoColecciones.hojas });

export const neoHojasEndpoints = {
  list: routes.list('Hojas de respuestas del espacio (más recientes primero)', { query: NeoHojaListQuery, response: NeoHojaPage }),
  create: routes.create('Agregar hoja de respuestas', { body: NeoHojaCreateBody, repeatStatus: 200, response: NeoHojaResult }),
  get: routes.get('Ver respuestas de la hoja (preguntas, respuestas, firmas)', NeoHojaDetail),
  remove: routes.remove('Eliminar hoja de respuestas (fotos y firmas a eliminar)', NeoHojaDeleted),
  reabrir: routes.route({
    method: 'POST',
    path: routes.itemPath('reabrir'),
    summary: 'Reabrir la hoja finalizada o firmada (borra sus firmas; queda en su historial)',
    params: NeoHojaParams,
    response: NeoHojaReabierta,
  }),
} as const;
