import { WEBHOOK_HEADERS, WebhookPayload, webhookTipos } from '@insp/contracts/webhooks';
import { webhooks as texts } from '@insp/messages/webhooks';
import { z } from 'zod';

/**
 * The document's `webhooks` section (OpenAPI 3.1): one entry per event type, the POST admin sends
 * to an endpoint with its Standard Webhooks headers and the JSON body of that type.
 */
export function webhooksDocument(): Record<string, unknown> {
  const headers = [
    { name: WEBHOOK_HEADERS.id, description: 'Id del evento (el mismo en cada intento).' },
    { name: WEBHOOK_HEADERS.timestamp, description: 'Segundos desde 1970 del intento.' },
    { name: WEBHOOK_HEADERS.signature, description: "'v1,' y la firma base64 HMAC-SHA256 de '<id>.<timestamp>.<cuerpo>' con el secreto (whsec_)." },
  ].map((header) => ({ in: 'header', required: true, schema: { type: 'string' }, ...header }));
  return Object.fromEntries(
    webhookTipos.map((tipo) => [
      tipo,
      {
        post: {
          summary: texts.tipos[tipo],
          tags: ['webhooks'],
          parameters: headers,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: z.toJSONSchema(WebhookPayload.extend({ tipo: z.literal(tipo) }), { io: 'input' }) } },
          },
          responses: { '2XX': { description: 'Recibido: cualquier respuesta 2xx dentro de 10 s; cualquier otra se reintenta.' } },
        },
      },
    ]),
  );
}
