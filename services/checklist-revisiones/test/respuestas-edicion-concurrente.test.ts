import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

/** Issue 17 §3: edits of one checklist answer at once. */
describe('answer edits under concurrency', () => {
  const setup = async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const answer = await ctx.capture(h.director, manchas, { Comentario: 'antes' });
    const edit = (body: Record<string, unknown>) => ctx.call(h.director, cr.respuestasEndpoints.update, { ...manchas, respuestaId: answer.id }, { body });
    return { h, answer, edit };
  };

  it('keeps both of two edits of different fields sent at once', async () => {
    const { edit, answer } = await setup();
    const answers = await Promise.all([edit({ Comentario: 'después' }), edit({ Estado: 'Resuelto' })]);
    for (const one of answers) expect(one.statusCode, one.body).toBe(200);
    const { item } = await ctx.ok<cr.RespuestaUpdated>(edit({ Comentario: 'después' }));
    expect(item).toMatchObject({ id: answer.id, Comentario: 'después', Estado: 'Resuelto', Version: 2 });
    expect(item.FechaResuelta).not.toBeNull();
  });

  it('records 20 parallel edits as events whose old values chain', async () => {
    const { edit, answer } = await setup();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => edit({ Comentario: `Comentario ${i}` })));
    for (const one of answers) expect(one.statusCode, one.body).toBe(200);
    const events = await ctx.app.db.collection('eventos').find({ entityId: answer.id, action: 'editar' }).sort({ _id: 1 }).toArray();
    expect(events).toHaveLength(20);
    let previous: unknown = 'antes';
    for (const event of events) {
      const change = (event.changes as { field: string; old: unknown; new: unknown }[]).find((one) => one.field === 'Comentario');
      expect(change?.old).toBe(previous);
      previous = change?.new;
    }
    // an edit that changes nothing answers the answer as stored: the last value, 20 edits
    expect((await ctx.ok<cr.RespuestaUpdated>(edit({ Comentario: String(previous) }))).item).toMatchObject({ Comentario: previous, Version: 20 });
  });

  it('refuses, 409 in Spanish, an edit made on a version another edit changed, and stores nothing of it', async () => {
    const { edit } = await setup();
    expect((await ctx.ok<cr.RespuestaUpdated>(edit({ Comentario: 'primero', Version: 0 }))).item.Version).toBe(1);
    await ctx.fails(edit({ Estado: 'Resuelto', Version: 0 }), 409, texts.respuestas.errors.conflicto);
    const item = await ctx.ok<cr.RespuestaUpdated>(edit({ Estado: 'Resuelto', Version: 1 }));
    expect(item.item).toMatchObject({ Comentario: 'primero', Estado: 'Resuelto', Version: 2 });
  });
});
