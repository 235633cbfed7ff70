import { observacionCorreccionEndpoints, updateObservacion } from '@insp/contracts';
import { EnlacePortalCreado, enlacesPortalEndpoints, portalEndpoints } from '@insp/contracts/portal';
import { WebhookEventosBody } from '@insp/contracts/webhooks';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { observacionFixtures } from './observaciones-fixtures.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const fx = observacionFixtures(ctx);

describe("revisiones' events reach the company's webhooks (issue 20 §4)", () => {
  it('a project and an observation created, edited and resolved are forwarded once each as their types; what no webhook wants is not', async () => {
    const h = await ctx.createHierarchy();
    ctx.admin.webhookWanted.set(h.companyId, ['proyecto.creado', 'observacion.creada', 'observacion.actualizada', 'observacion.resuelta']);
    const item = await fx.captured(h);
    const edit = (body: Record<string, unknown>) =>
      ctx.ok(ctx.call(h.director, updateObservacion, { ...fx.listadoParams(h), observacionId: item.id }, { body }));
    await edit({ Comentario: 'Revisado en terreno' });
    await edit({ Resuelta: true });

    await ctx.context.scheduler.runNow('webhooks');
    const batches = ctx.admin.webhookBatches.filter((batch) => batch.companyId === h.companyId);
    for (const batch of batches) expect(() => WebhookEventosBody.parse(batch.body)).not.toThrow();
    expect(batches.every((batch) => batch.body.modulo === 'revisiones')).toBe(true);
    const eventos = batches.flatMap((batch) => batch.body.eventos);
    // The revision and the listado are in the log too; no webhook type names them.
    expect(eventos.map((e) => [e.tipo, e.datos.entidadId])).toEqual([
      ['proyecto.creado', h.projectId],
      ['observacion.creada', item.id],
      ['observacion.actualizada', item.id],
      ['observacion.resuelta', item.id],
    ]);
    const [, creada, actualizada] = eventos;
    expect(creada?.datos).toMatchObject({
      entidad: 'Observacion',
      accion: 'crear',
      padres: { projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId },
      actor: { id: h.director.sub },
    });
    expect(actualizada?.datos.cambios).toEqual({ Comentario: { anterior: 'Mancha en el muro norte', nuevo: 'Revisado en terreno' } });

    // A later run sends nothing again.
    await ctx.context.scheduler.runNow('webhooks', new Date(Date.now() + 10_000));
    expect(ctx.admin.webhookBatches.filter((batch) => batch.companyId === h.companyId).flatMap((batch) => batch.body.eventos)).toHaveLength(4);
  });

  it('a fix reported through the contractor portal is correccion.informada; accepting it resolves the observation', async () => {
    const h = await ctx.createHierarchy();
    ctx.admin.webhookWanted.set(h.companyId, ['correccion.informada', 'observacion.resuelta']);
    const item = await fx.captured(h);
    const pintura = h.company.Catalogos.subcontratos.find((s) => s.Nombre === 'Pintura')?.id ?? '';
    const link = EnlacePortalCreado.parse(
      await ctx.ok(ctx.call(h.director, enlacesPortalEndpoints.create, h.projectParams, { body: { subcontratoId: pintura } })),
    );
    await ctx.ok(ctx.call(null, portalEndpoints.correccion, { token: link.token, itemId: item.id }, { body: { comentario: 'Muro repintado' } }));
    await ctx.ok(ctx.call(h.director, observacionCorreccionEndpoints.aceptar, { ...fx.listadoParams(h), observacionId: item.id }));

    await ctx.context.scheduler.runNow('webhooks', new Date(Date.now() + 30_000));
    const eventos = ctx.admin.webhookBatches.filter((batch) => batch.companyId === h.companyId).flatMap((batch) => batch.body.eventos);
    expect(eventos.map((e) => [e.tipo, e.datos.entidadId, e.datos.accion])).toEqual([
      ['correccion.informada', item.id, 'correccion-informada'],
      ['observacion.resuelta', item.id, 'correccion-aceptada'],
    ]);
    expect(eventos[0]?.datos.cambios).toMatchObject({ correccion: { anterior: null, nuevo: { estado: 'Informada', comentario: 'Muro repintado' } } });
  });

  it('a company whose webhooks want nothing of this module gets nothing', async () => {
    const h = await ctx.createHierarchy();
    ctx.admin.webhookWanted.set(h.companyId, ['hoja.firmada']);
    await fx.captured(h);
    await ctx.context.scheduler.runNow('webhooks', new Date(Date.now() + 40_000));
    expect(ctx.admin.webhookBatches.filter((batch) => batch.companyId === h.companyId)).toEqual([]);
  });
});
