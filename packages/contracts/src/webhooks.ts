import { webhooks as texts } from '@insp/messages/webhooks';
import { z } from 'zod';

import { MessageResponse } from './auth.ts';
import { collectionRoutes } from './collection.ts';
import { coleccionDeEmpresa, CompanyParams } from './companies.ts';
import { ModuleService } from './company-admin.ts';
import { endpoint } from './endpoint.ts';
import { ObjectId } from './identity.ts';

/**
 * Webhooks of a company (issue 20 §4). A director (or the Administrador) registers endpoints (URL,
 * events, active); admin keeps them and delivers every event a module service forwards to each
 * active endpoint that wants its type, following the Standard Webhooks convention:
 *
 * - headers `webhook-id` (the event id), `webhook-timestamp` (seconds), `webhook-signature`
 *   `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` keyed with the base64-decoded part of the
 *   secret after `whsec_`; the secret is shown once, in the answer to the creation;
 * - the body is a `WebhookPayload` (JSON); any 2xx answer within 10 s is a delivery, anything else is
 *   retried with exponential backoff for 24 h; an endpoint failing for 24 h (or WEBHOOK_DISABLE_AFTER
 *   consecutive deliveries) is disabled and the company's directors get a mail.
 *
 * Module services learn which types to forward from the internal `tipos` route (cache ~30 s) and
 * send their events in batches to the internal `webhook-eventos` route (idempotent by event id).
 */

export const webhookTipos = [
  'observacion.creada',
  'observacion.actualizada',
  'observacion.resuelta',
  'correccion.informada',
  'respuesta.creada',
  'respuesta.actualizada',
  'hoja.creada',
  'hoja.finalizada',
  'hoja.firmada',
  'proyecto.creado',
  'proyecto.eliminado',
  'informe.listo',
] as const;
export const WebhookTipo = z.enum(webhookTipos, { error: texts.eventoInvalid });
export type WebhookTipo = z.infer<typeof WebhookTipo>;

/** Most endpoints of a company (a creation beyond answers 409). */
export const WEBHOOKS_MAX = texts.max;
/** Rows the delivery log of an endpoint keeps. */
export const WEBHOOK_LOG_SIZE = texts.logSize;
/** How long a module service may reuse the answer of the internal `tipos` route. */
export const WEBHOOK_TIPOS_CACHE_MS = 30_000;
/** Most events in one internal batch. */
export const WEBHOOK_BATCH_MAX = 500;
/** The delivery headers (Standard Webhooks). */
export const WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;
/** Prefix of a secret; the rest is base64 of the signing key's bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * The `datos` of an event: the record the event names (the event log's entity, id, action and
 * ancestors: projectId, revisionId, listadoId…) plus whatever the module adds about it (names,
 * states, the report's link…). Never more than a company user of the module could read.
 */
export const WebhookDatos = z.looseObject({ entidad: z.string(), entidadId: z.string(), accion: z.string(), padres: z.record(z.string(), z.string()) });
export type WebhookDatos = z.infer<typeof WebhookDatos>;

/** The JSON body of a delivery. */
export const WebhookPayload = z.object({
  /** The event id, also sent as `webhook-id`: the same for every attempt, so receivers deduplicate by it. */
  id: z.string(),
  tipo: WebhookTipo,
  /** When the event happened (ISO 8601). */
  fecha: z.string(),
  empresaId: ObjectId,
  modulo: ModuleService,
  datos: WebhookDatos,
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

// ---- endpoints (configuration) ----

export const WebhookUrl = z
  .string({ error: texts.urlRequired })
  .trim()
  .min(1, texts.urlRequired)
  .max(2000, texts.urlTooLong)
  .pipe(z.url({ error: texts.urlInvalid }))
  .refine((url) => /^https?:\/\//i.test(url), texts.urlScheme);

const Eventos = z
  .array(WebhookTipo, { error: texts.eventosRequired })
  .min(1, texts.eventosRequired)
  .max(webhookTipos.length)
  .transform((tipos) => [...new Set(tipos)]);

export const WebhookBody = z.strictObject({
  url: WebhookUrl,
  eventos: Eventos,
  descripcion: z.string().trim().max(255, texts.descripcionTooLong).default(''),
  /** Activating a disabled endpoint (activo true again) starts its failure count anew. */
  activo: z.boolean().default(true),
});
export type WebhookBody = z.infer<typeof WebhookBody>;

export const WebhookParams = CompanyParams.extend({ webhookId: ObjectId });
export type WebhookParams = z.infer<typeof WebhookParams>;
export const WebhookEntregaParams = WebhookParams.extend({ entregaId: ObjectId });
export type WebhookEntregaParams = z.infer<typeof WebhookEntregaParams>;

export const WebhookEndpoint = z.object({
  id: ObjectId,
  url: z.string(),
  descripcion: z.string(),
  eventos: z.array(WebhookTipo),
  activo: z.boolean(),
  /** Set when deliveries failed too long and admin disabled it (activo is then false). */
  deshabilitadoEn: z.string().nullable(),
  motivoDeshabilitado: z.string().nullable(),
  creadoEn: z.string(),
  actualizadoEn: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookListResponse = z.object({ items: z.array(WebhookEndpoint), max: z.number().int() });
export type WebhookListResponse = z.infer<typeof WebhookListResponse>;

export const WebhookMutationResponse = z.object({ message: z.string(), webhook: WebhookEndpoint });
export type WebhookMutationResponse = z.infer<typeof WebhookMutationResponse>;

/** The answer to a creation: the only time the secret (`whsec_…`) is shown. */
export const WebhookCreateResponse = WebhookMutationResponse.extend({ secret: z.string().startsWith(WEBHOOK_SECRET_PREFIX) });
export type WebhookCreateResponse = z.infer<typeof WebhookCreateResponse>;

// ---- delivery log ----

/** Pendiente: waiting for its first attempt or a retry; Entregada: a 2xx came; Fallida: given up. */
export const webhookEntregaEstados = ['Pendiente', 'Entregada', 'Fallida'] as const;
export const WebhookEntregaEstado = z.enum(webhookEntregaEstados);
export type WebhookEntregaEstado = z.infer<typeof WebhookEntregaEstado>;

export const WebhookEntrega = z.object({
  id: ObjectId,
  eventoId: z.string(),
  tipo: WebhookTipo,
  modulo: ModuleService,
  estado: WebhookEntregaEstado,
  intentos: z.number().int().nonnegative(),
  /** Status code of the last attempt (null: no answer, or not tried yet). */
  codigo: z.number().int().nullable(),
  /** Why the last attempt failed, in Spanish (null when it did not). */
  error: z.string().nullable(),
  /** Milliseconds the last attempt took. */
  duracionMs: z.number().int().nullable(),
  creadaEn: z.string(),
  ultimoIntentoEn: z.string().nullable(),
  proximoIntentoEn: z.string().nullable(),
});
export type WebhookEntrega = z.infer<typeof WebhookEntrega>;

/** The last WEBHOOK_LOG_SIZE deliveries of an endpoint, newest first. */
export const WebhookEntregasResponse = z.object({ items: z.array(WebhookEntrega) });
export type WebhookEntregasResponse = z.infer<typeof WebhookEntregasResponse>;

export const WebhookReenviarResponse = z.object({ message: z.string(), entrega: WebhookEntrega });
export type WebhookReenviarResponse = z.infer<typeof WebhookReenviarResponse>;

// ---- internal (module services → admin) ----

/** An event as a module forwards it (the delivered body adds empresaId and modulo). */
export const WebhookEventoInput = z.strictObject({
  /** Unique per event (the module's event log id): a repeat is ignored. */
  id: z.string().min(1).max(100),
  tipo: WebhookTipo,
  fecha: z.iso.datetime({ offset: true }),
  datos: WebhookDatos,
});
export type WebhookEventoInput = z.infer<typeof WebhookEventoInput>;

export const WebhookEventosBody = z.strictObject({ modulo: ModuleService, eventos: z.array(WebhookEventoInput).min(1).max(WEBHOOK_BATCH_MAX) });
export type WebhookEventosBody = z.infer<typeof WebhookEventosBody>;

/** `recibidos`: events in the batch; `entregas`: deliveries created (0 for a repeated batch). */
export const WebhookEventosResponse = z.object({ recibidos: z.number().int(), entregas: z.number().int() });
export type WebhookEventosResponse = z.infer<typeof WebhookEventosResponse>;

/** The event types some active endpoint of the company wants (empty: forward nothing). */
export const WebhookTiposResponse = z.object({ tipos: z.array(WebhookTipo) });
export type WebhookTiposResponse = z.infer<typeof WebhookTiposResponse>;

const routes = collectionRoutes(coleccionDeEmpresa('webhooks', ':webhookId', WebhookParams));

export const webhookEndpoints = {
  list: routes.list('Webhooks de la empresa', { response: WebhookListResponse }),
  create: routes.create('Registrar un webhook (la respuesta trae el secreto una sola vez)', { body: WebhookBody, response: WebhookCreateResponse }),
  update: routes.update('Editar un webhook (URL, eventos, descripción, activo)', { body: WebhookBody, response: WebhookMutationResponse }),
  remove: routes.remove('Eliminar un webhook y su registro de entregas', MessageResponse),
  entregas: routes.route({
    method: 'GET',
    path: routes.itemPath('entregas'),
    summary: 'Últimas 100 entregas de un webhook',
    params: WebhookParams,
    response: WebhookEntregasResponse,
  }),
  reenviar: routes.route({
    method: 'POST',
    path: routes.itemPath('entregas/:entregaId/reenviar'),
    summary: 'Reenviar una entrega (un nuevo intento, ahora)',
    params: WebhookEntregaParams,
    status: 202,
    response: WebhookReenviarResponse,
  }),
} as const;

/** Service-to-service (header x-internal-token), hidden from the OpenAPI document. */
export const internalWebhookEndpoints = {
  tipos: endpoint({
    method: 'GET',
    path: '/internal/companies/:companyId/webhooks/tipos',
    summary: 'Tipos de evento que algún webhook activo de la empresa recibe',
    tags: ['internal'],
    params: CompanyParams,
    response: WebhookTiposResponse,
  }),
  eventos: endpoint({
    method: 'POST',
    path: '/internal/companies/:companyId/webhook-eventos',
    summary: 'Eventos de un módulo para entregar (idempotente por id de evento)',
    tags: ['internal'],
    params: CompanyParams,
    body: WebhookEventosBody,
    status: 202,
    response: WebhookEventosResponse,
  }),
} as const;
