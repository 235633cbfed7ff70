import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  WEBHOOK_HEADERS,
  WebhookCreateResponse,
  WebhookEntregasResponse,
  WebhookEventosResponse,
  WebhookListResponse,
  WebhookMutationResponse,
  WebhookPayload,
  WebhookReenviarResponse,
  type WebhookTipo,
  WebhookTiposResponse,
} from '@insp/contracts/webhooks';
import { webhooks as texts } from '@insp/messages/webhooks';
import { handClock } from '@insp/service-kit/testing';
import { Types } from 'mongoose';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';

import { CLAIM_LEASE_MS, deliveryWorker, FIRST_RETRY_MS } from '../src/features/webhooks/deliveries.ts';
import { type EntregaDoc, webhookModels } from '../src/features/webhooks/model.ts';
import { deliveryQueue, webhooksRepository } from '../src/features/webhooks/repository.ts';
import { httpSender } from '../src/features/webhooks/sender.ts';
import { urlGuard } from '../src/features/webhooks/url-guard.ts';
import {
  bearer,
  caller,
  createCompany,
  createUser,
  decodeQuotedPrintable,
  INTERNAL_TOKEN,
  outboxMails,
  session,
  startAdmin,
  startWithCompanies,
} from './helpers.ts';

/**
 * Webhooks of a company (issue 20 §4): endpoints, Standard Webhooks deliveries (verified with the
 * `standardwebhooks` package), retries with backoff on a hand clock, disabling with a mail to the
 * directors, the SSRF guard, 'Reenviar', idempotent batches and tenant isolation.
 */
const clock = handClock();
const DISABLE_AFTER = 3;
const { ctx, admin, director, encargado, own, other } = await startWithCompanies({
  app: { webhooks: { allowPrivate: true, clock: () => new Date(clock.now()), disableAfter: DISABLE_AFTER, timeoutMs: 1_000 } },
});
const call = caller(ctx.app, director);
const base = (company: Types.ObjectId) => `/companies/${company.toHexString()}/webhooks`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine: answers each request with the next planned status ('hang' never answers). */
async function receiver(...plan: (number | 'hang')[]) {
  const requests: Received[] = [];
  const hanging: ServerResponse[] = [];
  let fallback: number | 'hang' = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = plan.shift() ?? fallback;
      if (status === 'hang') hanging.push(response);
      else response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(async () => {
    for (const response of hanging) response.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    answerFromNowOn(status: number) {
      fallback = status;
    },
  };
}

async function createWebhook(company: Types.ObjectId, url: string, eventos: WebhookTipo[], token = director) {
  const response = await call('POST', base(company), token, { url, eventos });
  expect(response.statusCode, response.body).toBe(201);
  return WebhookCreateResponse.parse(response.json());
}

let eventNumber = 0;
const evento = (tipo: WebhookTipo, id = `evt_${++eventNumber}`) => ({
  id,
  tipo,
  fecha: new Date(clock.now()).toISOString(),
  datos: { entidad: 'Observacion', entidadId: new Types.ObjectId().toHexString(), accion: 'crear', padres: { projectId: 'p1' }, Numero: 7 },
});

async function sendBatch(company: Types.ObjectId, eventos: ReturnType<typeof evento>[], modulo = 'revisiones') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/internal/companies/${company.toHexString()}/webhook-eventos`,
    headers: { 'x-internal-token': INTERNAL_TOKEN },
    payload: { modulo, eventos },
  });
  expect(response.statusCode, response.body).toBe(202);
  // The batch is answered before any delivery: wait for the kick it started.
  await ctx.app.webhookDeliveries.idle();
  return WebhookEventosResponse.parse(response.json());
}

async function entregas(company: Types.ObjectId, webhookId: string) {
  const response = await call('GET', `${base(company)}/${webhookId}/entregas`);
  expect(response.statusCode, response.body).toBe(200);
  return WebhookEntregasResponse.parse(response.json()).items;
}

/** One scheduled run of the deliveries at the hand clock's time. */
const runDeliveries = () => ctx.app.webhookDeliveries.run(() => new Date(clock.now()));

describe('webhook endpoints', () => {
  it('the director registers an endpoint: the secret comes once, never in the list; edits and deletes it', async () => {
    const created = await createWebhook(own, 'https://hooks.example.cl/inspeccion', ['observacion.creada', 'observacion.creada', 'hoja.firmada']);
    expect(created.message).toBe(texts.created);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.webhook).toMatchObject({
      url: 'https://hooks.example.cl/inspeccion',
      eventos: ['observacion.creada', 'hoja.firmada'],
      activo: true,
      descripcion: '',
      deshabilitadoEn: null,
    });

    const list = await call('GET', base(own));
    expect(list.statusCode).toBe(200);
    expect(WebhookListResponse.parse(list.json())).toEqual({ items: [created.webhook], max: 10 });
    expect(list.body).not.toContain(created.secret.slice(6));

    const edited = await call('PUT', `${base(own)}/${created.webhook.id}`, admin, {
      url: 'https://hooks.example.cl/v2',
      eventos: ['proyecto.creado'],
      descripcion: 'ERP',
      activo: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(WebhookMutationResponse.parse(edited.json())).toMatchObject({
      message: texts.updated,
      webhook: { url: 'https://hooks.example.cl/v2', eventos: ['proyecto.creado'], descripcion: 'ERP', activo: false },
    });

    const removed = await call('DELETE', `${base(own)}/${created.webhook.id}`);
    expect(removed.json()).toEqual({ message: texts.removed });
    expect(WebhookListResponse.parse((await call('GET', base(own))).json()).items).toEqual([]);
    expect((await call('DELETE', `${base(own)}/${created.webhook.id}`)).statusCode).toBe(404);
  });

  it('a company keeps at most 10 endpoints (409)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await createWebhook(own, `https://hooks.example.cl/${i}`, ['informe.listo'])).webhook.id);
    const eleventh = await call('POST', base(own), director, { url: 'https://hooks.example.cl/11', eventos: ['informe.listo'] });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({ message: texts.tooMany(10) });
    for (const id of ids) expect((await call('DELETE', `${base(own)}/${id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ url: 'ftp://hooks.example.cl/x', eventos: ['informe.listo'] }, texts.urlScheme],
    [{ url: 'no es una url', eventos: ['informe.listo'] }, texts.urlInvalid],
    [{ url: 'https://hooks.example.cl/x', eventos: [] }, texts.eventosRequired],
    [{ url: 'https://hooks.example.cl/x', eventos: ['observacion.borrada'] }, texts.eventoInvalid],
  ])('refuses %j with a Spanish 400', async (body, message) => {
    const response = await call('POST', base(own), director, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it("a company user cannot manage them, nor a director another company's", async () => {
    expect((await call('GET', base(own), encargado)).statusCode).toBe(403);
    expect((await call('POST', base(other), director, { url: 'https://hooks.example.cl/x', eventos: ['informe.listo'] })).statusCode).toBe(403);
    const ajeno = await createWebhook(other, 'https://hooks.example.cl/ajeno', ['informe.listo'], admin);
    // the other company's endpoint id under the director's own company: not found
    expect((await call('GET', `${base(own)}/${ajeno.webhook.id}/entregas`)).statusCode).toBe(404);
    expect((await call('PUT', `${base(own)}/${ajeno.webhook.id}`, director, { url: 'https://x.cl', eventos: ['informe.listo'] })).statusCode).toBe(404);
    expect((await call('DELETE', `${base(other)}/${ajeno.webhook.id}`, admin)).statusCode).toBe(200);
  });
});

describe('SSRF guard', () => {
  it('without WEBHOOKS_ALLOW_PRIVATE, loopback, private, link-local and unique-local addresses are refused', async () => {
    const guarded = await startAdmin({ webhooks: { allowPrivate: false } });
    const company = await createCompany(guarded.app);
    await createUser(guarded.app, { email: 'director@ssrf.cl', tipoUsuario: 'AdministradorEmpresa', company });
    const token = (await session(guarded.app, 'director@ssrf.cl')).accessToken;
    for (const url of [
      'http://127.0.0.1:8080/hooks',
      'http://localhost/hooks',
      'http://10.1.2.3/hooks',
      'http://192.168.0.10/hooks',
      'http://172.20.0.1/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/',
      'http://[::1]/hooks',
      'http://[fd12:3456::1]/hooks',
      'http://[fe80::1]/hooks',
      'http://[::ffff:127.0.0.1]/hooks',
    ]) {
      const response = await guarded.app.inject({ method: 'POST', url: base(company), headers: bearer(token), payload: { url, eventos: ['informe.listo'] } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: texts.urlPrivate });
    }
    const publico = await guarded.app.inject({
      method: 'POST',
      url: base(company),
      headers: bearer(token),
      payload: { url: 'https://93.184.215.14/hooks', eventos: ['informe.listo'] },
    });
    expect(publico.statusCode, publico.body).toBe(201);
  });

  it('without the setting, a delivery to a name or address that is (or became) local is refused at connection time', async () => {
    const local = await receiver();
    const send = httpSender(urlGuard(false), false);
    const port = new URL(local.url).port;
    for (const url of [local.url, `http://localhost:${port}/hooks`]) {
      const result = await send(url, { 'content-type': 'application/json' }, '{}');
      expect(result, url).toMatchObject({ ok: false, codigo: null, error: texts.errores.urlRefused });
    }
    expect(local.requests).toHaveLength(0);
    // the same receiver is reached when the setting allows it
    expect(await httpSender(urlGuard(true), true)(local.url, { 'content-type': 'application/json' }, '{}')).toMatchObject({ ok: true, codigo: 200 });
    expect(local.requests).toHaveLength(1);
  });

  it('with the setting (development and tests) a local receiver is accepted', async () => {
    const local = await receiver();
    const created = await createWebhook(own, local.url, ['informe.listo']);
    expect(created.webhook.url).toBe(local.url);
    expect((await call('DELETE', `${base(own)}/${created.webhook.id}`)).statusCode).toBe(200);
  });
});

describe('deliveries', () => {
  it('delivers a signed Standard Webhooks request that the standardwebhooks package verifies, only to endpoints wanting the type', async () => {
    const wanted = await receiver();
    const unwanted = await receiver();
    const hook = await createWebhook(own, wanted.url, ['observacion.creada']);
    const otherType = await createWebhook(own, unwanted.url, ['hoja.firmada']);

    const tipos = await ctx.app.inject({
      method: 'GET',
      url: `/internal/companies/${own.toHexString()}/webhooks/tipos`,
      headers: { 'x-internal-token': INTERNAL_TOKEN },
    });
    expect(WebhookTiposResponse.parse(tipos.json())).toEqual({ tipos: ['hoja.firmada', 'observacion.creada'] });

    const event = evento('observacion.creada');
    expect(await sendBatch(own, [event])).toEqual({ recibidos: 1, entregas: 1 });
    expect(unwanted.requests).toHaveLength(0);
    expect(wanted.requests).toHaveLength(1);
    const [request] = wanted.requests;
    const headers = {
      'webhook-id': String(request!.headers[WEBHOOK_HEADERS.id]),
      'webhook-timestamp': String(request!.headers[WEBHOOK_HEADERS.timestamp]),
      'webhook-signature': String(request!.headers[WEBHOOK_HEADERS.signature]),
    };
    expect(headers['webhook-id']).toBe(event.id);
    const verified = new Webhook(hook.secret).verify(request!.body, headers);
    expect(WebhookPayload.parse(verified)).toEqual({
      id: event.id,
      tipo: 'observacion.creada',
      fecha: event.fecha,
      empresaId: own.toHexString(),
      modulo: 'revisiones',
      datos: event.datos,
    });
    // another secret does not verify it
    const stranger = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Webhook(stranger).verify(request!.body, headers)).toThrow();

    const log = await entregas(own, hook.webhook.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ eventoId: event.id, tipo: 'observacion.creada', estado: 'Entregada', intentos: 1, codigo: 200, error: null });

    // the same batch again (the module did not see the answer): no second delivery
    expect(await sendBatch(own, [event, event])).toEqual({ recibidos: 2, entregas: 0 });
    await runDeliveries();
    expect(wanted.requests).toHaveLength(1);
    expect(await entregas(own, hook.webhook.id)).toHaveLength(1);

    for (const id of [hook.webhook.id, otherType.webhook.id]) await call('DELETE', `${base(own)}/${id}`);
  });

  it("a company's events never reach another company's endpoints", async () => {
    const ours = await receiver();
    const theirs = await receiver();
    const mine = await createWebhook(own, ours.url, ['proyecto.creado']);
    const ajeno = await createWebhook(other, theirs.url, ['proyecto.creado'], admin);
    expect(await sendBatch(own, [evento('proyecto.creado')], 'neo')).toEqual({ recibidos: 1, entregas: 1 });
    expect(ours.requests).toHaveLength(1);
    expect(theirs.requests).toHaveLength(0);
    // the director cannot even read the other company's log
    expect((await call('GET', `${base(other)}/${ajeno.webhook.id}/entregas`)).statusCode).toBe(403);
    const theirLog = await caller(ctx.app, admin)('GET', `${base(other)}/${ajeno.webhook.id}/entregas`);
    expect(WebhookEntregasResponse.parse(theirLog.json()).items).toEqual([]);
    await call('DELETE', `${base(own)}/${mine.webhook.id}`);
    await call('DELETE', `${base(other)}/${ajeno.webhook.id}`, admin);
  });

  it('retries a failed delivery with exponential backoff, then delivers it', async () => {
    const flaky = await receiver(500, 503);
    const hook = await createWebhook(own, flaky.url, ['respuesta.creada']);
    await sendBatch(own, [evento('respuesta.creada')], 'checklist-revisiones');
    const start = clock.now();
    let [row] = await entregas(own, hook.webhook.id);
    expect(row).toMatchObject({ estado: 'Pendiente', intentos: 1, codigo: 500, error: texts.errores.status(500) });
    expect(row!.proximoIntentoEn).toBe(new Date(start + FIRST_RETRY_MS).toISOString());

    // not due yet: nothing is sent
    clock.advance(FIRST_RETRY_MS - 1_000);
    await runDeliveries();
    expect(flaky.requests).toHaveLength(1);

    clock.advance(1_000);
    await runDeliveries();
    [row] = await entregas(own, hook.webhook.id);
    expect(row).toMatchObject({ estado: 'Pendiente', intentos: 2, codigo: 503 });
    // the wait doubles
    expect(row!.proximoIntentoEn).toBe(new Date(start + 3 * FIRST_RETRY_MS).toISOString());

    clock.advance(2 * FIRST_RETRY_MS);
    await runDeliveries();
    [row] = await entregas(own, hook.webhook.id);
    expect(row).toMatchObject({ estado: 'Entregada', intentos: 3, codigo: 200, error: null, proximoIntentoEn: null });
    expect(flaky.requests).toHaveLength(3);
    // every attempt carries the same id and body
    expect(new Set(flaky.requests.map((request) => request.headers[WEBHOOK_HEADERS.id])).size).toBe(1);
    expect(new Set(flaky.requests.map((request) => request.body)).size).toBe(1);
    await call('DELETE', `${base(own)}/${hook.webhook.id}`);
  });

  it('a receiver that never answers fails by timeout without holding the batch', async () => {
    const stuck = await receiver('hang');
    const hook = await createWebhook(own, stuck.url, ['hoja.creada']);
    const started = Date.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/internal/companies/${own.toHexString()}/webhook-eventos`,
      headers: { 'x-internal-token': INTERNAL_TOKEN },
      payload: { modulo: 'neo', eventos: [evento('hoja.creada')] },
    });
    expect(response.statusCode).toBe(202);
    const answeredIn = Date.now() - started;
    await ctx.app.webhookDeliveries.idle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(answeredIn).toBeLessThan(1_000);
    const [row] = await entregas(own, hook.webhook.id);
    expect(row).toMatchObject({ estado: 'Pendiente', intentos: 1, codigo: null, error: texts.errores.timeout });
    await call('DELETE', `${base(own)}/${hook.webhook.id}`);
  });

  it('after repeated failures the endpoint is disabled and the directors get a mail; reactivating starts over', async () => {
    const dead = await receiver();
    dead.answerFromNowOn(502);
    const hook = await createWebhook(own, dead.url, ['observacion.resuelta']);
    const mailsBefore = outboxMails(ctx.config).length;
    await sendBatch(own, [evento('observacion.resuelta')]);
    clock.advance(FIRST_RETRY_MS);
    await runDeliveries();
    expect(WebhookListResponse.parse((await call('GET', base(own))).json()).items[0]).toMatchObject({ activo: true });
    // the third failure in a row disables it
    clock.advance(2 * FIRST_RETRY_MS);
    await runDeliveries();
    expect(dead.requests).toHaveLength(DISABLE_AFTER);

    const [listed] = WebhookListResponse.parse((await call('GET', base(own))).json()).items;
    expect(listed).toMatchObject({ id: hook.webhook.id, activo: false, motivoDeshabilitado: texts.disabledReason(DISABLE_AFTER) });
    expect(listed!.deshabilitadoEn).not.toBeNull();
    const log = await entregas(own, hook.webhook.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ estado: 'Fallida', intentos: DISABLE_AFTER, codigo: 502, error: texts.errores.disabled, proximoIntentoEn: null });

    const mails = outboxMails(ctx.config).slice(mailsBefore).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: director@propia.cl');
    expect(mails[0]).toContain(dead.url);

    // a disabled endpoint gets nothing more
    clock.advance(60 * 60_000);
    await sendBatch(own, [evento('observacion.resuelta')]);
    await runDeliveries();
    expect(dead.requests).toHaveLength(DISABLE_AFTER);
    const refused = await call('POST', `${base(own)}/${hook.webhook.id}/entregas/${log[0]!.id}/reenviar`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: texts.reenviarInactive });

    // the director switches it on again once the receiver works
    dead.answerFromNowOn(204);
    const reactivated = await call('PUT', `${base(own)}/${hook.webhook.id}`, director, { url: dead.url, eventos: ['observacion.resuelta'] });
    expect(WebhookMutationResponse.parse(reactivated.json()).webhook).toMatchObject({ activo: true, deshabilitadoEn: null, motivoDeshabilitado: null });
    const again = await call('POST', `${base(own)}/${hook.webhook.id}/entregas/${log[0]!.id}/reenviar`);
    expect(again.statusCode, again.body).toBe(202);
    expect(WebhookReenviarResponse.parse(again.json())).toMatchObject({ message: texts.reenviada, entrega: { id: log[0]!.id, estado: 'Pendiente' } });
    await ctx.app.webhookDeliveries.idle();
    const [resent] = (await entregas(own, hook.webhook.id)).filter((row) => row.id === log[0]!.id);
    expect(resent).toMatchObject({ estado: 'Entregada', codigo: 204 });
    expect(resent!.intentos).toBeGreaterThan(1);
    await call('DELETE', `${base(own)}/${hook.webhook.id}`);
  });

  it('an endpoint failing for 24 hours is disabled even below the count', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Día Completo' });
    const dead = await receiver(500, 500);
    const hook = await createWebhook(company, dead.url, ['informe.listo'], admin);
    await sendBatch(company, [evento('informe.listo')]);
    expect(dead.requests).toHaveLength(1);
    clock.advance(24 * 60 * 60_000);
    await runDeliveries();
    expect(dead.requests).toHaveLength(2);
    const [listed] = WebhookListResponse.parse((await caller(ctx.app, admin)('GET', base(company))).json()).items;
    expect(listed).toMatchObject({ activo: false });
    const [row] = WebhookEntregasResponse.parse((await caller(ctx.app, admin)('GET', `${base(company)}/${hook.webhook.id}/entregas`)).json()).items;
    expect(row).toMatchObject({ estado: 'Fallida', intentos: 2, proximoIntentoEn: null });
  });

  it("'Reenviar' sends a logged delivery again with the same id and body", async () => {
    const ok = await receiver();
    const hook = await createWebhook(own, ok.url, ['correccion.informada']);
    await sendBatch(own, [evento('correccion.informada')]);
    const [row] = await entregas(own, hook.webhook.id);
    expect(row).toMatchObject({ estado: 'Entregada', intentos: 1 });
    const response = await call('POST', `${base(own)}/${hook.webhook.id}/entregas/${row!.id}/reenviar`, admin);
    expect(response.statusCode, response.body).toBe(202);
    await ctx.app.webhookDeliveries.idle();
    expect(ok.requests).toHaveLength(2);
    expect(ok.requests[1]!.body).toBe(ok.requests[0]!.body);
    expect(ok.requests[1]!.headers[WEBHOOK_HEADERS.id]).toBe(ok.requests[0]!.headers[WEBHOOK_HEADERS.id]);
    expect((await entregas(own, hook.webhook.id))[0]).toMatchObject({ estado: 'Entregada', intentos: 2 });
    const missing = await call('POST', `${base(own)}/${hook.webhook.id}/entregas/${new Types.ObjectId().toHexString()}/reenviar`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: texts.entregaNotFound });
    await call('DELETE', `${base(own)}/${hook.webhook.id}`);
  });
});

describe('deliveries under several replicas and the log size', () => {
  it('two replicas running the deliveries at once send each attempt once', async () => {
    const shared = await receiver(500, 500);
    const hook = await createWebhook(own, shared.url, ['respuesta.actualizada']);
    await sendBatch(own, [evento('respuesta.actualizada'), evento('respuesta.actualizada')], 'checklist-revisiones');
    expect(shared.requests).toHaveLength(2);
    // a second process on the same database
    const replica = deliveryWorker(ctx.app.db, {
      send: httpSender(urlGuard(true), true),
      mailer: { kind: 'outbox', send: async () => undefined },
      log: ctx.app.log,
      disableAfter: DISABLE_AFTER,
    });
    clock.advance(FIRST_RETRY_MS);
    const at = () => new Date(clock.now());
    await Promise.all([runDeliveries(), replica.run(at), runDeliveries(), replica.run(at)]);
    expect(shared.requests).toHaveLength(4);
    const log = await entregas(own, hook.webhook.id);
    expect(log.map((row) => [row.estado, row.intentos])).toEqual([
      ['Entregada', 2],
      ['Entregada', 2],
    ]);
    await call('DELETE', `${base(own)}/${hook.webhook.id}`);
  });

  it('an attempt claimed by a replica that died is made by another once the claim lapses', async () => {
    const later = await receiver(500);
    const hook = await createWebhook(own, later.url, ['hoja.finalizada']);
    await sendBatch(own, [evento('hoja.finalizada')], 'neo');
    clock.advance(FIRST_RETRY_MS);
    // a replica claims the retry and dies before sending it
    const { Entrega } = webhookModels(ctx.app.db);
    const pending = await Entrega.findOne({ webhookId: new Types.ObjectId(hook.webhook.id) }).lean<EntregaDoc>();
    expect(await deliveryQueue(ctx.app.db).claim(pending!, new Date(clock.now()), CLAIM_LEASE_MS)).toBe(true);
    await runDeliveries();
    expect(later.requests).toHaveLength(1);
    clock.advance(CLAIM_LEASE_MS);
    await runDeliveries();
    expect(later.requests).toHaveLength(2);
    expect((await entregas(own, hook.webhook.id))[0]).toMatchObject({ estado: 'Entregada', intentos: 2 });
    await call('DELETE', `${base(own)}/${hook.webhook.id}`);
  });

  it('the log shows the last 100 deliveries, newest first, and keeps no more', async () => {
    const busy = await receiver();
    const hook = await createWebhook(own, busy.url, ['observacion.actualizada']);
    const eventos = Array.from({ length: 102 }, () => evento('observacion.actualizada'));
    expect(await sendBatch(own, eventos)).toEqual({ recibidos: 102, entregas: 102 });
    expect(busy.requests).toHaveLength(102);
    const log = await entregas(own, hook.webhook.id);
    expect(log).toHaveLength(100);
    expect(log[0]!.eventoId).toBe(eventos[101]!.id);
    expect(log[99]!.eventoId).toBe(eventos[2]!.id);
    const last = evento('observacion.actualizada');
    await sendBatch(own, [last]);
    expect((await entregas(own, hook.webhook.id))[0]!.eventoId).toBe(last.id);
    expect(await webhookModels(ctx.app.db).Entrega.countDocuments({ webhookId: new Types.ObjectId(hook.webhook.id) })).toBe(100);
    await call('DELETE', `${base(own)}/${hook.webhook.id}`);
  });
});

describe('company purge and OpenAPI', () => {
  it("the permanent delete of a company removes its endpoints and deliveries, not another company's", async () => {
    const gone = await createCompany(ctx.app, { Activado: false, Nombre: 'Se Va' });
    const stays = await receiver();
    const keep = await createWebhook(own, stays.url, ['proyecto.eliminado']);
    await webhooksRepository(ctx.app.db).create(gone, { url: stays.url, descripcion: '', eventos: ['proyecto.eliminado'], activo: true, secret: 'whsec_x' });
    await sendBatch(gone, [evento('proyecto.eliminado')]);
    await sendBatch(own, [evento('proyecto.eliminado')]);
    const { Webhook: Webhooks, Entrega } = webhookModels(ctx.app.db);
    expect(await Entrega.countDocuments({ companyId: gone })).toBe(1);

    const purge = await ctx.app.inject({ method: 'DELETE', url: `/companies/${gone.toHexString()}/permanent`, headers: bearer(admin) });
    expect(purge.statusCode, purge.body).toBe(200);
    expect(await Webhooks.countDocuments({ companyId: gone })).toBe(0);
    expect(await Entrega.countDocuments({ companyId: gone })).toBe(0);
    expect(await Entrega.countDocuments({ companyId: own, webhookId: new Types.ObjectId(keep.webhook.id) })).toBe(1);
    await call('DELETE', `${base(own)}/${keep.webhook.id}`);
  });

  it("documents each event type's delivery in the OpenAPI webhooks section", async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      openapi: string;
      webhooks: Record<string, { post: { summary: string; requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks)).toContain('observacion.creada');
    const creada = document.webhooks['observacion.creada']!.post;
    expect(creada.summary).toBe(texts.tipos['observacion.creada']);
    const properties = creada.requestBody.content['application/json']!.schema.properties;
    expect(Object.keys(properties).sort()).toEqual(['datos', 'empresaId', 'fecha', 'id', 'modulo', 'tipo']);
    expect(properties.tipo).toMatchObject({ const: 'observacion.creada' });
  });
});
