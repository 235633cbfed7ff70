import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

import { common, files } from '@insp/messages';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildGateway, type GatewayOptions } from '../src/index.ts';
import { fakeBuilds } from './fake-builds.ts';

const MiB = 1024 * 1024;
const UPLOAD_LIMIT = 3 * MiB;

/** A service reduced to what the edge can get wrong: headers it saw, bodies, 503s, dropped sockets. */
let service: FastifyInstance;
let frozen: Server;
const hits = new Map<string, number>();
const count = (key: string) => hits.set(key, (hits.get(key) ?? 0) + 1);
let lastHeaders: IncomingHttpHeaders = {};

let gateway: FastifyInstance;
let base: string;

beforeAll(async () => {
  service = Fastify({ bodyLimit: MiB });
  // The services' own refusal, as service-kit answers it.
  service.setErrorHandler((error: FastifyError, _request, reply) => {
    void reply.code(error.statusCode ?? 500).send({ message: error.statusCode === 413 ? common.payloadTooLarge : common.unexpected });
  });
  service.addContentTypeParser(/^multipart\/form-data/, { bodyLimit: UPLOAD_LIMIT, parseAs: 'buffer' }, (_request, body, done) =>
    done(null, { bytes: body.length }),
  );
  service.get('/headers', async (request) => {
    lastHeaders = request.headers;
    return { ok: true };
  });
  service.get('/busy', async (_request, reply) => {
    count('busy');
    return reply.code(503).send({ message: 'Base de datos en mantención.' });
  });
  service.get('/drop', async (request) => {
    count('drop');
    request.raw.socket.destroy();
  });
  service.post('/drop', async (request) => {
    count('drop-post');
    request.raw.socket.destroy();
  });
  service.post('/echo', async (request) => ({ received: JSON.stringify(request.body).length }));
  service.post('/files', async (request, reply) => reply.code(201).send(request.body));
  const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });

  // Accepts connections and never answers.
  frozen = createServer(() => undefined);
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  const frozenUrl = `http://127.0.0.1:${(frozen.address() as AddressInfo).port}`;

  const { shellDir, adminDir } = fakeBuilds('gw-edge-');

  const options: GatewayOptions = {
    shellDir,
    remotes: [{ name: 'admin', folder: 'admin', dir: adminDir }],
    services: { admin: serviceUrl, revisiones: serviceUrl, 'checklist-revisiones': frozenUrl, neo: 'http://127.0.0.1:1' },
    bodyLimit: MiB,
    uploadLimit: UPLOAD_LIMIT,
    proxyTimeoutMs: 500,
  };
  gateway = await buildGateway(options);
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway.close();
  await service.close();
  frozen.closeAllConnections();
  await new Promise((resolve) => frozen.close(resolve));
});

describe('the client address the services see', () => {
  it("is the socket's, whatever the client writes in X-Forwarded-For", async () => {
    await gateway.inject({
      url: '/api/admin/headers',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.1', forwarded: 'for=198.51.100.2', 'x-real-ip': '198.51.100.3' },
    });
    expect(lastHeaders['x-forwarded-for']).toBe('203.0.113.9');
    expect(lastHeaders['x-real-ip']).toBe('203.0.113.9');
    expect(lastHeaders.forwarded).toBeUndefined();
  });

  it('is given when the client sends none, so clients do not share one rate-limit bucket', async () => {
    await gateway.inject({ url: '/api/admin/headers', remoteAddress: '203.0.113.10' });
    expect(lastHeaders['x-forwarded-for']).toBe('203.0.113.10');
    await gateway.inject({ url: '/api/admin/headers', remoteAddress: '203.0.113.11' });
    expect(lastHeaders['x-forwarded-for']).toBe('203.0.113.11');
  });
});

describe('security headers of the console', () => {
  it.each([
    '/',
    '/administrador/empresas',
    '/config.json',
    '/main.1a2b3c4d.js',
    '/remotes/admin/mf-manifest.json',
    '/remotes/admin/remoteEntry.js',
    '/remotes/admin/123.deadbeef.js',
    '/nope.js',
  ])('%s cannot be framed, sniffed or leak its address, and runs only same-origin scripts', async (url) => {
    const response = await gateway.inject({ url });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });
});

describe('retries and timeouts', () => {
  it("passes a service's 503 on at once, without asking it again", async () => {
    hits.clear();
    const response = await gateway.inject({ url: '/api/admin/busy' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Base de datos en mantención.' });
    expect(hits.get('busy')).toBe(1);
  });

  it('retries a GET whose connection dropped once, and never a POST', async () => {
    hits.clear();
    const get = await gateway.inject({ url: '/api/admin/drop' });
    expect(get.statusCode).toBe(503);
    expect(get.json()).toEqual({ message: common.unavailable });
    expect(hits.get('drop')).toBe(2);
    const post = await gateway.inject({ method: 'POST', url: '/api/admin/drop', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(post.statusCode).toBe(503);
    expect(hits.get('drop-post')).toBe(1);
  });

  it('answers 503 in Spanish when a service is frozen, after the proxy timeout', async () => {
    const started = Date.now();
    const response = await gateway.inject({ url: '/api/checklist-revisiones/companies' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: common.unavailable });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('waits the services’ 30 s by default', async () => {
    const { defaultOptions } = await import('../src/index.ts');
    expect(defaultOptions({}).proxyTimeoutMs).toBe(30_000);
  });
});

describe('body limits agree with the services', () => {
  const json = (bytes: number) => JSON.stringify({ a: 'x'.repeat(bytes - 8) });
  const post = (body: BodyInit, type = 'application/json', init: RequestInit = {}) =>
    fetch(`${base}/api/admin/echo`, { method: 'POST', headers: { 'content-type': type }, body, ...init });

  it("reads the services' BODY_LIMIT, 1 MiB by default like theirs", async () => {
    const { defaultOptions } = await import('../src/index.ts');
    expect(defaultOptions({}).bodyLimit).toBe(MiB);
    expect(defaultOptions({ BODY_LIMIT: '2048' }).bodyLimit).toBe(2048);
  });

  it('passes a body of exactly the limit', async () => {
    const response = await post(json(MiB));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: MiB });
  });

  it('answers 413 with the Spanish message for a body just over the limit, and the service never sees it', async () => {
    for (const size of [MiB + 1, MiB + 100, 3 * MiB]) {
      const response = await post(json(size));
      expect(response.status, String(size)).toBe(413);
      expect(await response.json()).toEqual({ message: common.payloadTooLarge });
    }
  });

  it('answers 413 for a body sent without a length once it outgrows the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * MiB) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await post(stream, 'application/json', { duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: common.payloadTooLarge });
  });

  it('lets photo uploads (multipart) use their own larger limit, and refuses one over it with the upload text', async () => {
    const form = (bytes: number) => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
      return data;
    };
    const ok = await fetch(`${base}/api/revisiones/files`, { method: 'POST', body: form(2 * MiB) });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { bytes: number }).bytes).toBeGreaterThan(2 * MiB);
    const tooBig = await fetch(`${base}/api/revisiones/files`, { method: 'POST', body: form(UPLOAD_LIMIT) });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: files.tooLarge });
  });
});

describe("the gateway's own errors", () => {
  it.each([
    ['/api/admin/%zz', 400, common.invalidRequest],
    ['/%E0%A4%A', 400, common.invalidRequest],
    ['/api/admin/p/..%2f..%2fx', 400, common.invalidRequest],
    ['/remotes/otro/x.js', 404, common.notFound],
  ])('%s answers {message} in Spanish', async (url, status, message) => {
    const response = await gateway.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });
});

/** Sends bytes as they are (no client would let us send a broken request) and reads the answer. */
function raw(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node itself refuses', () => {
  it.each([
    ['a garbled request line', 'NOT HTTP AT ALL\r\n\r\n', 400, common.invalidRequest],
    ['headers over the maximum size', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, common.headersTooLarge],
  ])('answer %s with {message} in Spanish', async (_case, request, status, message) => {
    const answer = await raw(base, request);
    expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Request Header Fields Too Large'}`);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message });
  });
});
