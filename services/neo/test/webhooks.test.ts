import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures } from './fixtures.ts';

const ctx = await testContext();
const f = fixtures(ctx);
afterAll(() => ctx.app.close());

describe("NEO's events reach the company's webhooks (issue 20 §4)", () => {
  it('a project, a sheet created, signed by each reviewer and so finished are forwarded once each as their types', async () => {
    const h = await ctx.createHierarchy();
    ctx.admin.webhookWanted.set(h.companyId, ['proyecto.creado', 'hoja.creada', 'hoja.firmada', 'hoja.finalizada']);
    const { hoja } = await ctx.addSheet(h, h);
    await ctx.start(h, h.projectId);
    const sheet = { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId, hojaId: hoja.id };
    await f.signed(h.revisor1, sheet);
    await f.signed(h.revisor2, sheet);

    await ctx.context.scheduler.runNow('webhooks');
    await ctx.context.scheduler.runNow('webhooks', new Date(Date.now() + 10_000));
    const batches = ctx.admin.webhookBatches.filter((batch) => batch.companyId === h.companyId);
    expect(batches.every((batch) => batch.body.modulo === 'neo')).toBe(true);
    const eventos = batches.flatMap((batch) => batch.body.eventos);
    // A signature is its own record (FirmaOT) of the sheet named in its parents.
    expect(eventos.map((e) => [e.tipo, e.datos.entidad, e.datos.padres.hojaId ?? e.datos.entidadId])).toEqual([
      ['proyecto.creado', 'ProyectoOT', h.projectId],
      ['hoja.creada', 'HojaOT', hoja.id],
      ['hoja.firmada', 'FirmaOT', hoja.id],
      ['hoja.firmada', 'FirmaOT', hoja.id],
      ['hoja.finalizada', 'HojaOT', hoja.id],
    ]);
    expect(eventos.filter((e) => e.tipo === 'hoja.firmada').map((e) => e.datos.actor)).toEqual([
      { id: h.revisor1.sub, nombre: h.revisor1.name },
      { id: h.revisor2.sub, nombre: h.revisor2.name },
    ]);
    expect(eventos[4]?.datos.cambios).toEqual({ FechaRevisionFinal: { anterior: null, nuevo: expect.any(String) } });
  });
});
