import './context-type.ts';

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { type AccessClaims, ChangeEvent, EventStreamEnd, HistoryPage, HistoryQuery } from '@insp/contracts';
import { common } from '@insp/messages';
import { httpSessionChecker, type ZodApp } from '@insp/service-kit';
import { newObjectId, openApiGaps, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

import { type FakeAdmin, fakeAdmin } from '../src/admin-client/fake.ts';
import { buildModuleApp } from '../src/app.ts';
import type { AppendEvent, ModuleContext } from '../src/context.ts';
import { type LiveFeed, liveFeed, positionId } from '../src/events/live-feed.ts';
import { toHistoryPage } from '../src/events/mappers.ts';
import { EVENTS_COLLECTION, LIVE_COLLECTION } from '../src/events/model.ts';
import { eventsRepository } from '../src/events/repository.ts';
import { eventRoutes } from '../src/events/routes.ts';
import { readEventStream } from '../src/events/stream-reader.ts';
import { createEventHub, type EventHub } from '../src/events/tailer.ts';
import { moduleSpecs } from '../src/spec.ts';
import { basicProjects } from './fixtures/basic-projects.ts';

const spec = moduleSpecs[inject('moduleService')];
const identity = testIdentity();
const config = testConfig(spec.service);

/** Second routes with short timings and a hub the tests can watch, beside the real one. */
const FAST = '/rapido';
const SHORT_LIVED = '/breve';

async function buildApp(): Promise<{ app: ZodApp; context: ModuleContext; base: string; fastHub: EventHub; admin: FakeAdmin }> {
  let captured: ModuleContext | undefined;
  let fastHub: EventHub | undefined;
  const admin = fakeAdmin();
  const app = await buildModuleApp(spec, { config, verifier: identity.verifier, sessions: identity.sessions, admin }, async (app, context) => {
    basicProjects(app, context);
    captured = context;
    fastHub = createEventHub(eventsRepository(context.db).live, app.log, { pollMs: 100, idlePollMs: 400 });
    await app.register(async (child) => eventRoutes(child, context, { heartbeatMs: 200, replayLimit: 3, recheckMs: 100, hub: fastHub }), { prefix: FAST });
    await app.register(async (child) => eventRoutes(child, context, { maxAgeMs: 300 }), { prefix: SHORT_LIVED });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  if (!captured || !fastHub) throw new Error('features not registered');
  return { app, context: captured, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, fastHub, admin };
}

// Two replicas of the service on one database.
let primary: Awaited<ReturnType<typeof buildApp>>;
let replica: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  primary = await buildApp();
  replica = await buildApp();
  // The project the company user's events below belong to: one they are responsible for.
  await projectsOf(primary.app).insertOne({ _id: new Types.ObjectId(usuarioProject), ...projectDoc('Visible', [usuario.sub]) });
});
afterAll(async () => {
  // fetch keeps spare connections open after an aborted stream; Node's close() would wait for them.
  for (const { app } of [primary, replica]) {
    app.server.closeAllConnections();
    await app.close();
  }
});

const companyId = newObjectId();
const otherCompanyId = newObjectId();
const director = testClaims('AdministradorEmpresa', { companyId });
const usuario = testClaims('UsuarioEmpresa', { companyId });
const foreign = testClaims('UsuarioEmpresa', { companyId: otherCompanyId });
const actor = { id: director.sub, name: director.name };
const usuarioProject = newObjectId();
interface ProjectRow {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  Nombre: string;
  nombreKey: string;
  Responsables: Types.ObjectId[];
  Responsable?: { id: Types.ObjectId };
  FechaCreacion: Date;
}
const projectsOf = (app: ZodApp) => app.db.collection<ProjectRow>(spec.projectsCollection);
const projectDoc = (Nombre: string, Responsables: string[], company = companyId): Omit<ProjectRow, '_id'> => ({
  companyId: new Types.ObjectId(company),
  Nombre,
  nombreKey: Nombre.toLowerCase(),
  Responsables: Responsables.map((id) => new Types.ObjectId(id)),
  FechaCreacion: new Date(),
});
const bearer = (claims: AccessClaims) => ({ authorization: `Bearer ${identity.sign(claims)}` });

interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** An event stream read with fetch, as the browser does (so the Authorization header goes along). */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let ended = false;
  const body = response.body;
  if (body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    void readEventStream(body, ({ comments: lines, ...message }) => {
      comments.push(...lines);
      if (message.event || message.data) messages.push(message);
    }).then(() => {
      ended = true;
    });
  }
  // `id` is the event's id; `position` the SSE id (its place in the live feed, what a client resumes from).
  const changes = () =>
    messages
      .filter((m) => m.event === 'cambio')
      .map((m) => {
        const data = ChangeEvent.parse(JSON.parse(m.data ?? ''));
        return { id: data.id, position: m.id, data };
      });
  return {
    response,
    messages,
    comments,
    changes,
    ended: () => ended,
    close: () => controller.abort(),
    /** Waits until a `cambio` with this id arrives. */
    /** Waits until the server ended the stream. */
    async end(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) await sleep(20);
      return ended;
    },
    // Another replica's events wait for the tail's next poll (up to idlePollMs when quiet).
    async receive(eventId: string, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = changes().find((change) => change.id === eventId);
        if (found) return found.data;
        if (Date.now() > deadline) throw new Error(`event ${eventId} not received within ${timeoutMs} ms`);
        await sleep(20);
      }
    },
  };
}

/** The SSE id of an event: its position in the live feed. */
async function positionOf(eventId: string): Promise<string> {
  const doc = await primary.app.db.collection(LIVE_COLLECTION).findOne({ eventId: new Types.ObjectId(eventId) });
  if (!doc) throw new Error(`event ${eventId} not in the live feed`);
  return positionId(doc.position as number);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const eventsUrl = (base: string, company = companyId, prefix = '') => `${base}${prefix}/companies/${company}/events`;

const observacion = (entityId = newObjectId()) => ({
  companyId,
  actor,
  entity: 'Observacion',
  entityId,
  action: 'editar',
  changes: { Comentario: { old: 'antes', new: 'después' } },
  parents: { projectId: usuarioProject, listadoId: 'l1' },
});

describe('event log', () => {
  it('appends one document per write and returns it as logged', async () => {
    const entityId = newObjectId();
    const logged = await primary.context.events.append({ ...observacion(entityId), action: 'crear' });
    expect(logged).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      at: expect.any(String),
      companyId,
      actor,
      entity: 'Observacion',
      entityId,
      action: 'crear',
      changes: { Comentario: { old: 'antes', new: 'después' } },
      parents: { projectId: usuarioProject, listadoId: 'l1' },
    });
    expect(Math.abs(Date.parse(logged.at) - Date.now())).toBeLessThan(5000);
    const stored = await primary.app.db.collection(EVENTS_COLLECTION).findOne({ _id: new Types.ObjectId(logged.id) });
    expect(stored).toMatchObject({
      companyId: new Types.ObjectId(companyId),
      at: new Date(logged.at),
      actor,
      entity: 'Observacion',
      entityId,
      action: 'crear',
      changes: [{ field: 'Comentario', old: 'antes', new: 'después' }],
      parents: { projectId: usuarioProject, listadoId: 'l1' },
    });
  });

  it('keeps dates as dates, ObjectIds as ids and absent values as null', async () => {
    const when = new Date('2024-03-01T12:00:00.000Z');
    const ref = new Types.ObjectId();
    const logged = await primary.context.events.append({
      ...observacion(),
      changes: { FechaReal: { old: undefined, new: when }, Subcontrato: { old: ref, new: null } },
      parents: undefined,
    });
    expect(logged.changes).toEqual({ FechaReal: { old: null, new: when }, Subcontrato: { old: ref.toHexString(), new: null } });
    expect(logged.parents).toEqual({});
    const page = await primary.context.events.history(companyId, 'Observacion', logged.entityId, { limit: 5 });
    expect(page.items[0]?.changes).toEqual(logged.changes);
    expect(page.items[0]?.parents).toEqual({});
  });

  it('gives a record history newest first in keyset pages, and nothing to another company', async () => {
    const entityId = newObjectId();
    const ids: string[] = [];
    for (const action of ['crear', 'editar', 'editar', 'eliminar', 'restaurar']) {
      ids.push((await primary.context.events.append({ ...observacion(entityId), action })).id);
    }
    await primary.context.events.append(observacion()); // another record
    await primary.context.events.append({ ...observacion(entityId), entity: 'Listado' }); // another entity, same id

    const first = await primary.context.events.history(companyId, 'Observacion', entityId, { limit: 2 });
    expect(first.items.map((event) => event.id)).toEqual([ids[4], ids[3]]);
    expect(first.items.map((event) => event.action)).toEqual(['restaurar', 'eliminar']);
    expect(first.next).toBe(ids[3]);
    const second = await primary.context.events.history(companyId, 'Observacion', entityId, { limit: 2, before: first.next ?? '' });
    expect(second.items.map((event) => event.id)).toEqual([ids[2], ids[1]]);
    const last = await primary.context.events.history(companyId, 'Observacion', entityId, { limit: 2, before: second.next ?? '' });
    expect(last.items.map((event) => event.id)).toEqual([ids[0]]);
    expect(last.next).toBeNull();

    const all = await primary.context.events.history(companyId, 'Observacion', entityId, { limit: 10 });
    expect(all.items).toHaveLength(5);
    expect(all.next).toBeNull();

    expect(await primary.context.events.history(otherCompanyId, 'Observacion', entityId, { limit: 10 })).toEqual({ items: [], next: null });
  });

  it('bounds a history page to 100 events', async () => {
    const entityId = newObjectId();
    const at = new Date();
    await primary.app.db
      .collection(EVENTS_COLLECTION)
      .insertMany(
        Array.from({ length: 105 }, () => ({
          companyId: new Types.ObjectId(companyId),
          at,
          actor,
          entity: 'Observacion',
          entityId,
          action: 'editar',
          changes: [],
          parents: {},
        })),
      );
    const page = await primary.context.events.history(companyId, 'Observacion', entityId, { limit: 1000 });
    expect(page.items).toHaveLength(100);
    expect(page.next).toBe(page.items[99]?.id);
  });

  it('maps a history page to the HistoryPage contract', async () => {
    const entityId = newObjectId();
    await primary.context.events.append({ ...observacion(entityId), changes: { Sector: { old: 'Torre A', new: 'Torre B' } } });
    const page = toHistoryPage(await primary.context.events.history(companyId, 'Observacion', entityId, HistoryQuery.parse({})));
    expect(HistoryPage.parse(page)).toEqual({
      items: [{ id: expect.any(String), at: expect.any(String), actor, action: 'editar', changes: [{ field: 'Sector', old: 'Torre A', new: 'Torre B' }] }],
      next: null,
    });
    expect(HistoryQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(HistoryQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(HistoryQuery.parse({ limit: '100' }).limit).toBe(100);
  });

  it('deletes every event of a company and nothing of another', async () => {
    const purged = newObjectId();
    await primary.context.events.append({ ...observacion(), companyId: purged });
    await primary.context.events.append({ ...observacion(), companyId: purged });
    const kept = await primary.app.db.collection(EVENTS_COLLECTION).countDocuments({ companyId: new Types.ObjectId(companyId) });
    expect(await primary.context.events.deleteCompany(purged)).toBe(2);
    expect(await primary.context.events.deleteCompany(purged)).toBe(0);
    expect(await primary.app.db.collection(EVENTS_COLLECTION).countDocuments({ companyId: new Types.ObjectId(companyId) })).toBe(kept);
  });
});

describe('diff', () => {
  const diff = (before: Record<string, unknown>, after: Record<string, unknown>, fields: string[]) => primary.context.events.diff(before, after, fields);

  it('returns only the listed fields that changed', () => {
    expect(diff({ Sector: 'A', Recinto: 'Baño', Nota: 1 }, { Sector: 'B', Recinto: 'Baño', Nota: 2 }, ['Sector', 'Recinto'])).toEqual({
      Sector: { old: 'A', new: 'B' },
    });
    expect(diff({ Sector: 'A' }, { Sector: 'A' }, ['Sector'])).toEqual({});
  });

  it('compares dates by time, arrays and objects by content', () => {
    const t = '2024-05-01T10:00:00.000Z';
    expect(diff({ Fecha: new Date(t) }, { Fecha: new Date(t) }, ['Fecha'])).toEqual({});
    expect(diff({ Fecha: new Date(t) }, { Fecha: new Date('2024-05-02T10:00:00.000Z') }, ['Fecha'])).toEqual({
      Fecha: { old: new Date(t), new: new Date('2024-05-02T10:00:00.000Z') },
    });
    expect(diff({ Imagenes: ['a', 'b'] }, { Imagenes: ['a', 'b'] }, ['Imagenes'])).toEqual({});
    expect(diff({ Imagenes: ['a', 'b'] }, { Imagenes: ['b', 'a'] }, ['Imagenes'])).toEqual({ Imagenes: { old: ['a', 'b'], new: ['b', 'a'] } });
    expect(diff({ Meta: { a: 1, b: 2 } }, { Meta: { b: 2, a: 1 } }, ['Meta'])).toEqual({});
    expect(diff({ Meta: { a: 1 } }, { Meta: { a: 2 } }, ['Meta'])).toEqual({ Meta: { old: { a: 1 }, new: { a: 2 } } });
  });

  it('treats ObjectIds by value and a missing field like null', () => {
    const id = new Types.ObjectId();
    expect(diff({ Responsable: id }, { Responsable: new Types.ObjectId(id.toHexString()) }, ['Responsable'])).toEqual({});
    expect(diff({}, { Responsable: null }, ['Responsable'])).toEqual({});
    expect(diff({}, { Responsable: id }, ['Responsable'])).toEqual({ Responsable: { old: null, new: id.toHexString() } });
  });
});

describe('live events (SSE)', () => {
  it('delivers an event to every open stream of the company, and not to another company', async () => {
    const a = await openStream(eventsUrl(primary.base), bearer(director));
    const b = await openStream(eventsUrl(primary.base), bearer(usuario));
    const other = await openStream(eventsUrl(primary.base, otherCompanyId), bearer(foreign));
    try {
      expect(a.response.status).toBe(200);
      expect(a.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(a.response.headers.get('cache-control')).toBe('no-store');
      expect(a.response.headers.get('x-accel-buffering')).toBe('no');
      const entityId = newObjectId();
      const logged = await primary.context.events.append(observacion(entityId));
      const expected = {
        id: logged.id,
        at: logged.at,
        entity: 'Observacion',
        entityId,
        action: 'editar',
        parents: { projectId: usuarioProject, listadoId: 'l1' },
      };
      expect(await a.receive(logged.id)).toEqual(expected);
      expect(await b.receive(logged.id)).toEqual(expected);
      // The stream names what changed, never the values.
      const raw = a.messages.find((m) => m.id === a.changes().find((change) => change.id === logged.id)?.position);
      expect(raw?.data).not.toContain('después');

      await sleep(600);
      expect(other.changes()).toEqual([]);
      expect(a.changes().filter((change) => change.id === logged.id)).toHaveLength(1);
    } finally {
      a.close();
      b.close();
      other.close();
    }
  });

  it('delivers an event written by another replica on the same database', async () => {
    const stream = await openStream(eventsUrl(primary.base), bearer(usuario));
    try {
      const logged = await replica.context.events.append(observacion());
      expect(await stream.receive(logged.id)).toMatchObject({ id: logged.id, entity: 'Observacion' });
    } finally {
      stream.close();
    }
  });

  it('delivers an event whose id is older than one already delivered (replicas interleave their ids)', async () => {
    const stream = await openStream(eventsUrl(primary.base), bearer(usuario));
    try {
      const newer = await primary.context.events.append(observacion());
      await stream.receive(newer.id);
      // Another replica made its id a second earlier and its insert lands only now.
      const older = Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 1);
      await eventsRepository(replica.context.db).insert(companyId, {
        _id: older,
        at: new Date(),
        actor,
        entity: 'Listado',
        entityId: 'tarde',
        action: 'editar',
        changes: [],
        parents: {},
      });
      expect(await stream.receive(older.toHexString())).toMatchObject({ entity: 'Listado', entityId: 'tarde' });
      await sleep(500);
      expect(stream.changes().filter((change) => change.id === older.toHexString())).toHaveLength(1);
      expect(stream.changes().filter((change) => change.id === newer.id)).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('replays what a client missed when it resumes with Last-Event-ID, then goes on live', async () => {
    const first = await openStream(eventsUrl(primary.base), bearer(usuario));
    const seen = await primary.context.events.append(observacion());
    await first.receive(seen.id);
    const lastEventId = first.changes().find((change) => change.id === seen.id)?.position ?? '';
    expect(lastEventId).toBe(await positionOf(seen.id));
    first.close();

    const missed = [await primary.context.events.append(observacion()), await replica.context.events.append(observacion())];
    const foreignEvent = await primary.context.events.append({ ...observacion(), companyId: otherCompanyId });
    const resumed = await openStream(eventsUrl(primary.base), { ...bearer(usuario), 'last-event-id': lastEventId });
    try {
      for (const event of missed) await resumed.receive(event.id, 500);
      const live = await replica.context.events.append(observacion());
      await resumed.receive(live.id);
      const ids = resumed.changes().map((change) => change.id);
      expect(ids).not.toContain(seen.id);
      expect(ids).not.toContain(foreignEvent.id);
      // Replayed events come before live ones, each once.
      expect(ids.indexOf(missed[1]?.id ?? '')).toBeLessThan(ids.indexOf(live.id));
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      resumed.close();
    }
  });

  it('resumes from ?after= too', async () => {
    const seen = await primary.context.events.append(observacion());
    const missed = await primary.context.events.append(observacion());
    const resumed = await openStream(`${eventsUrl(primary.base)}?after=${await positionOf(seen.id)}`, bearer(director));
    try {
      await resumed.receive(missed.id, 500);
      expect(resumed.changes().map((change) => change.id)).not.toContain(seen.id);
    } finally {
      resumed.close();
    }
  });

  it('replays at most the replay limit and then asks the client to refresh everything', async () => {
    const company = newObjectId();
    const user = testClaims('AdministradorEmpresa', { companyId: company });
    const seen = await primary.context.events.append({ ...observacion(), companyId: company });
    const missed: string[] = [];
    for (let i = 0; i < 5; i++) missed.push((await primary.context.events.append({ ...observacion(), companyId: company })).id);
    const resumed = await openStream(eventsUrl(primary.base, company, FAST), { ...bearer(user), 'last-event-id': await positionOf(seen.id) });
    try {
      await resumed.receive(missed[2] ?? '', 500);
      const deadline = Date.now() + 1000;
      while (!resumed.messages.some((m) => m.event === 'reinicio') && Date.now() < deadline) await sleep(20);
      expect(resumed.messages.map((m) => m.event ?? '')).toEqual(['cambio', 'cambio', 'cambio', 'reinicio']);
      expect(resumed.changes().map((change) => change.id)).toEqual(missed.slice(0, 3));
    } finally {
      resumed.close();
    }
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    const stream = await openStream(eventsUrl(primary.base, newObjectId(), FAST), bearer(testClaims('Administrador')));
    try {
      expect(stream.response.status).toBe(200);
      await sleep(700);
      expect(stream.comments.filter((comment) => comment === 'ping').length).toBeGreaterThanOrEqual(2);
    } finally {
      stream.close();
    }
  });

  it('ends a stream after its maximum age, so the client reconnects with a current token', async () => {
    const stream = await openStream(eventsUrl(primary.base, companyId, SHORT_LIVED), bearer(director));
    expect(stream.response.status).toBe(200);
    const deadline = Date.now() + 2000;
    while (!stream.ended() && Date.now() < deadline) await sleep(20);
    expect(stream.ended()).toBe(true);
  });

  it('listens for a company while it has streams, and stops tailing when the last one leaves', async () => {
    const { fastHub } = primary;
    const tailsBecome = async (count: number) => {
      const deadline = Date.now() + 2000;
      while (fastHub.tails() !== count && Date.now() < deadline) await sleep(20);
      return fastHub.tails();
    };
    // The streams of the tests before have all been closed by their clients.
    expect(await tailsBecome(0)).toBe(0);
    const company = newObjectId();
    const user = testClaims('AdministradorEmpresa', { companyId: company });
    const a = await openStream(eventsUrl(primary.base, company, FAST), bearer(user));
    const b = await openStream(eventsUrl(primary.base, company, FAST), bearer(user));
    expect(fastHub.tails()).toBe(1);
    a.close();
    await sleep(200);
    expect(fastHub.tails()).toBe(1);
    const logged = await primary.context.events.append({ ...observacion(), companyId: company });
    await b.receive(logged.id);
    b.close();
    expect(await tailsBecome(0)).toBe(0);
  });

  it('refuses anonymous callers, users without the module and other companies before opening a stream', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{}, 401, common.unauthenticated],
      [
        bearer(testClaims('UsuarioEmpresa', { companyId, modules: { Revisiones: true, Checklist: true, ChecklistsOT: true, [spec.module]: false } })),
        403,
        common.moduleDisabled,
      ],
      [bearer(foreign), 403, common.forbidden],
    ];
    for (const [headers, status, message] of cases) {
      const response = await fetch(eventsUrl(primary.base), { headers });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ message });
    }
    const badResume = await fetch(`${eventsUrl(primary.base)}?after=nada`, { headers: bearer(director) });
    expect(badResume.status).toBe(400);
  });

  it('answers inject callers too (header-first, as the authorization matrix reads it)', async () => {
    const controller = new AbortController();
    const response = await primary.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/events`,
      headers: bearer(director),
      payloadAsStream: true,
      signal: controller.signal,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    controller.abort();

    // A refusal ends its answer, so the stream can be read to the end.
    const refused = await primary.app.inject({ method: 'GET', url: `/companies/${companyId}/events`, payloadAsStream: true });
    expect(refused.statusCode).toBe(401);
    const chunks: Buffer[] = [];
    for await (const chunk of refused.stream()) chunks.push(chunk as Buffer);
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({ message: common.unauthenticated });
  });

  it('is documented in /openapi.json', async () => {
    const gaps = await openApiGaps(primary.app);
    expect(gaps.filter((gap) => gap.includes('/events'))).toEqual([]);
    const document = (await primary.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(document.paths['/companies/{companyId}/events']?.get).toBeDefined();
  });

  it('ends open streams when the app closes', async () => {
    const extra = await buildApp();
    const stream = await openStream(eventsUrl(extra.base), bearer(director));
    expect(stream.response.status).toBe(200);
    const started = Date.now();
    await extra.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    const deadline = Date.now() + 2000;
    while (!stream.ended() && Date.now() < deadline) await sleep(20);
    expect(stream.ended()).toBe(true);
  });
});

describe('live feed (what live updates read instead of the log)', () => {
  /** Reads (find, getMore) a process sends to the database, with the documents each answered. */
  function recordReads(connection: mongoose.Connection) {
    const reads: { id: number; collection: string; returned: number | null }[] = [];
    const client = connection.getClient();
    const started = new Map<number, { collection: string }>();
    client.on('commandStarted', (event) => {
      if (event.commandName === 'find') started.set(event.requestId, { collection: String(event.command.find) });
      if (event.commandName === 'getMore') started.set(event.requestId, { collection: String(event.command.collection) });
    });
    client.on('commandSucceeded', (event) => {
      const read = started.get(event.requestId);
      if (!read) return;
      const cursor = (event.reply as { cursor?: { firstBatch?: unknown[]; nextBatch?: unknown[] } }).cursor;
      reads.push({ id: event.requestId, ...read, returned: (cursor?.firstBatch ?? cursor?.nextBatch)?.length ?? null });
    });
    return reads;
  }

  it('polls less and less often while nothing happens (pollMs doubling up to idlePollMs)', async () => {
    const feed = eventsRepository(primary.app.db).live;
    const readsAt: number[] = [];
    const counted: LiveFeed = { ...feed, readFrom: (from, max) => (readsAt.push(Date.now()), feed.readFrom(from, max)) };
    const hub = createEventHub(counted, primary.app.log, { pollMs: 50, idlePollMs: 400 });
    const stop = await hub.subscribe(newObjectId(), () => {});
    try {
      const deadline = Date.now() + 10_000;
      while (readsAt.length < 8 && Date.now() < deadline) await sleep(20);
      expect(readsAt.length).toBeGreaterThanOrEqual(8);
      // 50, 100, 200, 400, 400…: the quiet tail's pauses reached the idle pause (timers never fire early).
      const gaps = readsAt.slice(1).map((at, i) => at - (readsAt[i] ?? at));
      expect(gaps.slice(-3).every((gap) => gap >= 390)).toBe(true);
    } finally {
      stop();
      hub.close();
    }
  });

  it("reads at once when this process appends, however long the idle pause; another process's append waits for the poll", async () => {
    const company = newObjectId();
    // Polls only every ten minutes: what arrives sooner was read because the append woke the tail.
    const hub = createEventHub(eventsRepository(primary.app.db).live, primary.app.log, { pollMs: 600_000, idlePollMs: 600_000 });
    const received: string[] = [];
    const stop = await hub.subscribe(company, (events) => received.push(...events.map((event) => event.eventId.toHexString())));
    try {
      const fromReplica = await replica.context.events.append({ ...observacion(), companyId: company });
      const own = await primary.context.events.append({ ...observacion(), companyId: company });
      const deadline = Date.now() + 5000;
      while (!received.includes(own.id) && Date.now() < deadline) await sleep(20);
      // The wake reads from the tail's position on: the other replica's earlier event comes along, in order.
      expect(received).toEqual([fromReplica.id, own.id]);
    } finally {
      stop();
      hub.close();
    }
  });

  it('polls only the live feed, a handful of documents a read, with 10,000 events in the log, and live updates still arrive', async () => {
    const company = newObjectId();
    const user = testClaims('AdministradorEmpresa', { companyId: company });
    // Ten thousand events of history in the log ('Historial' keeps reading them).
    const at = new Date();
    const history = Array.from({ length: 10_000 }, (_, i) => ({
      companyId: new Types.ObjectId(company),
      at,
      actor,
      entity: 'Observacion',
      entityId: `historia-${i % 50}`,
      action: 'editar',
      changes: [],
      parents: {},
    }));
    for (let i = 0; i < history.length; i += 2_000) await primary.app.db.collection(EVENTS_COLLECTION).insertMany(history.slice(i, i + 2_000));

    // A replica whose every database command is watched. It forwards no webhooks: the forwarder's first
    // run (at a random moment within 30 s of listening) reads the log after its cursor, the 10,000 events
    // included, which is the forwarder's cost (webhooks.test.ts), not the live feed's that this test measures.
    const monitoredUri = `${config.mongodbUri}${config.mongodbUri.includes('?') ? '&' : '?'}monitorCommands=true`;
    let reads: ReturnType<typeof recordReads> = [];
    const watchedApp = await buildModuleApp(
      spec,
      {
        config: { ...config, mongodbUri: monitoredUri },
        verifier: identity.verifier,
        sessions: identity.sessions,
        admin: fakeAdmin(),
        webhookForwarding: false,
      },
      async (app) => {
        reads = recordReads(app.db);
      },
    );
    await watchedApp.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(watchedApp.server.address() as AddressInfo).port}`;
    const stream = await openStream(eventsUrl(base, company), bearer(user));
    try {
      expect(stream.response.status).toBe(200);
      const logged = await primary.context.events.append({ ...observacion(), companyId: company });
      expect(await stream.receive(logged.id, 10_000)).toMatchObject({ id: logged.id, entity: 'Observacion' });
      // Then idle: wait for a few more polls.
      const feedReads = () => reads.filter((read) => read.collection === LIVE_COLLECTION);
      const seenAfter = feedReads().length;
      const deadline = Date.now() + 20_000;
      while (feedReads().length < seenAfter + 5 && Date.now() < deadline) await sleep(50);
      expect(feedReads().length).toBeGreaterThanOrEqual(seenAfter + 5);

      // (Other platform reads, such as the report jobs' queue, are not the event log's.)
      expect(reads.filter((read) => read.collection === EVENTS_COLLECTION)).toEqual([]);
      expect(Math.max(...feedReads().map((read) => read.returned ?? Number.POSITIVE_INFINITY))).toBeLessThanOrEqual(8);
      // The log keeps every event for 'Historial'.
      const page = await primary.context.events.history(company, 'Observacion', 'historia-7', { limit: 100 });
      expect(page.items).toHaveLength(100);
      expect(page.next).not.toBeNull();
    } finally {
      stream.close();
      watchedApp.server.closeAllConnections();
      await watchedApp.close();
    }
  });

  it('asks a client resuming from an event id of before the live feed to refresh everything', async () => {
    const company = newObjectId();
    const user = testClaims('AdministradorEmpresa', { companyId: company });
    const before = await primary.context.events.append({ ...observacion(), companyId: company });
    const resumed = await openStream(eventsUrl(primary.base, company, FAST), { ...bearer(user), 'last-event-id': before.id });
    try {
      const deadline = Date.now() + 5000;
      while (!resumed.messages.some((m) => m.event === 'reinicio') && Date.now() < deadline) await sleep(20);
      expect(resumed.messages.map((m) => m.event ?? '')).toEqual(['reinicio']);
      // and goes on live
      const live = await primary.context.events.append({ ...observacion(), companyId: company });
      await resumed.receive(live.id);
    } finally {
      resumed.close();
    }
  });

  it('keeps the live feed to its bound, in order, the log whole, and asks a client resuming from a pruned position to refresh everything', async () => {
    const fresh = testConfig(spec.service);
    const connection = await mongoose.createConnection(fresh.mongodbUri, { dbName: fresh.dbName }).asPromise();
    try {
      const limits = { maxDocuments: 5, pruneEvery: 5 };
      const repository = eventsRepository(connection, limits);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const id = new Types.ObjectId();
        ids.push(id.toHexString());
        await repository.insert(companyId, {
          _id: id,
          at: new Date(),
          actor,
          entity: 'Observacion',
          entityId: `o${i}`,
          action: 'crear',
          changes: [],
          parents: {},
        });
      }
      // Pruned to 5 at the 10th append, 2 more since.
      const feed = liveFeed(connection, limits);
      expect([await feed.oldest(), await feed.newest()]).toEqual([6, 12]);
      expect((await feed.readFrom(6, 100)).map((event) => event.eventId.toHexString())).toEqual(ids.slice(5));
      expect((await feed.readFrom(10, 2)).map((event) => event.position)).toEqual([10, 11]);
      expect(await feed.readFrom(13, 100)).toEqual([]);
      expect(await connection.collection(EVENTS_COLLECTION).countDocuments()).toBe(12);
      // A purge empties the company's events in the feed and keeps their positions.
      expect(await repository.deleteCompany(companyId)).toBe(12);
      expect(await feed.newest()).toBe(12);
      expect((await feed.readFrom(6, 100)).every((event) => event.purged === true && event.entity === '')).toBe(true);
    } finally {
      await connection.close();
    }

    // On the service: a position older than what the feed holds.
    const company = newObjectId();
    const user = testClaims('AdministradorEmpresa', { companyId: company });
    const oldest = await liveFeed(primary.app.db).oldest();
    expect(oldest).toBeGreaterThan(0);
    await primary.app.db.collection(LIVE_COLLECTION).deleteOne({ position: oldest });
    const resumed = await openStream(eventsUrl(primary.base, company, FAST), { ...bearer(user), 'last-event-id': positionId(oldest - 1) });
    try {
      const deadline = Date.now() + 5000;
      while (!resumed.messages.some((m) => m.event === 'reinicio') && Date.now() < deadline) await sleep(20);
      expect(resumed.messages.map((m) => m.event ?? '')).toEqual(['reinicio']);
    } finally {
      resumed.close();
    }
  });
});

describe('a session that ends, ends everywhere (issue 17 §2): open streams ask the gate again', () => {
  // The FAST routes check every 100 ms (the default is EVENT_STREAM_RECHECK_MS, 1 s, under the 4 s
  // session cache); the test identity's session table answers at once, so a refusal bites at the
  // next check. Each case waits for what the client would see: a `fin` message and the stream's end.
  const finOf = async (stream: Awaited<ReturnType<typeof openStream>>) => {
    expect(await stream.end()).toBe(true);
    return stream.messages.filter((m) => m.event === 'fin').map((m) => EventStreamEnd.parse(JSON.parse(m.data ?? '')));
  };

  it("ends a blocked user's open stream with fin 'sesion' within the re-check interval; it carries nothing written after", async () => {
    const blocked = testClaims('UsuarioEmpresa', { companyId });
    await projectsOf(primary.app).updateOne({ _id: new Types.ObjectId(usuarioProject) }, { $push: { Responsables: new Types.ObjectId(blocked.sub) } });
    const stream = await openStream(eventsUrl(primary.base, companyId, FAST), bearer(blocked));
    const other = await openStream(eventsUrl(primary.base, companyId, FAST), bearer(director));
    try {
      expect(stream.response.status).toBe(200);
      const before = await primary.context.events.append(observacion());
      await stream.receive(before.id);

      identity.sessions.set(blocked.sub, { active: false, sessionVersion: blocked.sv });
      expect(await finOf(stream)).toEqual([{ motivo: 'sesion' }]);
      const after = await primary.context.events.append(observacion());
      // The director's stream goes on and gets it; the ended one never did.
      await other.receive(after.id);
      expect(stream.changes().map((change) => change.id)).toEqual([before.id]);
      expect(other.ended()).toBe(false);
      // Reconnecting meets the gate, as any request does.
      const again = await fetch(eventsUrl(primary.base, companyId, FAST), { headers: bearer(blocked) });
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({ message: common.unauthenticated });
    } finally {
      stream.close();
      other.close();
    }
  });

  it('ends the stream of a signed-out session, and not the one of another session of the same user', async () => {
    const user = testClaims('AdministradorEmpresa', { companyId });
    const signedOut = { ...user, sid: newObjectId() };
    const otherSession = { ...user, sid: newObjectId() };
    const ending = await openStream(eventsUrl(primary.base, companyId, FAST), bearer(signedOut));
    const staying = await openStream(eventsUrl(primary.base, companyId, FAST), bearer(otherSession));
    try {
      expect(ending.response.status).toBe(200);
      expect(staying.response.status).toBe(200);
      identity.sessions.end(signedOut.sid);
      expect(await finOf(ending)).toEqual([{ motivo: 'sesion' }]);
      const logged = await primary.context.events.append(observacion());
      await staying.receive(logged.id);
      expect(staying.ended()).toBe(false);
    } finally {
      ending.close();
      staying.close();
    }
  });

  it("ends a stream when the user's tokens are revoked (the module switched off for them: admin bumps the session version)", async () => {
    const user = testClaims('UsuarioEmpresa', { companyId });
    const stream = await openStream(eventsUrl(primary.base, companyId, FAST), bearer(user));
    try {
      expect(stream.response.status).toBe(200);
      identity.sessions.set(user.sub, { active: true, sessionVersion: user.sv + 1 });
      expect(await finOf(stream)).toEqual([{ motivo: 'sesion' }]);
    } finally {
      stream.close();
    }
  });

  it("ends an Administrador's stream with fin 'acceso' when the company switches the module off", async () => {
    const company = primary.admin.addCompany();
    const stream = await openStream(eventsUrl(primary.base, company.id, FAST), bearer(testClaims('Administrador')));
    try {
      expect(stream.response.status).toBe(200);
      const switches = { Revisiones: company.Revisiones, Checklist: company.CheckList, ChecklistsOT: company.ChecklistsOT };
      switches[spec.module].Activado = false;
      expect(await finOf(stream)).toEqual([{ motivo: 'acceso' }]);
    } finally {
      stream.close();
    }
  });

  it('keeps a stream whose session still holds open past many checks', async () => {
    const stream = await openStream(eventsUrl(primary.base, companyId, FAST), bearer(usuario));
    try {
      // Heartbeats (every 200 ms) prove time passed: more than ten re-checks.
      const deadline = Date.now() + 5000;
      while (stream.comments.filter((comment) => comment === 'ping').length < 6 && Date.now() < deadline) await sleep(20);
      expect(stream.ended()).toBe(false);
      const logged = await primary.context.events.append(observacion());
      await stream.receive(logged.id);
    } finally {
      stream.close();
    }
  });
});

describe('a company user sees on the stream only what they may read (issue 17 §1)', () => {
  it('carries events of the projects they are responsible for and of no project, never of another project, and follows assignments', async () => {
    const company = newObjectId();
    const user = testClaims('UsuarioEmpresa', { companyId: company });
    const boss = testClaims('AdministradorEmpresa', { companyId: company });
    const Projects = projectsOf(primary.app);
    const [mine, asResponsable, notMine] = [newObjectId(), newObjectId(), newObjectId()];
    await Projects.insertMany([
      { _id: new Types.ObjectId(mine), ...projectDoc('Mio', [user.sub], company) },
      { _id: new Types.ObjectId(asResponsable), ...projectDoc('Responsable', [], company), Responsable: { id: new Types.ObjectId(user.sub) } },
      { _id: new Types.ObjectId(notMine), ...projectDoc('Ajeno', [boss.sub], company) },
    ]);
    const event = (projectId: string | null): AppendEvent => ({
      ...observacion(),
      companyId: company,
      parents: projectId ? { projectId, listadoId: newObjectId() } : {},
    });
    // Missed while away, then live: both filtered.
    const seen = await primary.context.events.append(event(mine));
    const missed = [await primary.context.events.append(event(notMine)), await primary.context.events.append(event(mine))];
    const stream = await openStream(eventsUrl(primary.base, company), { ...bearer(user), 'last-event-id': await positionOf(seen.id) });
    const managers = await openStream(eventsUrl(primary.base, company), bearer(boss));
    try {
      await stream.receive(missed[1]?.id ?? '');
      const live = [
        await primary.context.events.append(event(notMine)),
        await replica.context.events.append(event(asResponsable)),
        await primary.context.events.append(event(null)),
        await primary.context.events.append(event(notMine)),
        await primary.context.events.append(event(mine)),
      ];
      await stream.receive(live[4]?.id ?? '');
      for (const logged of live) await managers.receive(logged.id);
      expect(stream.changes().map((change) => change.id)).toEqual([missed[1]?.id, live[1]?.id, live[2]?.id, live[4]?.id]);

      // What the stream named, the API lets the user read: every project it carried is in their list.
      const listed = await fetch(`${primary.base}/companies/${company}/projects`, { headers: bearer(user) });
      expect(listed.status).toBe(200);
      const readable = new Set((await listed.json()).items.map((project: { id: string }) => project.id));
      readable.add(asResponsable); // the fixture's list knows Responsables only; the rule counts the Responsable too
      for (const change of stream.changes()) if (change.data.parents.projectId) expect(readable.has(change.data.parents.projectId)).toBe(true);
      expect(readable.has(notMine)).toBe(false);

      // Assigned to the other project: its events come from then on; unassigned from theirs: they stop.
      await Projects.updateOne({ _id: new Types.ObjectId(notMine) }, { $push: { Responsables: new Types.ObjectId(user.sub) } });
      await Projects.updateOne({ _id: new Types.ObjectId(mine) }, { $set: { Responsables: [] } });
      const afterAssign = [await primary.context.events.append(event(mine)), await primary.context.events.append(event(notMine))];
      await stream.receive(afterAssign[1]?.id ?? '');
      await managers.receive(afterAssign[1]?.id ?? '');
      expect(stream.changes().map((change) => change.id)).not.toContain(afterAssign[0]?.id);
    } finally {
      stream.close();
      managers.close();
    }
  });
});

describe('a reviewer outside the project (issue 17 §1, NEO answer sheets)', () => {
  it("carries the events of a record naming the company user as reviewer where the module has such records, never another record's", async () => {
    const company = newObjectId();
    const user = testClaims('UsuarioEmpresa', { companyId: company });
    const reviewed = 'reviewedRecords' in spec ? spec.reviewedRecords : undefined;
    const parent = reviewed?.parent ?? 'hojaId';
    const [mine, notMine, theirSheet, otherSheet] = [newObjectId(), newObjectId(), newObjectId(), newObjectId()];
    await projectsOf(primary.app).insertMany([
      { _id: new Types.ObjectId(mine), ...projectDoc('Mio', [user.sub], company) },
      { _id: new Types.ObjectId(notMine), ...projectDoc('Ajeno', [], company) },
    ]);
    const reviewer = (id: string) => ({ id: new Types.ObjectId(id), Nombre: 'Revisor' });
    await primary.app.db.collection(reviewed?.collection ?? 'RegistrosRevisados').insertMany([
      { _id: new Types.ObjectId(theirSheet), companyId: new Types.ObjectId(company), projectId: new Types.ObjectId(notMine), Revisores: [reviewer(user.sub)] },
      {
        _id: new Types.ObjectId(otherSheet),
        companyId: new Types.ObjectId(company),
        projectId: new Types.ObjectId(notMine),
        Revisores: [reviewer(newObjectId())],
      },
    ]);
    const stream = await openStream(eventsUrl(primary.base, company), bearer(user));
    try {
      const onTheirs = await primary.context.events.append({ ...observacion(), companyId: company, parents: { projectId: notMine, [parent]: theirSheet } });
      const onOther = await primary.context.events.append({ ...observacion(), companyId: company, parents: { projectId: notMine, [parent]: otherSheet } });
      const marker = await primary.context.events.append({ ...observacion(), companyId: company, parents: { projectId: mine } });
      await stream.receive(marker.id);
      expect(stream.changes().map((change) => change.id)).toEqual(reviewed ? [onTheirs.id, marker.id] : [marker.id]);
      expect(stream.changes().map((change) => change.id)).not.toContain(onOther.id);
    } finally {
      stream.close();
    }
  });
});

describe("open streams and admin's session checker (the request gate's own: 4 s cache, outage grace)", () => {
  it('ends a stream once admin reports the block (after the cache), keeps it through an admin outage within the grace, and ends it past the grace', async () => {
    let time = Date.now();
    const sessionsAtAdmin = new Map<string, { active: boolean; sessionVersion: number }>();
    let adminUp = true;
    const adminServer = createServer((request, response) => {
      const match = /^\/internal\/sessions\/(\w+)/.exec(request.url ?? '');
      const state = match ? sessionsAtAdmin.get(match[1] ?? '') : undefined;
      const [status, body] = !adminUp ? [503, { message: 'x' }] : state ? [200, state] : [404, { message: 'x' }];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => adminServer.listen(0, '127.0.0.1', resolve));
    const adminUrl = `http://127.0.0.1:${(adminServer.address() as AddressInfo).port}`;
    const sessions = httpSessionChecker(adminUrl, 'token-interno', { now: () => time, graceMs: 60_000 });
    const app = await buildModuleApp(spec, { config, verifier: identity.verifier, sessions, admin: fakeAdmin() }, async (built, context) => {
      basicProjects(built, context);
      await built.register(async (child) => eventRoutes(child, context, { recheckMs: 100, heartbeatMs: 100 }), { prefix: FAST });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const pings = async (stream: Awaited<ReturnType<typeof openStream>>, count: number) => {
      const target = stream.comments.length + count;
      const deadline = Date.now() + 5000;
      while (stream.comments.length < target && Date.now() < deadline) await sleep(20);
    };
    try {
      const blocked = testClaims('AdministradorEmpresa', { companyId });
      const outage = testClaims('AdministradorEmpresa', { companyId });
      for (const user of [blocked, outage]) sessionsAtAdmin.set(user.sub, { active: true, sessionVersion: user.sv });
      const first = await openStream(eventsUrl(base, companyId, FAST), bearer(blocked));
      expect(first.response.status).toBe(200);

      // Blocked at admin: the answer cached a moment ago still holds (the clock stands still)…
      sessionsAtAdmin.set(blocked.sub, { active: false, sessionVersion: blocked.sv });
      await pings(first, 5);
      expect(first.ended()).toBe(false);
      // …and once the 4 s cache is over, the next check asks admin and the stream ends.
      time += 4_001;
      expect(await first.end()).toBe(true);
      expect(first.messages.filter((m) => m.event === 'fin').map((m) => m.data)).toEqual(['{"motivo":"sesion"}']);

      // Admin out of reach: within the grace the last confirmed state keeps the stream open…
      const second = await openStream(eventsUrl(base, companyId, FAST), bearer(outage));
      expect(second.response.status).toBe(200);
      adminUp = false;
      time += 30_000;
      await pings(second, 5);
      expect(second.ended()).toBe(false);
      // …past it the check cannot be made: the stream ends without a reason (the reconnection meets the 503).
      time += 31_000;
      expect(await second.end()).toBe(true);
      expect(second.messages.filter((m) => m.event === 'fin')).toEqual([]);
      const refused = await fetch(eventsUrl(base, companyId, FAST), { headers: bearer(outage) });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ message: common.unavailable });
    } finally {
      app.server.closeAllConnections();
      await app.close();
      await new Promise<void>((resolve) => adminServer.close(() => resolve()));
    }
  });
});
