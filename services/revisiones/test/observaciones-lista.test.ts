import { listObservaciones, type ObservacionItem } from '@insp/contracts';
import { common } from '@insp/messages';
import { observaciones as texts, revisiones } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { testContext } from './context.ts';
import { DAY_MS, type Hierarchy, observacionFixtures } from './observaciones-fixtures.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
afterEach(() => vi.useRealTimers());
const fx = observacionFixtures(ctx);

/** Every page of the listado, following `next`. */
async function allPages(h: Hierarchy, query: Record<string, unknown> = {}) {
  const pages: ObservacionItem[][] = [];
  let after: string | undefined;
  for (;;) {
    const page = await fx.list(h, { ...query, ...(after ? { after } : {}) });
    pages.push(page.items);
    if (!page.next) return pages;
    after = page.next;
  }
}

describe('observations of a listado (GET .../listados/:listadoId/observaciones)', () => {
  it('answers newest first, 20 per page, and keyset pages give every observation exactly once in order', async () => {
    const h = await ctx.createHierarchy();
    const created: ObservacionItem[] = [];
    for (let i = 0; i < 25; i++) created.push(await fx.captured(h, { Comentario: `n${i}` }));
    // Some share one instant: the order falls back on the id.
    const tie = new Date(Date.now() - DAY_MS);
    for (const item of created.slice(5, 10)) await fx.setCreatedAt(item.id, tie);

    const first = await fx.list(h);
    expect(first.items).toHaveLength(20);
    expect(first.next).not.toBeNull();

    const stored = await fx
      .Observaciones()
      .find({ listadoId: new Types.ObjectId(h.listadoId) })
      .sort({ CreatedAt: -1, _id: -1 })
      .toArray();
    const expected = stored.map((doc) => doc._id.toHexString());
    for (const limit of [7, 20, 25, 100]) {
      const pages = await allPages(h, { limit });
      expect(pages.flat().map((item) => item.id)).toEqual(expected);
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
    // Newest first: the last captured leads, the five moved a day back come last.
    expect(first.items[0]?.Comentario).toBe('n24');
    expect(new Set(expected.slice(-5))).toEqual(new Set(created.slice(5, 10).map((item) => item.id)));
  });

  it('answers an empty page for a listado without observations', async () => {
    const h = await ctx.createHierarchy();
    expect(await fx.list(h)).toEqual({ items: [], next: null });
  });

  it('refuses a malformed cursor and an inverted date range', async () => {
    const h = await ctx.createHierarchy();
    const cursor = await ctx.call(h.director, listObservaciones, fx.listadoParams(h), { query: { after: 'nope' } });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toEqual({ message: texts.cursorInvalid });
    const range = await ctx.call(h.director, listObservaciones, fx.listadoParams(h), {
      query: { desde: '2024-05-02T00:00:00.000Z', hasta: '2024-05-01T00:00:00.000Z' },
    });
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({ message: texts.rangeInvalid });
  });

  it('filters by status through date bounds with the project days, without writing any status', async () => {
    const h = await ctx.createHierarchy();
    const project = await ctx.createProject(h, { DiasPorVencer: 3, DiasVencidos: 7 });
    await ctx.shareProject(h, project.id);
    const revision = await ctx.createRevision(h, project.id);
    const listado = await ctx.createListado(h, project.id, revision.id);
    const p = { ...h, projectId: project.id, revisionId: revision.id, listadoId: listado.id };
    const fresh = await fx.captured(p);
    const porVencer = await fx.captured(p);
    const vencida = await fx.captured(p);
    const resuelta = await fx.captured(p);
    await fx.setCreatedAt(porVencer.id, fx.daysAgo(5));
    await fx.setCreatedAt(vencida.id, fx.daysAgo(30));
    await fx.setCreatedAt(resuelta.id, fx.daysAgo(30));
    await fx.Observaciones().updateOne({ _id: new Types.ObjectId(resuelta.id) }, { $set: { Resuelta: new Date() } });

    const ids = async (estado?: string) => (await fx.list(p, estado ? { estado } : {})).items.map((item) => item.id);
    expect(await ids('Observada')).toEqual([fresh.id]);
    expect(await ids('Por Vencer')).toEqual([porVencer.id]);
    expect(await ids('Vencida')).toEqual([vencida.id]);
    expect(await ids('Resuelta')).toEqual([resuelta.id]);

    const all = await fx.list(p);
    expect(Object.fromEntries(all.items.map((item) => [item.id, [item.Estado, item.EstadoLabel]]))).toEqual({
      [fresh.id]: ['Observada', 'Observada'],
      [porVencer.id]: ['Por Vencer', 'Por Vencer'],
      [vencida.id]: ['Vencida', 'Por Resolver'],
      [resuelta.id]: ['Resuelta', 'Resuelta'],
    });
    const stored = await fx
      .Observaciones()
      .find({ listadoId: new Types.ObjectId(listado.id) })
      .toArray();
    expect(stored.every((doc) => !('Estado' in doc))).toBe(true);
  });

  it('puts an observation exactly DiasPorVencer days old in Por Vencer and exactly DiasVencidos days old in Vencida', async () => {
    const h = await ctx.createHierarchy();
    const project = await ctx.createProject(h, { DiasPorVencer: 10, DiasVencidos: 20 });
    const revision = await ctx.createRevision(h, project.id);
    const listado = await ctx.createListado(h, project.id, revision.id);
    const p = { ...h, projectId: project.id, revisionId: revision.id, listadoId: listado.id };
    const items = [];
    for (let i = 0; i < 4; i++) items.push(await fx.captured(p));
    const [justBefore, atPorVencer, justBeforeVencida, atVencida] = items.map((item) => item.id) as [string, string, string, string];

    // Only Date is frozen (timers and the database driver keep running).
    const now = new Date(Date.now() + 60_000);
    vi.useFakeTimers({ toFake: ['Date'], now });
    await fx.setCreatedAt(justBefore, new Date(now.getTime() - 10 * DAY_MS + 1));
    await fx.setCreatedAt(atPorVencer, new Date(now.getTime() - 10 * DAY_MS));
    await fx.setCreatedAt(justBeforeVencida, new Date(now.getTime() - 20 * DAY_MS + 1));
    await fx.setCreatedAt(atVencida, new Date(now.getTime() - 20 * DAY_MS));

    const estados = Object.fromEntries((await fx.list(p)).items.map((item) => [item.id, item.Estado]));
    expect(estados).toEqual({ [justBefore]: 'Observada', [atPorVencer]: 'Por Vencer', [justBeforeVencida]: 'Por Vencer', [atVencida]: 'Vencida' });
    const ids = async (estado: string) => new Set((await fx.list(p, { estado })).items.map((item) => item.id));
    expect(await ids('Observada')).toEqual(new Set([justBefore]));
    expect(await ids('Por Vencer')).toEqual(new Set([atPorVencer, justBeforeVencida]));
    expect(await ids('Vencida')).toEqual(new Set([atVencida]));
  });

  it('filters by prioridad, sector, recinto, subcontrato and error tipo', async () => {
    const h = await ctx.createHierarchy();
    const a = await fx.captured(h, { Sector: 'Torre A', Recinto: 'Baño', Subcontrato: 'Pintura', ErrorTipo: 'Manchas', Prioridad: 'Alta' });
    const b = await fx.captured(h, { Sector: 'Torre B', Recinto: 'Cocina', Subcontrato: 'Pintura', ErrorTipo: 'Fisuras', Prioridad: 'Baja' });
    const c = await fx.captured(h, { Sector: 'Torre B', Recinto: 'Living', Subcontrato: 'Cerámica', ErrorTipo: 'Nivel', Prioridad: 'Alta' });
    const ids = async (query: Record<string, string>) => (await fx.list(h, query)).items.map((item) => item.id);
    expect(await ids({ prioridad: 'Alta' })).toEqual([c.id, a.id]);
    expect(await ids({ sector: 'Torre B' })).toEqual([c.id, b.id]);
    expect(await ids({ recinto: 'Cocina' })).toEqual([b.id]);
    expect(await ids({ subcontrato: 'Pintura' })).toEqual([b.id, a.id]);
    expect(await ids({ subcontrato: 'Pintura', errorTipo: 'Fisuras' })).toEqual([b.id]);
    expect(await ids({ sector: 'Torre B', prioridad: 'Alta' })).toEqual([c.id]);
    expect(await ids({ sector: 'Estacionamientos' })).toEqual([]);
  });

  it('applies the date range only when both dates are given', async () => {
    const h = await ctx.createHierarchy();
    const old = await fx.captured(h);
    const recent = await fx.captured(h);
    await fx.setCreatedAt(old.id, new Date('2024-05-10T15:00:00.000Z'));
    const ids = async (query: Record<string, string>) => (await fx.list(h, query)).items.map((item) => item.id);
    expect(await ids({ desde: '2024-05-10T00:00:00.000Z', hasta: '2024-05-10T23:59:59.999Z' })).toEqual([old.id]);
    expect(await ids({ desde: '2024-05-11T00:00:00.000Z', hasta: '2024-05-12T00:00:00.000Z' })).toEqual([]);
    // One end alone is ignored.
    expect(await ids({ desde: '2024-05-11T00:00:00.000Z' })).toEqual([recent.id, old.id]);
    expect(await ids({ hasta: '2024-05-09T00:00:00.000Z' })).toEqual([recent.id, old.id]);
  });

  it('shows a responsible company user the list, and refuses the others', async () => {
    const h = await ctx.createHierarchy();
    await fx.captured(h);
    expect((await fx.list(h, {}, h.usuario)).items).toHaveLength(1);
    const outsider = ctx.user('UsuarioEmpresa', h.companyId, { sub: ctx.admin.addUser(h.companyId).id });
    const refused = await ctx.call(outsider, listObservaciones, fx.listadoParams(h));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: common.forbidden });
    const other = await ctx.createHierarchy();
    const foreign = await ctx.call(other.director, listObservaciones, fx.listadoParams(h));
    expect(foreign.statusCode).toBe(403);
    const wrongRevision = await ctx.call(h.director, listObservaciones, fx.listadoParams(h, h.listadoId, other.revisionId));
    expect(wrongRevision.statusCode).toBe(404);
    expect(wrongRevision.json()).toEqual({ message: revisiones.revisiones.errors.noEncontrada });
  });
});
