import { type ListadoItem, listadosEndpoints as endpoints } from '@insp/contracts';
import { TEST_TIME_ZONES, useTimeZone } from '@insp/domain/testing';
import { common } from '@insp/messages';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const stored = (listadoId: string) => ctx.app.db.collection('Listados').findOne({ _id: new Types.ObjectId(listadoId) });

// 'Fecha propuesta' and 'Fecha real' are calendar dates: the day chosen, whatever the server's clock.
describe.each(TEST_TIME_ZONES)('the dates of a listado under TZ=%s', (timeZone) => {
  useTimeZone(timeZone);

  it('a date saved is the day answered, and an unchanged re-save keeps it', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId };
    for (const endpoint of [endpoints.fechaPropuesta, endpoints.fechaReal]) {
      const field = endpoint === endpoints.fechaPropuesta ? 'FechaPropuesta' : 'FechaReal';
      const saved = await ctx.ok<ListadoItem>(ctx.call(h.director, endpoint, params, { body: { Fecha: '2026-12-20' } }));
      expect(saved[field]).toBe('2026-12-20');
      const read = await ctx.ok<ListadoItem>(ctx.call(h.director, endpoints.get, params));
      expect(read[field]).toBe('2026-12-20');
      // What the form sends back when the user saves without changing the date.
      const again = await ctx.ok<ListadoItem>(ctx.call(h.director, endpoint, params, { body: { Fecha: read[field] ?? '' } }));
      expect(again[field]).toBe('2026-12-20');
      expect((await ctx.ok<{ items: ListadoItem[] }>(ctx.call(h.director, endpoints.list, params))).items.find((l) => l.id === h.listadoId)?.[field]).toBe(
        '2026-12-20',
      );
      expect((await stored(h.listadoId))?.[field]).toBe('2026-12-20');
    }
  });

  it('a date stored before as a BSON date reads as the day the user chose', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId };
    // From the date input: the day at 00:00 UTC; from a client's date-time: its day in Santiago.
    await ctx.app.db
      .collection('Listados')
      .updateOne(
        { _id: new Types.ObjectId(h.listadoId) },
        { $set: { FechaPropuesta: new Date('2026-12-20T00:00:00.000Z'), FechaReal: new Date('2026-12-21T02:30:00.000Z') } },
      );
    expect(await ctx.ok<ListadoItem>(ctx.call(h.director, endpoints.get, params))).toMatchObject({ FechaPropuesta: '2026-12-20', FechaReal: '2026-12-20' });
    const resaved = await ctx.ok<ListadoItem>(ctx.call(h.director, endpoints.fechaPropuesta, params, { body: { Fecha: '2026-12-20' } }));
    expect(resaved).toMatchObject({ FechaPropuesta: '2026-12-20', FechaReal: '2026-12-20' });
    expect((await stored(h.listadoId))?.FechaPropuesta).toBe('2026-12-20');
  });

  it('only a real day written YYYY-MM-DD is accepted, with a Spanish message', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId };
    for (const Fecha of ['2026-12-20T00:00:00.000Z', '2026-02-30', '20/12/2026', 'mañana']) {
      const answer = await ctx.call(h.director, endpoints.fechaPropuesta, params, { body: { Fecha } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: common.fechaInvalida });
    }
  });
});
