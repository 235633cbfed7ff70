import './context-type.ts';

import { WebhookEventosBody } from '@insp/contracts/webhooks';
import type { Scheduler } from '@insp/service-kit';
import { newObjectId, testConfig, testIdentity } from '@insp/service-kit/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type FakeAdmin, fakeAdmin } from '../src/admin-client/fake.ts';
import { buildModuleApp } from '../src/app.ts';
import type { ModuleContext } from '../src/context.ts';
import { eventsRepository } from '../src/events/repository.ts';
import { reporteModels } from '../src/jobs/model.ts';
import { webhookForwarder } from '../src/webhooks/forwarder.ts';
import { changed, projectRules, type WebhookRule } from '../src/webhooks/rules.ts';
import { spec as moduleSpec } from './context.ts';
import { basicProjects } from './fixtures/basic-projects.ts';

/** A module whose 'Ficha' records map like a review module's items. */
const rules: WebhookRule[] = [
  { entity: 'Ficha', action: 'crear', tipo: 'observacion.creada' },
  { entity: 'Ficha', action: 'editar', tipo: 'observacion.resuelta', when: changed('Resuelta') },
  { entity: 'Ficha', action: 'editar', tipo: 'observacion.actualizada' },
  ...projectRules('Proyecto'),
];
const spec = { ...moduleSpec, webhooks: rules };
const identity = testIdentity();
const config = testConfig(spec.service);
const admin: FakeAdmin = fakeAdmin();

/** Two replicas of the service on one database, sharing admin. */
const replica = async () => {
  let context!: ModuleContext;
  const app = await buildModuleApp(spec, { config, verifier: identity.verifier, sessions: identity.sessions, admin }, (built, ctx) => {
    basicProjects(built, ctx);
    context = ctx;
  });
  return { app, context, scheduler: context.scheduler as Scheduler };
};
let a: Awaited<ReturnType<typeof replica>>;
let b: Awaited<ReturnType<typeof replica>>;
let forwarder: ReturnType<typeof webhookForwarder>;
beforeAll(async () => {
  a = await replica();
  b = await replica();
  forwarder = webhookForwarder({ db: a.app.db, admin, modulo: spec.service, rules, log: a.app.log });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
});

const actor = { id: newObjectId(), name: 'Ana Pérez' };
/** A company whose webhooks want these types. */
const company = (...tipos: Parameters<FakeAdmin['webhookWanted']['set']>[1]) => {
  const companyId = newObjectId();
  admin.webhookWanted.set(companyId, tipos);
  return companyId;
};
const append = (app: { context: ModuleContext }, companyId: string, entity: string, action: string, changes = {}) =>
  app.context.events.append({ companyId, actor, entity, entityId: newObjectId(), action, changes, parents: { projectId: 'p1' } });
/** The events admin received for the company, in order, with how many batches carried them. */
const received = (companyId: string) => {
  const batches = admin.webhookBatches.filter((batch) => batch.companyId === companyId);
  return { batches: batches.length, eventos: batches.flatMap((batch) => batch.body.eventos), bodies: batches.map((batch) => batch.body) };
};

describe('webhook forwarding to admin', () => {
  it('a new record reaches admin once as one event of its type, with the documented body', async () => {
    const companyId = company('observacion.creada', 'observacion.resuelta');
    const event = await append(a, companyId, 'Ficha', 'crear');
    await forwarder.run();

    const { batches, eventos, bodies } = received(companyId);
    expect(batches).toBe(1);
    expect(() => WebhookEventosBody.parse(bodies[0])).not.toThrow();
    expect(bodies[0]?.modulo).toBe(spec.service);
    expect(eventos).toEqual([
      {
        id: event.id,
        tipo: 'observacion.creada',
        fecha: event.at,
        datos: {
          entidad: 'Ficha',
          entidadId: event.entityId,
          accion: 'crear',
          padres: { projectId: 'p1' },
          proyectoId: 'p1',
          actor: { id: actor.id, nombre: 'Ana Pérez' },
          cambios: {},
        },
      },
    ]);

    // An edit that resolves is 'resuelta' (with what changed); later runs send nothing again.
    const resolved = await append(a, companyId, 'Ficha', 'editar', { Resuelta: { old: null, new: new Date('2026-11-27T12:00:00Z') } });
    await forwarder.run();
    await forwarder.run();
    const after = received(companyId);
    expect(after.batches).toBe(2);
    expect(after.eventos.map((e) => [e.id, e.tipo])).toEqual([
      [event.id, 'observacion.creada'],
      [resolved.id, 'observacion.resuelta'],
    ]);
    expect(after.eventos[1]?.datos.cambios).toEqual({ Resuelta: { anterior: null, nuevo: '2026-11-27T12:00:00.000Z' } });
  });

  it('sends only the types some webhook of the company wants, and nothing for a company without webhooks', async () => {
    const wantsProjects = company('proyecto.creado');
    const none = newObjectId();
    await append(a, wantsProjects, 'Ficha', 'crear');
    await append(a, wantsProjects, 'Ficha', 'editar', { Comentario: { old: 'a', new: 'b' } });
    await append(a, wantsProjects, 'Otra', 'crear');
    const project = await append(a, wantsProjects, 'Proyecto', 'crear');
    await append(a, none, 'Ficha', 'crear');
    await forwarder.run();

    expect(received(wantsProjects).eventos.map((e) => [e.id, e.tipo])).toEqual([[project.id, 'proyecto.creado']]);
    expect(received(none).batches).toBe(0);
  });

  it('an event a just-created webhook wants is sent even when the types read for it were older than the webhook and nothing new follows', async () => {
    // admin's answer of the company's types is cached (WEBHOOK_TIPOS_CACHE_MS): the run right after
    // the event may still use the answer from before the webhook was created
    const companyId = company();
    const event = await append(a, companyId, 'Ficha', 'crear');
    await forwarder.run();
    expect(received(companyId).batches).toBe(0);

    admin.webhookWanted.set(companyId, ['observacion.creada']);
    const later = (ms: number) => new Date(Date.now() + ms);
    await forwarder.run(later(31_000));
    await forwarder.run(later(62_000));
    expect(received(companyId).eventos.map((e) => [e.id, e.tipo])).toEqual([[event.id, 'observacion.creada']]);
    expect(received(companyId).batches).toBe(1);
  });

  it('while admin cannot be reached nothing is lost: the next run sends it, once', async () => {
    const companyId = company('observacion.creada');
    admin.webhookDown = true;
    const first = await append(a, companyId, 'Ficha', 'crear');
    await forwarder.run();
    const second = await append(a, companyId, 'Ficha', 'crear');
    await forwarder.run();
    expect(received(companyId).batches).toBe(0);

    admin.webhookDown = false;
    await forwarder.run();
    await forwarder.run();
    expect(received(companyId).eventos.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(received(companyId).batches).toBe(1);
  });

  it('an event another replica wrote with an older id (inside the overlap window) is still sent, and the ones sent before are not sent again', async () => {
    const companyId = company('observacion.creada');
    const first = await append(a, companyId, 'Ficha', 'crear');
    await forwarder.run();
    // Another replica's clock is 20 s behind: its event sorts before the cursor.
    const lateId = Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 20);
    await a.app.db
      .collection('eventos')
      .insertOne({
        _id: lateId,
        companyId: new Types.ObjectId(companyId),
        at: new Date(),
        actor,
        entity: 'Ficha',
        entityId: newObjectId(),
        action: 'crear',
        changes: [],
        parents: {},
      });
    // Every append also takes a position in the live feed (events/repository.ts): that is how a run knows there is news.
    await eventsRepository(a.app.db).live.append(companyId, {
      eventId: lateId,
      at: new Date(),
      entity: 'Ficha',
      entityId: newObjectId(),
      action: 'crear',
      parents: {},
    });
    await forwarder.run();
    await forwarder.run();
    expect(received(companyId).eventos.map((e) => e.id)).toEqual([first.id, lateId.toHexString()]);
  });

  it('sends at most 100 events a batch', async () => {
    const companyId = company('observacion.creada');
    for (let i = 0; i < 130; i++) await append(a, companyId, 'Ficha', 'crear');
    await forwarder.run();
    const { bodies, eventos } = received(companyId);
    expect(bodies.map((body) => body.eventos.length)).toEqual([100, 30]);
    expect(new Set(eventos.map((e) => e.id)).size).toBe(130);
  });

  it('a finished report reaches admin as informe.listo', async () => {
    const companyId = company('informe.listo');
    const { Reportes } = reporteModels(a.app.db);
    const finishedAt = new Date();
    const job = await Reportes.create({
      companyId: new Types.ObjectId(companyId),
      userId: new Types.ObjectId(actor.id),
      userName: actor.name,
      kind: 'informe',
      params: { projectId: 'p9' },
      summary: false,
      state: 'listo',
      fileName: 'Informe.pdf',
      createdAt: finishedAt,
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + 86_400_000),
    });
    // Not finished yet: not sent.
    await Reportes.create({
      companyId: new Types.ObjectId(companyId),
      userId: new Types.ObjectId(actor.id),
      kind: 'informe',
      summary: false,
      state: 'generando',
      createdAt: finishedAt,
    });
    await forwarder.run();
    await forwarder.run();
    const { eventos, batches } = received(companyId);
    expect(batches).toBe(1);
    expect(eventos).toEqual([
      expect.objectContaining({
        id: job._id.toHexString(),
        tipo: 'informe.listo',
        fecha: finishedAt.toISOString(),
        datos: expect.objectContaining({ entidad: 'Reporte', entidadId: job._id.toHexString(), padres: { projectId: 'p9' }, nombreArchivo: 'Informe.pdf' }),
      }),
    ]);
  });

  it('two replicas running the scheduled forwarder at once send each event once', async () => {
    const companyId = company('observacion.creada');
    const event = await append(b, companyId, 'Ficha', 'crear');
    const now = new Date();
    await Promise.all([a.scheduler.runNow('webhooks', now), b.scheduler.runNow('webhooks', now)]);
    await Promise.all([a.scheduler.runNow('webhooks', new Date(now.getTime() + 10_000)), b.scheduler.runNow('webhooks', new Date(now.getTime() + 10_000))]);
    expect(received(companyId).eventos.map((e) => e.id)).toEqual([event.id]);
  });
});
