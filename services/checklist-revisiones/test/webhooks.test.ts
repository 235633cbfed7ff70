import * as cr from '@insp/contracts/checklist-revisiones';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

describe("checklist revisiones' events reach the company's webhooks (issue 20 §4)", () => {
  it('a project and an answer created and edited are forwarded once each as their types, for the types the company wants', async () => {
    const h = await ctx.createHierarchy();
    ctx.admin.webhookWanted.set(h.companyId, ['proyecto.creado', 'respuesta.creada', 'respuesta.actualizada']);
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const answer = await ctx.capture(h.director, manchas, { Estado: 'Por Resolver' });
    await ctx.ok(ctx.call(h.director, cr.respuestasEndpoints.update, { ...manchas, respuestaId: answer.id }, { body: { Estado: 'Resuelto' } }));

    await ctx.context.scheduler.runNow('webhooks');
    await ctx.context.scheduler.runNow('webhooks', new Date(Date.now() + 10_000));
    const batches = ctx.admin.webhookBatches.filter((batch) => batch.companyId === h.companyId);
    expect(batches.every((batch) => batch.body.modulo === 'checklist-revisiones')).toBe(true);
    const eventos = batches.flatMap((batch) => batch.body.eventos);
    expect(eventos.map((e) => [e.tipo, e.datos.entidadId])).toEqual([
      ['proyecto.creado', h.projectId],
      ['respuesta.creada', answer.id],
      ['respuesta.actualizada', answer.id],
    ]);
    expect(eventos[1]?.datos).toMatchObject({ entidad: 'Respuesta', accion: 'crear', padres: { projectId: h.projectId, errorTipoId: manchas.errorTipoId } });
  });
});
