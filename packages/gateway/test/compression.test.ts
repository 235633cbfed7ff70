import { writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildGateway } from '../src/index.ts';
import { fakeBuilds } from './fake-builds.ts';

const CHUNK = `export const textos = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Observación ${i}`))};`;
const projects = { items: Array.from({ length: 100 }, (_, i) => ({ id: `p${i}`, Nombre: `Proyecto ${i}`, Estado: 'Abierto' })) };
const binary = Buffer.alloc(8192, 7);

const streams: ServerResponse[] = [];
const upstream = createServer((req, res) => {
  if (req.url === '/companies/c1/events') {
    streams.push(res);
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    res.write(`data: ${JSON.stringify(projects)}\n\n`);
    return;
  }
  const types: Record<string, string> = {
    '/photo.jpg': 'image/jpeg',
    '/informe.pdf': 'application/pdf',
    '/informe.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
  const type = types[req.url ?? ''];
  if (type) {
    res.writeHead(200, { 'content-type': type }).end(binary);
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(projects));
});

let gateway: FastifyInstance;
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const { shellDir, adminDir } = fakeBuilds('gw-compress-');
  // a build's chunk with its precompressed copies (mf-kit's precompress step); each copy decodes to
  // a marked text, so an answer shows which file was sent
  writeFileSync(join(shellDir, 'main.1a2b3c4d.js'), CHUNK);
  writeFileSync(join(shellDir, 'main.1a2b3c4d.js.br'), brotliCompressSync(`${CHUNK}//br`));
  writeFileSync(join(shellDir, 'main.1a2b3c4d.js.gz'), gzipSync(`${CHUNK}//gz`));
  // a remote's chunk without copies: compressed as it is sent
  writeFileSync(join(adminDir, '456.cafebabe.js'), CHUNK);
  gateway = await buildGateway({
    shellDir,
    remotes: [{ name: 'admin', folder: 'admin', dir: adminDir }],
    services: { admin: upstreamUrl, revisiones: upstreamUrl, 'checklist-revisiones': upstreamUrl, neo: upstreamUrl },
  });
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const stream of streams) stream.end();
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

async function fetchAs(url: string, acceptEncoding?: string) {
  const res = await gateway.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  return {
    status: res.statusCode,
    headers: res.headers,
    text: decode(res.rawPayload, res.headers['content-encoding'] as string | undefined),
    bytes: res.rawPayload.length,
  };
}

describe('compression at the gateway', () => {
  it('sends a script’s precompressed copy, brotli or gzip as the browser asks, the file itself when it asks for neither', async () => {
    const br = await fetchAs('/main.1a2b3c4d.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(`${CHUNK}//br`);
    const gz = await fetchAs('/main.1a2b3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(`${CHUNK}//gz`);
    const plain = await fetchAs('/main.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(CHUNK);
    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('compresses a remote’s script that has no copy as it sends it', async () => {
    const br = await fetchAs('/remotes/admin/456.cafebabe.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(CHUNK);
    expect(br.bytes).toBeLessThan(CHUNK.length / 3);
    expect((await fetchAs('/remotes/admin/456.cafebabe.js')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses a service’s JSON answer when asked, with Vary: Accept-Encoding, and sends it plain when not', async () => {
    const json = JSON.stringify(projects);
    for (const [asked, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await fetchAs('/api/revisiones/companies/c1/projects', asked);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], asked).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.text).toBe(json);
      expect(answer.bytes).toBeLessThan(json.length / 3);
    }
    const plain = await fetchAs('/api/revisiones/companies/c1/projects');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(json);
  });

  it('leaves photos, PDFs and spreadsheets as they are (compressed already)', async () => {
    for (const url of ['/api/revisiones/photo.jpg', '/api/revisiones/informe.pdf', '/api/neo/informe.xlsx']) {
      const answer = await fetchAs(url, 'gzip, deflate, br');
      expect(answer.status, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBeUndefined();
      expect(answer.bytes, url).toBe(binary.length);
    }
  });

  it('never compresses an event stream: the first message arrives as sent', async () => {
    const { headers, first } = await new Promise<{ headers: IncomingHttpHeaders; first: string }>((resolve, reject) => {
      const request = get(`${base}/api/revisiones/companies/c1/events`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({ headers: res.headers, first: chunk.toString('utf8') });
          request.destroy();
        });
      });
      request.on('error', reject);
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toBe(`data: ${JSON.stringify(projects)}\n\n`);
  });
});
