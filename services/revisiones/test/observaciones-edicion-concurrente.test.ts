import { HistoryPage, observacionHistory, type ObservacionItem, ObservacionUpdated, updateObservacion } from '@insp/contracts';
import { observaciones as texts } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { type Hierarchy, observacionesSuite } from './observaciones-fixtures.ts';

const { ctx, fx } = await observacionesSuite();

const edit = (h: Hierarchy, item: ObservacionItem, body: Record<string, unknown>) =>
  ctx.call(h.director, updateObservacion, { ...fx.listadoParams(h), observacionId: item.id }, { body });

const history = async (h: Hierarchy, item: ObservacionItem) =>
  HistoryPage.parse(await ctx.ok(ctx.call(h.director, observacionHistory, { ...fx.listadoParams(h), observacionId: item.id }, { query: { limit: 50 } })));

/** Issue 17 §3: edits of one observation at once. */
describe("'Editar detalle' under concurrency", () => {
  it('keeps both of two edits of different fields sent at once', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    const answers = await Promise.all([edit(h, item, { Comentario: 'Revisado en terreno' }), edit(h, item, { Prioridad: 'Baja' })]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const stored = await fx.Observaciones().findOne({ _id: new Types.ObjectId(item.id) });
    expect(stored).toMatchObject({ Comentario: 'Revisado en terreno', Prioridad: 'Baja', Sector: 'Torre A', Version: 2 });
  });

  it('records 20 parallel edits as a history whose old values chain', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => edit(h, item, { Comentario: `Comentario ${i}` })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const page = await history(h, item);
    const edits = page.items.filter((entry) => entry.action === 'editar').reverse();
    expect(edits).toHaveLength(20);
    let previous: unknown = item.Comentario;
    for (const entry of edits) {
      const change = entry.changes.find((one) => one.field === 'Comentario');
      expect(change?.old).toBe(previous);
      previous = change?.new;
    }
    const stored = await fx.Observaciones().findOne({ _id: new Types.ObjectId(item.id) });
    expect(stored?.Comentario).toBe(previous);
    expect(stored?.Version).toBe(20);
  });

  it('refuses, 409 in Spanish, an edit made on a version another edit changed, and stores nothing of it', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    expect(item.Version).toBe(0);
    const first = ObservacionUpdated.parse(await ctx.ok(edit(h, item, { Comentario: 'Primero', Version: 0 })));
    expect(first.item.Version).toBe(1);
    const stale = await edit(h, item, { Prioridad: 'Baja', Version: 0 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ message: texts.conflicto });
    const stored = await fx.Observaciones().findOne({ _id: new Types.ObjectId(item.id) });
    expect(stored).toMatchObject({ Comentario: 'Primero', Prioridad: 'Alta', Version: 1 });
    // on the version it reloaded, the edit goes through
    expect(ObservacionUpdated.parse(await ctx.ok(edit(h, item, { Prioridad: 'Baja', Version: 1 }))).item).toMatchObject({
      Prioridad: 'Baja',
      Comentario: 'Primero',
      Version: 2,
    });
  });
});
