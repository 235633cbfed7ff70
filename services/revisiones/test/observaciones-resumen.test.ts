import { type AccessClaims } from '@insp/contracts';
import { listadosEndpoints, ObservacionResumenPage, projectObservaciones, proyectosEndpoints } from '@insp/contracts';
import { observationDays } from '@insp/domain';
import { common } from '@insp/messages';
import { revisiones } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { observacionesFilter, streamObservaciones } from '../src/shared/observaciones-query.ts';
import { DAY_MS, type Hierarchy, observacionesSuite } from './observaciones-fixtures.ts';

const { ctx, fx } = await observacionesSuite();

const summary = async (h: Hierarchy, query: Record<string, unknown> = {}, claims: AccessClaims = h.director) => {
  const response = await ctx.call(claims, projectObservaciones, { companyId: h.companyId, projectId: h.projectId }, { query });
  expect(response.statusCode, response.body).toBe(200);
  return ObservacionResumenPage.parse(response.json());
};

/** A project with two revisions: R1 with listados L1 (12 observations) and L2 (10), R2 with L3 (3). */
async function bigProject() {
  const h = await ctx.createHierarchy();
  const l2 = await ctx.createListado(h, h.projectId, h.revisionId);
  const r2 = await ctx.createRevision(h, h.projectId);
  const l3 = await ctx.createListado(h, h.projectId, r2.id);
  for (let i = 0; i < 12; i++) await fx.captured(h, { Sector: i % 3 === 0 ? 'Torre B' : 'Torre A', Comentario: `L1-${i}` });
  for (let i = 0; i < 10; i++) await fx.captured(h, { Subcontrato: 'Cerámica', ErrorTipo: 'Nivel', Comentario: `L2-${i}` }, fx.listadoParams(h, l2.id));
  for (let i = 0; i < 3; i++) await fx.captured(h, { Prioridad: 'Baja', Comentario: `L3-${i}` }, fx.listadoParams(h, l3.id, r2.id));
  return { h, l2, r2, l3 };
}

describe('project-wide summary (GET /companies/:companyId/projects/:projectId/observaciones)', () => {
  let h: Hierarchy;
  let l2: Awaited<ReturnType<typeof bigProject>>['l2'];
  let r2: Awaited<ReturnType<typeof bigProject>>['r2'];
  let l3: Awaited<ReturnType<typeof bigProject>>['l3'];
  beforeAll(async () => {
    ({ h, l2, r2, l3 } = await bigProject());
  });

  it('pages every observation of the project, 20 at a time, newest first, with its revision and listado', async () => {
    const first = await summary(h);
    expect(first).toMatchObject({ total: 25, page: 0, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await summary(h, { page: 1 });
    expect(second.items).toHaveLength(5);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(25);
    const times = all.map((item) => new Date(item.CreatedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ Comentario: 'L3-2', revisionId: r2.id, listadoId: l3.id, NombreRevision: r2.Nombre, NombreListado: l3.Nombre, Numero: 3 });
    const l2Row = all.find((item) => item.Comentario === 'L2-0');
    expect(l2Row).toMatchObject({ NombreRevision: h.revision.Nombre, NombreListado: l2.Nombre, Numero: 1, Estado: 'Observada' });
    expect(new Date(l2Row?.Vencida ?? 0).getTime() - new Date(l2Row?.CreatedAt ?? 0).getTime()).toBe(20 * DAY_MS);
  });

  it('filters by revision, listado, sector, subcontrato, prioridad and status', async () => {
    expect((await summary(h, { revisionId: h.revisionId })).total).toBe(22);
    expect((await summary(h, { revisionId: r2.id })).total).toBe(3);
    expect((await summary(h, { listadoId: l2.id })).total).toBe(10);
    expect((await summary(h, { sector: 'Torre B' })).total).toBe(4 + 0 + 0);
    expect((await summary(h, { subcontrato: 'Cerámica', errorTipo: 'Nivel' })).total).toBe(10);
    expect((await summary(h, { prioridad: 'Baja', revisionId: r2.id })).total).toBe(3);
    expect((await summary(h, { estado: 'Resuelta' })).total).toBe(0);
    expect((await summary(h, { estado: 'Observada' })).total).toBe(25);
    const range = await summary(h, { desde: '2020-01-01T00:00:00.000Z', hasta: '2020-12-31T00:00:00.000Z' });
    expect(range).toMatchObject({ total: 0, items: [] });
  });

  it('shows a responsible company user the summary and refuses the others', async () => {
    expect((await summary(h, {}, h.usuario)).total).toBe(25);
    const outsider = ctx.user('UsuarioEmpresa', h.companyId, { sub: ctx.admin.addUser(h.companyId).id });
    const refused = await ctx.call(outsider, projectObservaciones, { companyId: h.companyId, projectId: h.projectId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: common.forbidden });
    const other = ctx.createCompany();
    const foreign = await ctx.call(other.director, projectObservaciones, { companyId: other.companyId, projectId: h.projectId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: revisiones.proyectos.errors.noExiste });
  });

  it('streams the filtered observations in order for reports, with their derived status', async () => {
    const days = observationDays(h.project);
    const ids: string[] = [];
    for await (const obs of streamObservaciones(
      ctx.app.db,
      h.companyId,
      { projectId: h.projectId, listadoId: l2.id },
      {},
      { days, order: 'numero', batchSize: 3 },
    )) {
      expect(obs.Estado).toBe('Observada');
      ids.push(`${obs.NombreListado}#${obs.Numero}`);
    }
    expect(ids).toEqual(Array.from({ length: 10 }, (_, i) => `${l2.Nombre}#${i + 1}`));
    let torreB = 0;
    for await (const obs of streamObservaciones(ctx.app.db, h.companyId, { projectId: h.projectId }, { sector: 'Torre B' }, { days })) {
      expect(obs.Sector).toBe('Torre B');
      torreB++;
    }
    expect(torreB).toBe(4);
    // A status no observation can have with the project's days: no query at all.
    expect(
      observacionesFilter(h.companyId, { projectId: h.projectId }, { estado: 'Por Vencer' }, { DiasPorVencer: 5, DiasVencidos: 5 }, new Date()),
    ).toBeNull();
    // Another company's id sees nothing of this project.
    let foreign = 0;
    for await (const _ of streamObservaciones(ctx.app.db, new Types.ObjectId().toHexString(), { projectId: h.projectId }, {}, { days })) foreign++;
    expect(foreign).toBe(0);
  });

  it('leaves out the observations of a deleted listado (until it is restored)', async () => {
    await ctx.ok(ctx.call(h.director, listadosEndpoints.remove, fx.listadoParams(h, l2.id)));
    expect((await summary(h)).total).toBe(15);
    expect((await summary(h, { listadoId: l2.id })).total).toBe(10);
    await ctx.ok(ctx.call(h.director, listadosEndpoints.restore, fx.listadoParams(h, l2.id)));
    expect((await summary(h)).total).toBe(25);
  });
});

describe('removal', () => {
  const fileState = async (ids: string[]) =>
    ctx.app.db
      .collection('archivos')
      .find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } })
      .toArray();

  it('purges the observations of a listado past its grace and releases their photos', async () => {
    const h = await ctx.createHierarchy();
    const keep = await ctx.createListado(h, h.projectId, h.revisionId);
    const photo = await fx.uploadJpeg(h.companyId, h.director);
    await fx.captured(h, { Imagenes: [photo] });
    await fx.captured(h);
    const kept = await fx.captured(h, {}, fx.listadoParams(h, keep.id));
    await ctx.ok(ctx.call(h.director, listadosEndpoints.remove, fx.listadoParams(h)));
    await ctx.context.scheduler.runNow('purga-listados', new Date(Date.now() + 6 * DAY_MS));

    const left = await fx
      .Observaciones()
      .find({ projectId: new Types.ObjectId(h.projectId) })
      .toArray();
    expect(left.map((doc) => doc._id.toHexString())).toEqual([kept.id]);
    const [released] = await fileState([photo]);
    expect(released?.releasedAt).toBeInstanceOf(Date);
    await ctx.context.files.cleanup(new Date(Date.now() + 60_000));
    expect(await fileState([photo])).toEqual([]);
  });

  it('purges the observations of a project past its grace, with their photos', async () => {
    const h = await ctx.createHierarchy();
    const other = await ctx.createHierarchy();
    const photos = [await fx.uploadJpeg(h.companyId, h.director), await fx.uploadJpeg(h.companyId, h.director)];
    await fx.captured(h, { Imagenes: photos });
    await fx.captured(h);
    await fx.captured(other);
    await ctx.ok(ctx.call(h.director, proyectosEndpoints.remove, { companyId: h.companyId, projectId: h.projectId }));
    await ctx.context.scheduler.runNow('purga-proyectos', new Date(Date.now() + 6 * DAY_MS));

    expect(await fx.Observaciones().countDocuments({ projectId: new Types.ObjectId(h.projectId) })).toBe(0);
    expect(await fx.Observaciones().countDocuments({ projectId: new Types.ObjectId(other.projectId) })).toBe(1);
    expect((await fileState(photos)).every((file) => file.releasedAt instanceof Date)).toBe(true);
  });

  it("deletes every observation of a company with the company cascade ('Observaciones')", async () => {
    const h = await ctx.createHierarchy();
    const other = await ctx.createHierarchy();
    await fx.captured(h, { Imagenes: [await fx.uploadJpeg(h.companyId, h.director)] });
    await fx.captured(other);
    expect(ctx.context.cascades.names()).toContain('Observaciones');
    await ctx.context.cascades.deleteCompany(h.companyId);
    expect(await fx.Observaciones().countDocuments({ companyId: new Types.ObjectId(h.companyId) })).toBe(0);
    expect(await ctx.app.db.collection('archivos').countDocuments({ companyId: new Types.ObjectId(h.companyId) })).toBe(0);
    expect(await fx.Observaciones().countDocuments({ companyId: new Types.ObjectId(other.companyId) })).toBe(1);
  });
});
