import type { ServerResponse } from 'node:http';

import type { EventStreamMessage } from '@insp/mf-kit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openEventStream } from '../src/session/event-streams.ts';
import { setSession } from '../src/session/session.ts';
import { sessionAtom, shellStore } from '../src/session/store.ts';
import { stubUsers } from './support/stub-services.ts';

/**
 * The shell's fetch-based event stream against a small SSE server (Node's fetch streams like the
 * browser's): bearer token, refresh on 401, resume with Last-Event-ID, refusals, end of session.
 */
const user = stubUsers['director@example.com']!;
// streams the client aborted may linger as open sockets: close them with the server
const app = Fastify({ forceCloseConnections: true });
const requests: Array<{ authorization: string; lastEventId: string }> = [];
const open = new Set<ServerResponse>();
let refreshes = 0;
let refuse: number | null = null;
/** admin's answer to a refresh: a new token, or 401 once the session has ended there. */
let sessionEnded = false;
const ending: Array<{ authorization: string }> = [];

app.post('/api/admin/auth/refresh', async (_req, reply) => {
  refreshes += 1;
  if (sessionEnded) return reply.code(401).send({ message: 'No hay usuario autenticado.' });
  return { accessToken: 'fresh', user };
});
// A stream whose periodic session check refuses: one event, then `fin` naming why, then the end.
app.get('/api/revisiones/companies/c2/events', async (req, reply) => {
  ending.push({ authorization: req.headers.authorization ?? '' });
  if (sessionEnded) return reply.code(401).send({ message: 'No hay usuario autenticado.' });
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream' });
  // a long retry hint: only the `fin` path may reconnect quickly
  raw.write(`retry: 60000\n\nid: 7\nevent: cambio\ndata: {"n":7}\n\n`);
  raw.end('event: fin\ndata: {"motivo":"sesion"}\n\n');
});
app.get('/api/revisiones/companies/c1/events', async (req, reply) => {
  const lastEventId = typeof req.headers['last-event-id'] === 'string' ? req.headers['last-event-id'] : '';
  requests.push({ authorization: req.headers.authorization ?? '', lastEventId });
  if (refuse) return reply.code(refuse).send({ message: 'No' });
  if (req.headers.authorization !== 'Bearer fresh') return reply.code(401).send({ message: 'No hay usuario autenticado.' });
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream' });
  // a short retry hint keeps the reconnection quick in this test
  raw.write('retry: 50\n\n: ping\n\n');
  const next = Number(lastEventId || '0') + 1;
  raw.write(`id: ${next}\nevent: cambio\ndata: {"n":${next}}\n\n`);
  if (next === 1) {
    raw.write(`id: 2\nevent: cambio\ndata: {"n":2}\n\n`);
    raw.end(); // the server goes away after two events: the client must resume after id 2
    return;
  }
  open.add(raw);
  raw.on('close', () => open.delete(raw));
});

const realFetch = globalThis.fetch;
beforeAll(async () => {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // the shell calls same-origin paths; here the origin is the test server
  globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input, init);
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  for (const raw of open) raw.end();
  await app.close();
});

const until = async (check: () => boolean, ms = 5_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('openEventStream (fetch-based server-sent events)', () => {
  it('refreshes the token on 401, delivers events, resumes with Last-Event-ID and closes when the session ends', async () => {
    setSession({ accessToken: 'stale', user });
    const events: EventStreamMessage[] = [];
    openEventStream('/api/revisiones/companies/c1/events', { onEvent: (e) => events.push(e) });
    await until(() => events.length === 3 && open.size === 1);
    expect(events).toEqual([
      { id: '1', event: 'cambio', data: '{"n":1}' },
      { id: '2', event: 'cambio', data: '{"n":2}' },
      { id: '3', event: 'cambio', data: '{"n":3}' },
    ]);
    expect(refreshes).toBe(1);
    expect(requests).toEqual([
      { authorization: 'Bearer stale', lastEventId: '' },
      { authorization: 'Bearer fresh', lastEventId: '' },
      { authorization: 'Bearer fresh', lastEventId: '2' },
    ]);

    setSession(null);
    await until(() => open.size === 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(requests).toHaveLength(3);
  });

  it('stops on a refusal reconnecting cannot change, and on close()', async () => {
    setSession({ accessToken: 'fresh', user });
    requests.length = 0;
    refuse = 403;
    const stream = openEventStream('/api/revisiones/companies/c1/events', { onEvent: () => {} });
    await until(() => requests.length === 1);
    await new Promise((r) => setTimeout(r, 1_300));
    expect(requests).toHaveLength(1);
    stream.close();

    refuse = null;
    const events: EventStreamMessage[] = [];
    const resumed = openEventStream('/api/revisiones/companies/c1/events', { onEvent: (e) => events.push(e), lastEventId: '41' });
    await until(() => events.length === 1 && open.size === 1);
    expect(events[0]).toEqual({ id: '42', event: 'cambio', data: '{"n":42}' });
    resumed.close();
    await until(() => open.size === 0);
  });

  it("on fin 'sesion' refreshes the session at once: reconnects when admin renews it, signs out when admin refuses", async () => {
    setSession({ accessToken: 'fresh', user });
    refreshes = 0;
    const events: EventStreamMessage[] = [];
    const stream = openEventStream('/api/revisiones/companies/c2/events', { onEvent: (e) => events.push(e) });
    // Renewed: reconnected without waiting for the server's 60 s retry hint.
    await until(() => ending.length >= 2);
    expect(refreshes).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => e.event === 'fin')).toEqual([]);

    // Blocked or signed out: admin refuses the refresh, the session ends and the stream stays closed.
    sessionEnded = true;
    await until(() => shellStore.get(sessionAtom) === null);
    const tries = ending.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(ending).toHaveLength(tries);
    stream.close();
    sessionEnded = false;
  });
});
