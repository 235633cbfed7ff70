import { listadosEndpoints, proyectosEndpoints } from '@insp/contracts';
import { createLifecycle } from '@insp/module-service/hierarchy';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const DAY = 24 * 60 * 60 * 1000;
const db = () => ctx.app.db;
const oid = (id: string) => new Types.ObjectId(id);

/** Two raw observations of a listado (features/observaciones owns the model; the purge must reach them). */
async function observe(companyId: string, projectId: string, revisionId: string, listadoId: string): Promise<void> {
  const base = { companyId: oid(companyId), projectId: oid(projectId), revisionId: oid(revisionId), listadoId: oid(listadoId), CreatedAt: new Date() };
  await db()
    .collection('Observaciones')
    .insertMany([
      { ...base, Numero: 1 },
      { ...base, Numero: 2 },
    ]);
}

const count = (collection: string, filter: Record<string, unknown>) => db().collection(collection).countDocuments(filter);

describe('permanent purge after the grace', () => {
  it('removes a project deleted more than 5 days ago with its revisions, listados and observations, and nothing else', async () => {
    const h = await ctx.createHierarchy();
    const second = await ctx.createListado(h, h.projectId, h.revisionId);
    await observe(h.companyId, h.projectId, h.revisionId, h.listadoId);
    await observe(h.companyId, h.projectId, h.revisionId, second.id);
    const kept = await ctx.createProject(h);
    const keptRevision = await ctx.createRevision(h, kept.id);
    const keptListado = await ctx.createListado(h, kept.id, keptRevision.id);
    await observe(h.companyId, kept.id, keptRevision.id, keptListado.id);

    await ctx.ok(ctx.call(h.director, proyectosEndpoints.remove, { companyId: h.companyId, projectId: h.projectId }));
    const now = Date.now();
    await ctx.context.scheduler.runNow('purga-proyectos', new Date(now + 4 * DAY));
    expect(await count('Proyectos', { _id: oid(h.projectId) })).toBe(1);
    expect(await count('Observaciones', { projectId: oid(h.projectId) })).toBe(4);

    await ctx.context.scheduler.runNow('purga-proyectos', new Date(now + 6 * DAY));
    expect(await count('Proyectos', { _id: oid(h.projectId) })).toBe(0);
    expect(await count('Revisiones', { projectId: oid(h.projectId) })).toBe(0);
    expect(await count('Listados', { projectId: oid(h.projectId) })).toBe(0);
    expect(await count('Observaciones', { projectId: oid(h.projectId) })).toBe(0);
    // The other project is untouched.
    expect(await count('Proyectos', { _id: oid(kept.id) })).toBe(1);
    expect(await count('Revisiones', { projectId: oid(kept.id) })).toBe(1);
    expect(await count('Listados', { projectId: oid(kept.id) })).toBe(1);
    expect(await count('Observaciones', { projectId: oid(kept.id) })).toBe(2);
    const history = await ctx.context.events.history(h.companyId, 'Proyecto', h.projectId, { limit: 10 });
    expect(history.items[0]?.action).toBe('purgar');
  });

  it('removes a listado deleted more than 5 days ago with its observations (onDeleteListado)', async () => {
    const h = await ctx.createHierarchy();
    const sibling = await ctx.createListado(h, h.projectId, h.revisionId);
    await observe(h.companyId, h.projectId, h.revisionId, h.listadoId);
    await observe(h.companyId, h.projectId, h.revisionId, sibling.id);
    await ctx.ok(
      ctx.call(h.director, listadosEndpoints.remove, { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId }),
    );
    await ctx.context.scheduler.runNow('purga-listados', new Date(Date.now() + 4 * DAY));
    expect(await count('Listados', { _id: oid(h.listadoId) })).toBe(1);
    await ctx.context.scheduler.runNow('purga-listados', new Date(Date.now() + 6 * DAY));
    expect(await count('Listados', { _id: oid(h.listadoId) })).toBe(0);
    expect(await count('Observaciones', { listadoId: oid(h.listadoId) })).toBe(0);
    expect(await count('Listados', { _id: oid(sibling.id) })).toBe(1);
    expect(await count('Observaciones', { listadoId: oid(sibling.id) })).toBe(2);
  });
});

describe('lifecycle hooks', () => {
  it('runs handlers children first and skips empty listado deletions', async () => {
    const lifecycle = createLifecycle();
    const calls: string[] = [];
    lifecycle.onPurgeProject(async (companyId, projectId) => calls.push(`revisiones ${companyId} ${projectId}`));
    lifecycle.onPurgeProject(async () => calls.push('observaciones'));
    lifecycle.onDeleteListado(async (_companyId, ids) => calls.push(`listados ${ids.join(',')}`));
    lifecycle.onDeleteListado(async () => calls.push('observaciones de listados'));
    await lifecycle.purgeProject('c', 'p');
    await lifecycle.deleteListados('c', []);
    await lifecycle.deleteListados('c', ['a', 'b']);
    expect(calls).toEqual(['observaciones', 'revisiones c p', 'observaciones de listados', 'listados a,b']);
  });
});

describe('cascades', () => {
  it('a company purge leaves nothing of the company in any collection', async () => {
    const h = await ctx.createHierarchy();
    const other = await ctx.createHierarchy();
    await observe(h.companyId, h.projectId, h.revisionId, h.listadoId);
    await ctx.context.cascades.deleteCompany(h.companyId);
    const names = (await db().listCollections()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Proyectos', 'Revisiones', 'Listados', 'cupos', 'Observaciones']));
    for (const name of names.filter((n) => !n.includes('.'))) {
      expect(await count(name, { companyId: oid(h.companyId) }), name).toBe(0);
    }
    expect(await count('Proyectos', { companyId: oid(other.companyId) })).toBe(1);
    expect(await count('cupos', { companyId: oid(other.companyId) })).toBe(1);
  });

  it('a removed user leaves every Responsables list; where they were the responsible, none is shown', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { ResponsableId: t.usuarioUser.id });
    await ctx.shareProject(t, project.id, [t.usuarioUser.id, t.responsable.id]);
    const revision = await ctx.createRevision(t, project.id, { ResponsableId: t.usuarioUser.id });
    const listado = await ctx.createListado(t, project.id, revision.id, { ResponsableId: t.usuarioUser.id });
    expect(await ctx.context.cascades.removeUser(t.companyId, t.usuarioUser.id)).toBeGreaterThanOrEqual(4);
    const stored = await db()
      .collection('Proyectos')
      .findOne({ _id: oid(project.id) });
    expect(stored?.Responsables.map(String)).toEqual([t.responsable.id]);
    expect(stored?.Responsable).toBeNull();
    for (const [collection, id] of [
      ['Revisiones', revision.id],
      ['Listados', listado.id],
    ] as const) {
      expect(
        (
          await db()
            .collection(collection)
            .findOne({ _id: oid(id) })
        )?.Responsable,
        collection,
      ).toBeNull();
    }
    // Idempotent.
    await ctx.context.cascades.removeUser(t.companyId, t.usuarioUser.id);
  });
});
