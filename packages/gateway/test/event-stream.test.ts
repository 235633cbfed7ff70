import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildGateway } from '../src/index.ts';

/** A module service's event stream, reduced to what a proxy can get wrong. */
const streams: { res: ServerResponse; headers: Record<string, string | string[] | undefined>; closed: boolean }[] = [];
const upstream = createServer((req, res) => {
  const stream = { res, headers: req.headers, closed: false };
  streams.push(stream);
  res.on('close', () => {
    stream.closed = true;
  });
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
  res.write('id: 1\nevent: cambio\ndata: {"n":1}\n\n');
});

let gateway: FastifyInstance;
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = await buildGateway({
    shellDir: '/nonexistent',
    remotes: [],
    services: { admin: upstreamUrl, revisiones: upstreamUrl, 'checklist-revisiones': upstreamUrl, neo: upstreamUrl },
  });
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const stream of streams) stream.res.end();
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function nextChunk(reader: ReadableStreamDefaultReader<string>, timeoutMs: number): Promise<string> {
  const timeout = sleep(timeoutMs).then(() => {
    throw new Error(`nothing within ${timeoutMs} ms`);
  });
  const { value } = await Promise.race([reader.read(), timeout]);
  return value ?? '';
}

describe('server-sent events through the gateway', () => {
  it('passes each message on as it comes, with the resume and auth headers, and drops the upstream when the client leaves', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/revisiones/companies/c1/events`, {
      headers: { authorization: 'Bearer t', 'last-event-id': '0a' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const stream = streams.at(-1);
    expect(stream?.headers).toMatchObject({ authorization: 'Bearer t', 'last-event-id': '0a' });

    if (!response.body) throw new Error('no body');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    // The upstream has not ended its answer: a buffering proxy would deliver nothing yet.
    expect(await nextChunk(reader, 2000)).toContain('data: {"n":1}');
    await sleep(300);
    stream?.res.write(': ping\n\n');
    expect(await nextChunk(reader, 2000)).toContain(': ping');
    stream?.res.write('id: 2\nevent: cambio\ndata: {"n":2}\n\n');
    expect(await nextChunk(reader, 2000)).toContain('data: {"n":2}');

    controller.abort();
    const deadline = Date.now() + 2000;
    while (!stream?.closed && Date.now() < deadline) await sleep(20);
    expect(stream?.closed).toBe(true);
  });
});
