import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { UsageBody } from '@insp/contracts';
import { common } from '@insp/messages';
import { afterAll, describe, expect, it } from 'vitest';

import { httpAdminClient } from '../src/admin-client/client.ts';

const TOKEN = 'internal-token-of-the-bytes-test';
const companyId = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** A stand-in for admin's usage route: keeps what it was sent, answers `status`. */
let status = 200;
const received: { method: string; url: string; token: string | undefined; body: unknown }[] = [];
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      token: request.headers['x-internal-token'] as string | undefined,
      body: JSON.parse(text),
    });
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ module: 'Revisiones', Activado: true, used: 0, limit: 5, allowed: true }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const admin = httpAdminClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, TOKEN);

describe("the module's bytes reach admin on the usage route (issue 17 §4)", () => {
  it('PUT /internal/companies/:id/usage/:module {bytes} with the service credential, a body admin accepts', async () => {
    await admin.reportBytes(companyId, 'Checklist', 1_234_567);
    expect(received).toEqual([{ method: 'PUT', url: `/internal/companies/${companyId}/usage/Checklist`, token: TOKEN, body: { bytes: 1_234_567 } }]);
    expect(UsageBody.parse(received[0]?.body)).toEqual({ bytes: 1_234_567 });
  });

  it("a refused report is 503 'El servicio no está disponible…' for the caller (the file store logs it)", async () => {
    status = 500;
    await expect(admin.reportBytes(companyId, 'Revisiones', 1)).rejects.toMatchObject({ statusCode: 503, message: common.unavailable });
  });
});
