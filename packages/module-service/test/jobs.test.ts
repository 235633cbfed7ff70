import { type AccessClaims, ReportStatus } from '@insp/contracts';
import { common, reports as messages } from '@insp/messages';
import type { ZodApp } from '@insp/service-kit';
import { newObjectId, openApiGaps, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { fakeAdmin } from '../src/admin-client/fake.ts';
import { buildModuleApp } from '../src/app.ts';
import type { ModuleContext } from '../src/context.ts';
import { spec } from './context.ts';
import { basicProjects } from './fixtures/basic-projects.ts';

/* ───────────── test kinds, steered by their params ───────────── */

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}
const deferred = (): Deferred => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/** A run that waits: `started` resolves once its items are set, the run goes on after `release`. */
const gates = new Map<string, { started: Deferred; release: Deferred }>();
const gate = (name: string) => {
  const created = { started: deferred(), release: deferred() };
  gates.set(name, created);
  return created;
};
const pass = async (name: string | undefined) => {
  const found = name ? gates.get(name) : undefined;
  if (!found) return;
  found.started.resolve();
  await found.release.promise;
};

const PARTES = ['Torre A / Listado Baño', 'Torre A / Listado Cocina', 'Torre B / Listado Living'];
const fileNameOf = (titulo: string) => `Respuestas_${titulo}_05-03-2025.pdf`;
const bytesOf = (text: string) => Buffer.from(`%PDF-1.7 ${text}`, 'utf8');

const PruebaParams = z.strictObject({
  titulo: z.string({ error: 'Título requerido' }).min(1, 'Título requerido'),
  gate: z.string().optional(),
  fallarItem: z.number().int().optional(),
  lanzar: z.string().optional(),
  porItem: z.boolean().optional(),
});

/** How many times each 'prueba' job ran (by titulo), across every app of this file. */
const runsOf = new Map<string, number>();

const ResumenParams = z.strictObject({ gate: z.string().optional() });

/* ───────────── the app ───────────── */

const identity = testIdentity();
const config = testConfig(spec.service);
let app: ZodApp;
let context!: ModuleContext;

const defineKinds = (ctx: ModuleContext) => {
  ctx.reports.define('prueba', {
    params: PruebaParams,
    summary: false,
    async run(job) {
      runsOf.set(job.params.titulo, (runsOf.get(job.params.titulo) ?? 0) + 1);
      await job.setItems(PARTES);
      await pass(job.params.gate);
      for (const [i, parte] of PARTES.entries()) {
        if (i === job.params.fallarItem) await job.itemFailed(i, 'Este listado no tiene observaciones');
        else await job.itemDone(i, job.params.porItem ? { fileName: fileNameOf(parte), contentType: 'application/pdf', data: bytesOf(parte) } : undefined);
      }
      if (job.params.lanzar) throw new Error(job.params.lanzar);
      return job.params.porItem ? null : { fileName: fileNameOf(job.params.titulo), contentType: 'application/pdf', data: bytesOf(job.params.titulo) };
    },
  });
  ctx.reports.define('resumen', {
    params: ResumenParams,
    summary: true,
    async run(job) {
      await pass(job.params.gate);
      return {
        fileName: `Resumen ${job.user.name}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: bytesOf('resumen'),
      };
    },
  });
};
/** The service with the test kinds, on this file's database (a second one is another replica). */
const replica = (capture: (ctx: ModuleContext) => void) =>
  buildModuleApp(spec, { config, verifier: identity.verifier, sessions: identity.sessions, admin: fakeAdmin() }, (built, ctx) => {
    basicProjects(built, ctx);
    defineKinds(ctx);
    capture(ctx);
  });

beforeAll(async () => {
  app = await replica((ctx) => (context = ctx));
});
afterAll(async () => {
  for (const { release } of gates.values()) release.resolve();
  await app.close();
});

const companyId = newObjectId();
const director = testClaims('AdministradorEmpresa', { companyId, name: 'Daniela Muñoz' });
const usuario = testClaims('UsuarioEmpresa', { companyId, name: 'Óscar Peña' });
const administrador = testClaims('Administrador', { companyId: null });
const headersOf = (claims: AccessClaims) => ({ authorization: `Bearer ${identity.sign(claims)}` });

const post = (who: AccessClaims, payload: Record<string, unknown>, company = companyId) =>
  app.inject({ method: 'POST', url: `/companies/${company}/reports`, headers: headersOf(who), payload });
const status = async (who: AccessClaims, id: string) => {
  const response = await app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${id}`, headers: headersOf(who) });
  expect(response.statusCode).toBe(200);
  return ReportStatus.parse(response.json());
};
const download = (who: AccessClaims, id: string, item?: number) =>
  app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${id}${item === undefined ? '' : `/items/${item}`}/file`, headers: headersOf(who) });
const created = async (who: AccessClaims, payload: Record<string, unknown>) => {
  const response = await post(who, payload);
  expect(response.statusCode).toBe(202);
  return z.object({ id: z.string() }).parse(response.json()).id;
};
/** The file name a browser reads from `filename*`. */
const utf8FileName = (header: unknown) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(header))?.[1] ?? '');
const reportes = () => app.db.collection('reportes');

describe('report jobs', () => {
  it('go pendiente → generando → listo with progress per item, and the document downloads under its Spanish name', async () => {
    const first = gate('primero');
    const second = gate('segundo');
    const firstId = await created(director, { kind: 'prueba', titulo: 'Bloqueo', gate: 'primero' });
    await first.started.promise;
    // One job at a time per instance: the second waits while the first runs.
    const secondId = await created(director, { kind: 'prueba', titulo: 'Torre Ñuñoa', gate: 'segundo' });
    expect(await status(director, secondId)).toEqual({
      id: secondId,
      kind: 'prueba',
      state: 'pendiente',
      progress: { done: 0, total: 0, items: [] },
      fileName: null,
      error: null,
    });
    expect(await status(director, firstId)).toMatchObject({
      state: 'generando',
      progress: {
        done: 0,
        total: 3,
        items: [
          { label: PARTES[0], state: 'generando' },
          { label: PARTES[1], state: 'pendiente' },
          { label: PARTES[2], state: 'pendiente' },
        ],
      },
      fileName: null,
    });
    const notYet = await download(director, firstId);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ message: messages.notReady });

    first.release.resolve();
    await second.started.promise;
    expect(await status(director, firstId)).toEqual({
      id: firstId,
      kind: 'prueba',
      state: 'listo',
      progress: { done: 3, total: 3, items: PARTES.map((label) => ({ label, state: 'listo' })) },
      fileName: fileNameOf('Bloqueo'),
      error: null,
    });
    expect((await status(director, secondId)).state).toBe('generando');

    second.release.resolve();
    await context.reports.drain();
    const done = await status(director, secondId);
    expect(done).toMatchObject({ state: 'listo', fileName: 'Respuestas_Torre Ñuñoa_05-03-2025.pdf', progress: { done: 3, total: 3 } });

    const file = await download(director, secondId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(bytesOf('Torre Ñuñoa'))).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Respuestas_Torre Nunoa_05-03-2025.pdf"; filename*=UTF-8''Respuestas_Torre%20%C3%91u%C3%B1oa_05-03-2025.pdf`,
    );
    expect(utf8FileName(file.headers['content-disposition'])).toBe('Respuestas_Torre Ñuñoa_05-03-2025.pdf');
  });

  it('keeps going when one item fails: that item shows its error, the others are listo with their own files', async () => {
    const id = await created(usuario, { kind: 'prueba', titulo: 'Parcial', fallarItem: 1, porItem: true });
    await context.reports.drain();
    expect(await status(usuario, id)).toEqual({
      id,
      kind: 'prueba',
      state: 'listo',
      progress: {
        done: 3,
        total: 3,
        items: [
          { label: PARTES[0], state: 'listo', fileName: fileNameOf(PARTES[0] ?? '') },
          { label: PARTES[1], state: 'error', error: 'Este listado no tiene observaciones' },
          { label: PARTES[2], state: 'listo', fileName: fileNameOf(PARTES[2] ?? '') },
        ],
      },
      fileName: null,
      error: null,
    });

    const third = await download(usuario, id, 2);
    expect(third.statusCode).toBe(200);
    expect(third.rawPayload.equals(bytesOf(PARTES[2] ?? ''))).toBe(true);
    expect(utf8FileName(third.headers['content-disposition'])).toBe('Respuestas_Torre B / Listado Living_05-03-2025.pdf');
    expect((await download(usuario, id, 1)).statusCode).toBe(404);
    expect((await download(usuario, id, 3)).statusCode).toBe(404);
    // Per-item jobs have no document of their own.
    expect((await download(usuario, id)).statusCode).toBe(404);
  });

  it('ends in error with the thrown Spanish message when the kind throws', async () => {
    const id = await created(usuario, { kind: 'prueba', titulo: 'Roto', lanzar: 'No se encontró la revisión.' });
    await context.reports.drain();
    expect(await status(usuario, id)).toMatchObject({ state: 'error', error: 'No se encontró la revisión.', fileName: null });
    expect(messages.failed('No se encontró la revisión.')).toBe('Ha ocurrido un error: No se encontró la revisión.');
    const file = await download(usuario, id);
    expect(file.statusCode).toBe(409);
    expect(file.json()).toEqual({ message: messages.notReady });
  });

  it('refuses unknown kinds and params the kind refuses, in Spanish', async () => {
    for (const payload of [{ kind: 'inexistente' }, {}, { kind: '' }]) {
      const response = await post(director, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.unknownKind });
    }
    const missing = await post(director, { kind: 'prueba' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Título requerido' });
    const extra = await post(director, { kind: 'prueba', titulo: 'x', $where: 'sleep(1000)' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ message: common.unknownField('$where') });
    expect(await reportes().countDocuments({ kind: { $ne: 'prueba' } })).toBe(0);
  });

  it('lets a user have one summary document at a time, also when two requests arrive together', async () => {
    const running = gate('resumen-1');
    const [a, b] = await Promise.all([post(usuario, { kind: 'resumen', gate: 'resumen-1' }), post(usuario, { kind: 'resumen', gate: 'resumen-1' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ message: 'Un documento ya se está generando. Espera un minuto, por favor.' });
    await running.started.promise;

    const again = await post(usuario, { kind: 'resumen' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.alreadyGenerating });
    // Another user, and other kinds of the same user, are not held back.
    const other = await created(director, { kind: 'resumen' });
    await created(usuario, { kind: 'prueba', titulo: 'No es resumen' });

    running.release.resolve();
    await context.reports.drain();
    expect((await status(director, other)).state).toBe('listo');
    const next = await created(usuario, { kind: 'resumen' });
    await context.reports.drain();
    const done = await status(usuario, next);
    expect(done).toMatchObject({ state: 'listo', fileName: 'Resumen Óscar Peña.xlsx' });
    expect(await app.db.collection('reportes_activos').countDocuments({})).toBe(0);
  });

  it('frees a summary slot left behind by a job that no longer exists', async () => {
    const user = testClaims('UsuarioEmpresa', { companyId });
    await app.db
      .collection<{ _id: string; jobId: Types.ObjectId; companyId: Types.ObjectId; createdAt: Date }>('reportes_activos')
      .insertOne({ _id: user.sub, jobId: new Types.ObjectId(), companyId: new Types.ObjectId(companyId), createdAt: new Date(Date.now() - 5 * 60_000) });
    const id = await created(user, { kind: 'resumen' });
    await context.reports.drain();
    expect((await status(user, id)).state).toBe('listo');
  });

  it('retakes a job whose instance stopped heartbeating, and leaves a live claim alone', async () => {
    const base = {
      companyId: new Types.ObjectId(companyId),
      userId: new Types.ObjectId(director.sub),
      userName: director.name,
      kind: 'prueba',
      summary: false,
      state: 'generando',
      progress: { done: 1, total: 3, items: [] },
      fileId: null,
      fileName: null,
      contentType: null,
      error: null,
      createdAt: new Date(Date.now() - 10 * 60_000),
      finishedAt: null,
      expiresAt: null,
    };
    const crashed = new Types.ObjectId();
    const live = new Types.ObjectId();
    // The crashed run had stored the document of its first item.
    const leftOver = await context.files.storeDocument(companyId, 'parcial.pdf', 'application/pdf', bytesOf('parcial'));
    const items = [{ label: PARTES[0], state: 'listo', error: null, fileId: new Types.ObjectId(leftOver), fileName: 'parcial.pdf' }];
    await reportes().insertMany([
      {
        ...base,
        _id: crashed,
        params: { titulo: 'Recuperado' },
        progress: { done: 1, total: 3, items },
        claimedBy: 'caida:1',
        heartbeatAt: new Date(Date.now() - 2 * 60_000),
      },
      { ...base, _id: live, params: { titulo: 'En curso' }, claimedBy: 'viva:1', heartbeatAt: new Date() },
    ]);

    await context.reports.drain();
    expect(await status(director, crashed.toHexString())).toMatchObject({
      state: 'listo',
      fileName: fileNameOf('Recuperado'),
      progress: { done: 3, total: 3 },
    });
    expect((await download(director, crashed.toHexString())).rawPayload.equals(bytesOf('Recuperado'))).toBe(true);
    expect(await context.files.openDocument(companyId, leftOver)).toBeNull();
    expect(await reportes().findOne({ _id: live })).toMatchObject({ state: 'generando', claimedBy: 'viva:1' });
    await reportes().deleteOne({ _id: live });
  });

  it('runs each job once when two replicas drain at the same time', async () => {
    let twinContext!: ModuleContext;
    const twin = await replica((ctx) => (twinContext = ctx));
    try {
      const titulos = ['Réplica 1', 'Réplica 2', 'Réplica 3', 'Réplica 4', 'Réplica 5', 'Réplica 6'];
      // Inserted as another instance's POSTs would leave them, so neither replica starts early.
      await reportes().insertMany(
        titulos.map((titulo, i) => ({
          companyId: new Types.ObjectId(companyId),
          userId: new Types.ObjectId(director.sub),
          userName: director.name,
          kind: 'prueba',
          params: { titulo },
          summary: false,
          state: 'pendiente',
          progress: { done: 0, total: 0, items: [] },
          createdAt: new Date(Date.now() - 1000 + i),
        })),
      );
      await Promise.all([context.reports.drain(), twinContext.reports.drain(), context.reports.drain()]);
      expect(titulos.map((titulo) => runsOf.get(titulo))).toEqual(titulos.map(() => 1));
      expect(await reportes().countDocuments({ 'params.titulo': { $in: titulos }, state: 'listo' })).toBe(titulos.length);
    } finally {
      await twin.close();
    }
  });

  it("answers 404 for another user's job, and lets the Administrador read it", async () => {
    const id = await created(director, { kind: 'prueba', titulo: 'Privado' });
    await context.reports.drain();
    for (const path of ['', '/file', '/items/0/file']) {
      const response = await app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${id}${path}`, headers: headersOf(usuario) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: common.notFound });
    }
    expect((await status(administrador, id)).state).toBe('listo');
    expect((await download(administrador, id)).statusCode).toBe(200);
    const foreign = testClaims('AdministradorEmpresa', { companyId: newObjectId() });
    const refused = await app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${id}`, headers: headersOf(foreign) });
    expect(refused.statusCode).toBe(403);
    const unknown = await app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${newObjectId()}`, headers: headersOf(director) });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes results older than 24 h with their files, and keeps newer ones', async () => {
    const oldId = await created(director, { kind: 'prueba', titulo: 'Viejo' });
    const oldItems = await created(director, { kind: 'prueba', titulo: 'Viejo por partes', porItem: true });
    const newId = await created(director, { kind: 'prueba', titulo: 'Nuevo' });
    await context.reports.drain();
    const storedOld = await reportes().findOne({ _id: new Types.ObjectId(oldId) });
    const storedItems = await reportes().findOne({ _id: new Types.ObjectId(oldItems) });
    const fileIds = [String(storedOld?.fileId), ...(storedItems?.progress.items as { fileId: unknown }[]).map((item) => String(item.fileId))];
    expect(fileIds).toHaveLength(4);
    for (const fileId of fileIds) expect(await context.files.openDocument(companyId, fileId)).not.toBeNull();

    const finishedAt = new Date(Date.now() - 25 * 60 * 60_000);
    await reportes().updateMany(
      { _id: { $in: [new Types.ObjectId(oldId), new Types.ObjectId(oldItems)] } },
      { $set: { finishedAt, expiresAt: new Date(finishedAt.getTime() + 24 * 60 * 60_000) } },
    );
    // Past its 24 h the result is gone for callers even before the sweep.
    const expired = await download(director, oldId);
    expect(expired.statusCode).toBe(404);

    expect(await context.reports.expire()).toBe(2);
    expect(await reportes().countDocuments({ _id: { $in: [new Types.ObjectId(oldId), new Types.ObjectId(oldItems)] } })).toBe(0);
    for (const fileId of fileIds) expect(await context.files.openDocument(companyId, fileId)).toBeNull();
    expect((await app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${oldId}`, headers: headersOf(director) })).statusCode).toBe(404);
    expect((await download(director, newId)).statusCode).toBe(200);
  });

  it("goes with its company's purge: jobs, files and summary slots", async () => {
    const doomed = newObjectId();
    const owner = testClaims('AdministradorEmpresa', { companyId: doomed });
    const response = await post(owner, { kind: 'prueba', titulo: 'Purgado' }, doomed);
    const id = z.object({ id: z.string() }).parse(response.json()).id;
    await context.reports.drain();
    const fileId = String((await reportes().findOne({ _id: new Types.ObjectId(id) }))?.fileId);
    expect(await context.files.openDocument(doomed, fileId)).not.toBeNull();
    const slot = gate('purga');
    await post(owner, { kind: 'resumen', gate: 'purga' }, doomed);
    await slot.started.promise;

    const purge = await app.inject({ method: 'DELETE', url: `/internal/companies/${doomed}`, headers: { 'x-internal-token': config.internalToken } });
    expect(purge.statusCode).toBe(200);
    slot.release.resolve();
    await context.reports.drain();

    const company = new Types.ObjectId(doomed);
    expect(await reportes().countDocuments({ companyId: company })).toBe(0);
    expect(await app.db.collection('reportes_activos').countDocuments({ companyId: company })).toBe(0);
    expect(await app.db.collection('reportes_turnos').countDocuments({ companyId: company })).toBe(0);
    expect(await context.files.openDocument(doomed, fileId)).toBeNull();
    // Nothing of the company's documents is left, including what the interrupted summary stored after the purge.
    expect(await app.db.collection('archivos').countDocuments({ companyId: company })).toBe(0);
    expect(await reportes().countDocuments({ companyId: new Types.ObjectId(companyId) })).toBeGreaterThan(0);
  });

  it('documents every report route in /openapi.json', async () => {
    const gaps = await openApiGaps(app);
    expect(gaps.filter((gap) => gap.includes('/reports'))).toEqual([]);
    const reportRoutes = app.registeredRoutes.filter((route) => route.url.includes('/reports'));
    expect(reportRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /companies/:companyId/reports/:reportId',
      'GET /companies/:companyId/reports/:reportId/file',
      'GET /companies/:companyId/reports/:reportId/items/:index/file',
      'POST /companies/:companyId/reports',
    ]);
  });
});
