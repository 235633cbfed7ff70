import * as cr from '@insp/contracts/checklist-revisiones';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const DAY = 24 * 60 * 60 * 1000;
const oid = (id: string) => new Types.ObjectId(id);
const collections = [
  'ProyectosChecklist',
  'RevisionesChecklist',
  'ListadosChecklist',
  'RecintosChecklist',
  'SubcontratosChecklist',
  'ErroresTipoChecklist',
  'RespuestasErrorestipos',
];
const countAll = async (filter: Record<string, unknown>) =>
  Object.fromEntries(await Promise.all(collections.map(async (name) => [name, await ctx.app.db.collection(name).countDocuments(filter)] as const)));

describe('permanent purge and cascades', () => {
  it('purges a project deleted more than 5 days ago with everything below it and its photos, and nothing else', async () => {
    const h = await ctx.createHierarchy();
    const photo = await ctx.uploadJpeg(h.companyId, h.director);
    await ctx.capture(h.director, h.errorParams('Baño', 'Pintura', 'Manchas'), { Imagen: photo });
    const kept = await ctx.createHierarchy();
    await ctx.capture(kept.director, kept.errorParams('Cocina', 'Pintura', 'Burbujas'));
    const keptBefore = await countAll({ companyId: oid(kept.companyId) });

    await ctx.ok(ctx.call(h.director, cr.proyectosEndpoints.remove, { companyId: h.companyId, projectId: h.projectId }));
    const now = Date.now();
    await ctx.context.scheduler.runNow('purga-proyectos', new Date(now + 4 * DAY));
    expect((await countAll({ companyId: oid(h.companyId) })).RespuestasErrorestipos).toBe(1);
    await ctx.context.scheduler.runNow('purga-proyectos', new Date(now + 6 * DAY));
    expect(Object.values(await countAll({ companyId: oid(h.companyId) }))).toEqual(collections.map(() => 0));
    expect(await countAll({ companyId: oid(kept.companyId) })).toEqual(keptBefore);
    await ctx.context.files.cleanup(new Date(now + 6 * DAY));
    expect(await ctx.context.files.readImage(h.companyId, photo, 'web')).toBeNull();
    const history = await ctx.context.events.history(h.companyId, 'Proyecto', h.projectId, { limit: 5 });
    expect(history.items[0]?.action).toBe('purgar');
  });

  it('purges a listado deleted more than 5 days ago with its rooms, subcontracts, error types and answers', async () => {
    const h = await ctx.createHierarchy();
    await ctx.capture(h.director, h.errorParams('Baño', 'Pintura', 'Manchas'));
    await ctx.ok(ctx.call(h.director, cr.listadosEndpoints.remove, h.base));
    await ctx.context.scheduler.runNow('purga-listados', new Date(Date.now() + 6 * DAY));
    const left = await countAll({ listadoId: oid(h.listadoId) });
    expect(Object.values(left)).toEqual(collections.map(() => 0));
    expect(await ctx.app.db.collection('ListadosChecklist').countDocuments({ _id: oid(h.listadoId) })).toBe(0);
    expect(await ctx.app.db.collection('RevisionesChecklist').countDocuments({ _id: oid(h.revisionId) })).toBe(1);
  });

  it('a company purge leaves nothing of the company', async () => {
    const h = await ctx.createHierarchy();
    await ctx.capture(h.director, h.errorParams('Baño', 'Pintura', 'Manchas'));
    await ctx.context.cascades.deleteCompany(h.companyId);
    expect(Object.values(await countAll({ companyId: oid(h.companyId) }))).toEqual(collections.map(() => 0));
    expect(ctx.context.cascades.names()).toEqual(
      expect.arrayContaining(['proyectos', 'revisiones', 'listados', 'recintos', 'subcontratos', 'erroresTipo', 'Respuestas']),
    );
  });
});
