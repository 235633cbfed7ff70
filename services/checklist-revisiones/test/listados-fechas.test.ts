import * as cr from '@insp/contracts/checklist-revisiones';
import { TEST_TIME_ZONES, useTimeZone } from '@insp/domain/testing';
import { common } from '@insp/messages';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const endpoints = cr.listadosEndpoints;
const listados = () => ctx.app.db.collection('ListadosChecklist');

// 'Fecha propuesta' and 'Fecha real' are calendar dates: the day chosen, whatever the server's clock.
describe.each(TEST_TIME_ZONES)('the dates of a checklist listado under TZ=%s', (timeZone) => {
  useTimeZone(timeZone);

  it('a date saved is the day answered, and an unchanged re-save keeps it', async () => {
    const h = await ctx.createHierarchy();
    for (const endpoint of [endpoints.fechaPropuesta, endpoints.fechaReal]) {
      const field = endpoint === endpoints.fechaPropuesta ? 'FechaPropuesta' : 'FechaReal';
      const saved = await ctx.ok<cr.ListadoItem>(ctx.call(h.director, endpoint, h.base, { body: { Fecha: '2026-12-20' } }));
      expect(saved[field]).toBe('2026-12-20');
      const read = await ctx.ok<cr.ListadoItem>(ctx.call(h.director, endpoints.get, h.base));
      expect(read[field]).toBe('2026-12-20');
      // What the form sends back when the user saves without changing the date.
      const again = await ctx.ok<cr.ListadoItem>(ctx.call(h.director, endpoint, h.base, { body: { Fecha: read[field] ?? '' } }));
      expect(again[field]).toBe('2026-12-20');
      const page = await ctx.ok<cr.ListadoPage>(
        ctx.call(h.director, endpoints.list, { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId }),
      );
      expect(page.items.find((l) => l.id === h.listadoId)?.[field]).toBe('2026-12-20');
      expect((await listados().findOne({ _id: new Types.ObjectId(h.listadoId) }))?.[field]).toBe('2026-12-20');
    }
  });

  it('a date stored before as a BSON date reads as the day the user chose; only YYYY-MM-DD is accepted', async () => {
    const h = await ctx.createHierarchy();
    await listados().updateOne(
      { _id: new Types.ObjectId(h.listadoId) },
      { $set: { FechaPropuesta: new Date('2026-12-20T00:00:00.000Z'), FechaReal: new Date('2026-12-21T02:30:00.000Z') } },
    );
    expect(await ctx.ok<cr.ListadoItem>(ctx.call(h.director, endpoints.get, h.base))).toMatchObject({ FechaPropuesta: '2026-12-20', FechaReal: '2026-12-20' });
    for (const Fecha of ['2026-12-20T00:00:00.000Z', '2026-02-30', 'mañana']) {
      const answer = await ctx.call(h.director, endpoints.fechaReal, h.base, { body: { Fecha } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: common.fechaInvalida });
    }
  });
});
