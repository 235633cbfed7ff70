import type { WebhookEndpoint, WebhookEntrega } from '@insp/contracts/webhooks';

import type { EntregaDoc, WebhookDoc } from './model.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An endpoint as the API shows it: never its secret. */
export const toWebhook = (webhook: WebhookDoc): WebhookEndpoint => ({
  id: webhook._id.toHexString(),
  url: webhook.url,
  descripcion: webhook.descripcion,
  eventos: webhook.eventos,
  activo: webhook.activo,
  deshabilitadoEn: iso(webhook.deshabilitadoEn),
  motivoDeshabilitado: webhook.motivoDeshabilitado,
  creadoEn: webhook.createdAt.toISOString(),
  actualizadoEn: webhook.updatedAt.toISOString(),
});

export const toEntrega = (entrega: EntregaDoc): WebhookEntrega => ({
  id: entrega._id.toHexString(),
  eventoId: entrega.eventoId,
  tipo: entrega.tipo,
  modulo: entrega.modulo,
  estado: entrega.estado,
  intentos: entrega.intentos,
  codigo: entrega.codigo,
  error: entrega.error,
  duracionMs: entrega.duracionMs,
  creadaEn: entrega.createdAt.toISOString(),
  ultimoIntentoEn: iso(entrega.ultimoIntentoEn),
  proximoIntentoEn: iso(entrega.proximoIntentoEn),
});
