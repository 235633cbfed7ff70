import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { type WebhookCreateResponse, type WebhookTipo } from '@insp/contracts/webhooks';

import { call } from './admin.ts';
import type { ApiSession, ObservacionCaptura } from './revisiones.ts';

/** Captures an observation in a listado as `session` (the listado's responsible user); answers its id. */
export async function captureObservacion(
  session: ApiSession,
  at: { projectId: string; revisionId: string; listadoId: string },
  /** Its fields as 'Nueva observación' takes them (no photo: setup, not the point of the test). */
  observacion: Omit<ObservacionCaptura, 'foto'>,
): Promise<string> {
  const path = `/api/revisiones/companies/${session.user.companyId}/projects/${at.projectId}/revisiones/${at.revisionId}/listados/${at.listadoId}/observaciones`;
  const answer = await call<{ id: string }>(session.token, 'POST', path, { clientId: randomUUID(), ...observacion });
  if (answer.status !== 201) throw new Error(`capture observation: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** One request a webhook receiver got: its headers and its raw body. */
export interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A small HTTP receiver on 127.0.0.1 (answers 204 to every POST) that keeps what it gets. */
export async function webhookReceiver(): Promise<{ url: string; deliveries: Delivery[]; close: () => Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Registers a webhook endpoint of the director's company through the API; answers it with its secret (shown once). */
export async function registerWebhook(director: ApiSession, url: string, eventos: WebhookTipo[]): Promise<WebhookCreateResponse> {
  const answer = await call<WebhookCreateResponse>(director.token, 'POST', `/api/admin/companies/${director.user.companyId}/webhooks`, {
    url,
    eventos,
    descripcion: 'e2e portal',
  });
  if (answer.status !== 201) throw new Error(`register webhook: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Removes a webhook endpoint (its deliveries go with it). */
export async function removeWebhook(director: ApiSession, webhookId: string): Promise<void> {
  const answer = await call(director.token, 'DELETE', `/api/admin/companies/${director.user.companyId}/webhooks/${webhookId}`);
  if (answer.status !== 200) throw new Error(`remove webhook: ${answer.status} ${JSON.stringify(answer.body)}`);
}
