import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { httpAdminClient } from '../src/admin-client/client.ts';

const TOKEN = 'internal-token-of-the-webhooks-test';
const companyId = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** A stand-in for admin's two internal webhook routes: keeps what it was asked, answers `status` with `body`. */
let status = 200;
let body: unknown = { tipos: ['observacion.creada'] };
const received: { method: string; url: string; token: string | undefined }[] = [];
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push({ method: request.method ?? '', url: request.url ?? '', token: request.headers['x-internal-token'] as string | undefined });
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
let clock = 0;
const admin = () => httpAdminClient(base, TOKEN, { now: () => clock });
beforeEach(() => {
  received.length = 0;
  status = 200;
  clock = 1_000_000;
});

const batch = {
  modulo: 'revisiones' as const,
  eventos: [
    {
      id: 'e1',
      tipo: 'observacion.creada' as const,
      fecha: new Date(0).toISOString(),
      datos: { entidad: 'Observacion', entidadId: 'o1', accion: 'crear', padres: {} },
    },
  ],
};

describe("admin's webhook routes as the module's forwarder asks them", () => {
  it('asks the types with the service credential and reuses the answer for 30 s', async () => {
    const client = admin();
    body = { tipos: ['observacion.creada', 'proyecto.creado'] };
    expect(await client.webhookTipos(companyId)).toEqual(['observacion.creada', 'proyecto.creado']);
    clock += 29_000;
    expect(await client.webhookTipos(companyId)).toEqual(['observacion.creada', 'proyecto.creado']);
    expect(received).toEqual([{ method: 'GET', url: `/internal/companies/${companyId}/webhooks/tipos`, token: TOKEN }]);
    clock += 2_000;
    await client.webhookTipos(companyId);
    expect(received).toHaveLength(2);
  });

  it('a company admin does not know wants nothing (its events are not held back); an admin that cannot answer is an error', async () => {
    status = 404;
    body = { message: 'Empresa no encontrada' };
    expect(await admin().webhookTipos(companyId)).toEqual([]);
    status = 500;
    await expect(admin().webhookTipos(companyId)).rejects.toMatchObject({ statusCode: 503 });
  });

  it("a batch is 'aceptado' on 2xx, 'rechazado' on 4xx (never worth repeating), and an error while admin cannot answer", async () => {
    status = 202;
    body = { recibidos: 1, entregas: 1 };
    expect(await admin().webhookEventos(companyId, batch)).toBe('aceptado');
    expect(received).toEqual([{ method: 'POST', url: `/internal/companies/${companyId}/webhook-eventos`, token: TOKEN }]);
    status = 400;
    body = { message: 'Solicitud inválida' };
    expect(await admin().webhookEventos(companyId, batch)).toBe('rechazado');
    status = 503;
    await expect(admin().webhookEventos(companyId, batch)).rejects.toMatchObject({ statusCode: 503 });
  });
});
