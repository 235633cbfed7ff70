import { type AccessClaims, downloadFile, HistoryPage, type InternalUser } from '@insp/contracts';
import {
  ListadoPage,
  listadosEndpoints,
  observacionEstados,
  observacionHistory,
  ObservacionResumenPage,
  projectObservaciones,
  type ProyectoItem,
  ProyectoPage,
  proyectosEndpoints,
} from '@insp/contracts';
import { portalEndpoints, PortalVista } from '@insp/contracts/portal';
import { formatDateTime } from '@insp/domain';
import { DAY_MS } from '@insp/module-service/seed-kit';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatSeedSummary, type RevisionesSeedSummary, seedRevisiones } from '../src/seed/demo.ts';
import { plannedProjects } from '../src/seed/plan.ts';
import { type TestCompany, type TestContext, testContext } from './context.ts';

const SCALE = 0.08;

interface StoredObservacion {
  _id: Types.ObjectId;
  projectId: Types.ObjectId;
  listadoId: Types.ObjectId;
  Numero: number;
  Sector: string;
  Recinto: string;
  Subcontrato: string;
  ErrorTipo: string;
  Prioridad: string;
  Imagenes: Types.ObjectId[];
  CreatedAt: Date;
  Resuelta: Date | null;
  createdBy: { id: string };
  NombreProyecto: string;
}

describe('revisiones demo seed', () => {
  let ctx: TestContext;
  let t: TestCompany;
  let encargado: InternalUser;
  let encargadoClaims: AccessClaims;
  let summary: RevisionesSeedSummary;
  const now = new Date();

  const run = () =>
    seedRevisiones({
      director: ctx.seedTransport(t.director),
      encargado: ctx.seedTransport(encargadoClaims),
      companyId: t.companyId,
      db: ctx.app.db,
      now,
      scale: SCALE,
    });

  const observaciones = () =>
    ctx.app.db
      .collection<StoredObservacion>('Observaciones')
      .find({ companyId: new Types.ObjectId(t.companyId) })
      .toArray();

  const projects = async (claims: AccessClaims, deleted: boolean): Promise<ProyectoItem[]> => {
    const response = await ctx.call(claims, proyectosEndpoints.list, { companyId: t.companyId }, { query: { deleted: String(deleted), pageSize: 20 } });
    expect(response.statusCode, response.body).toBe(200);
    return ProyectoPage.parse(response.json()).items;
  };

  beforeAll(async () => {
    ctx = await testContext();
    t = ctx.createCompany();
    encargado = ctx.admin.addUser(t.companyId, { Nombre: 'Esteban', Apellido: 'Muñoz', Email: 'encargado@andes.cl', Cargo: 'Encargado de Calidad' });
    encargadoClaims = ctx.user('UsuarioEmpresa', t.companyId, { sub: encargado.id, name: encargado.NombreCompleto });
    summary = await run();
  }, 120_000);

  afterAll(async () => {
    await ctx?.app.close();
  });

  it('creates three projects, the third soft-deleted two days ago (3 days left)', async () => {
    expect(summary).toMatchObject({ skipped: false, proyectos: 3, revisiones: 8, listados: 21 });
    const all = await projects(t.director, true);
    expect(all).toHaveLength(3);
    const active = all.filter((p) => p.Estado === 'Activo').map((p) => p.NombreProyecto);
    expect(active.sort()).toEqual(['Condominio Vista Mar', 'Edificio Los Robles']);
    const deleted = all.find((p) => p.Estado === 'Eliminado');
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
    expect(deleted?.FechaEliminacion).toBe(twoDaysAgo.toISOString());
    expect(deleted?.DiasRestantes).toBe(3);
    // The name's deletion suffix follows the moved date.
    expect(deleted?.NombreProyecto).toBe(`Torre Alameda (eliminado ${formatDateTime(twoDaysAgo)})`);
    for (const project of all) {
      expect(project.DiasPorVencer).toBe(10);
      expect(project.DiasVencidos).toBe(20);
      expect(now.getTime() - new Date(project.FechaCreacion).getTime()).toBeGreaterThan(60 * DAY_MS);
    }
  });

  it('makes encargado@andes.cl responsible for exactly one active project, the one they see', async () => {
    const all = await projects(t.director, true);
    const theirs = all.filter((p) => p.Estado === 'Activo' && p.Responsables.includes(encargado.id));
    expect(theirs.map((p) => p.NombreProyecto)).toEqual(['Edificio Los Robles']);
    expect(theirs[0]?.Responsable?.id).toBe(encargado.id);
    for (const project of all.filter((p) => p.NombreProyecto !== 'Edificio Los Robles')) {
      expect(project.Responsables).not.toContain(encargado.id);
      expect([t.director.sub, t.usuarioUser.id, t.responsable.id]).toContain(project.Responsable?.id);
    }
    expect((await projects(encargadoClaims, false)).map((p) => p.NombreProyecto)).toEqual(['Edificio Los Robles']);
    // Part of that project's observations were captured by the encargado themselves.
    const robles = theirs[0]!.id;
    const authors = new Set((await observaciones()).filter((o) => o.projectId.toHexString() === robles).map((o) => o.createdBy.id));
    expect(authors).toEqual(new Set([encargado.id, t.director.sub]));
  });

  it('spreads the observations over every catalogue value and every derived status', async () => {
    const stored = await observaciones();
    expect(stored).toHaveLength(summary.observaciones);
    // The demo's 610 (issue: at least 600) at the test's scale.
    const planned = plannedProjects.reduce((sum, p) => sum + p.observaciones, 0);
    expect(planned).toBeGreaterThanOrEqual(600);
    expect(summary.observaciones).toBeGreaterThanOrEqual(Math.round(planned * SCALE));
    const { Catalogos } = t.company;
    const values = (field: keyof StoredObservacion) => new Set(stored.map((o) => o[field]));
    expect(values('Sector')).toEqual(new Set(Catalogos.sectores.map((s) => s.Nombre)));
    expect(values('Recinto')).toEqual(new Set(Catalogos.recintos.map((s) => s.Nombre)));
    expect(values('Prioridad')).toEqual(new Set(Catalogos.prioridades.map((s) => s.Nombre)));
    expect(values('Subcontrato')).toEqual(new Set(Catalogos.subcontratos.map((s) => s.Nombre)));
    expect(values('ErrorTipo')).toEqual(new Set(Catalogos.subcontratos.flatMap((s) => s.ErroresTipoItems.map((e) => e.Nombre))));

    const resolved = stored.filter((o) => o.Resuelta);
    expect(resolved).toHaveLength(summary.resueltas);
    expect(resolved.length / stored.length).toBeGreaterThan(0.2);
    expect(resolved.length / stored.length).toBeLessThan(0.5);
    for (const o of stored) {
      expect(now.getTime() - o.CreatedAt.getTime()).toBeLessThan(63 * DAY_MS);
      if (o.Resuelta) {
        expect(o.Resuelta.getTime()).toBeGreaterThan(o.CreatedAt.getTime());
        expect(o.Resuelta.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    // Within a listado, Numero follows the capture dates.
    const byListado = new Map<string, StoredObservacion[]>();
    for (const o of stored) byListado.set(o.listadoId.toHexString(), [...(byListado.get(o.listadoId.toHexString()) ?? []), o]);
    for (const list of byListado.values()) {
      const byNumero = [...list].sort((a, b) => a.Numero - b.Numero);
      expect(byNumero.map((o) => o.CreatedAt.getTime())).toEqual([...byNumero].map((o) => o.CreatedAt.getTime()).sort((a, b) => a - b));
    }

    // The screens' status filter finds each status in the active projects.
    const active = (await projects(t.director, false)).map((p) => p.id);
    for (const estado of observacionEstados) {
      let total = 0;
      for (const projectId of active) {
        const response = await ctx.call(t.director, projectObservaciones, { companyId: t.companyId, projectId }, { query: { estado } });
        expect(response.statusCode, response.body).toBe(200);
        total += ObservacionResumenPage.parse(response.json()).total;
      }
      expect(total, estado).toBeGreaterThan(0);
    }
  });

  it('keeps the listados’ counters and the history in line with the moved dates', async () => {
    const stored = await observaciones();
    const sample = stored.find((o) => o.Resuelta)!;
    const listadoDoc = await ctx.app.db.collection('Listados').findOne({ _id: sample.listadoId });
    const params = { companyId: t.companyId, projectId: sample.projectId.toHexString(), revisionId: String(listadoDoc?.revisionId) };
    const page = ListadoPage.parse((await ctx.call(t.director, listadosEndpoints.list, params, { query: { pageSize: 20 } })).json());
    const listado = page.items.find((l) => l.id === sample.listadoId.toHexString())!;
    const inListado = stored.filter((o) => o.listadoId.equals(sample.listadoId));
    expect(listado.ObservacionesTotales).toBe(inListado.length);
    expect(listado.ObservacionesResueltas).toBe(inListado.filter((o) => o.Resuelta).length);
    expect(new Date(listado.FechaCreacion).getTime()).toBeLessThan(Math.min(...inListado.map((o) => o.CreatedAt.getTime())));
    expect(listado.FechaPropuesta).not.toBeNull();

    const history = await ctx.call(t.director, observacionHistory, {
      ...params,
      listadoId: sample.listadoId.toHexString(),
      observacionId: sample._id.toHexString(),
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(HistoryPage.parse(history.json()).items.at(-1)?.at).toBe(sample.CreatedAt.toISOString());
  });

  it('uploads drawn photos (800 × 600, not blank) and attaches them to their observations', async () => {
    const stored = await observaciones();
    const withPhotos = stored.filter((o) => o.Imagenes.length > 0);
    expect(withPhotos.length).toBeGreaterThan(stored.length / 5);
    expect(withPhotos.some((o) => o.Imagenes.length === 2)).toBe(true);
    const ids = withPhotos.flatMap((o) => o.Imagenes);
    expect(ids).toHaveLength(summary.fotos);
    const files = await ctx.app.db
      .collection<{ _id: Types.ObjectId; owner: { entity: string; id: string } | null }>('archivos')
      .find({ _id: { $in: ids } })
      .toArray();
    expect(files).toHaveLength(ids.length);
    for (const file of files) expect(file.owner?.entity).toBe('Observacion');

    for (const observacion of withPhotos.slice(0, 3)) {
      const response = await ctx.call(t.director, downloadFile, { companyId: t.companyId, fileId: observacion.Imagenes[0]!.toHexString() });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const image = sharp(response.rawPayload);
      expect(await image.metadata()).toMatchObject({ width: 800, height: 600 });
      const stats = await image.stats();
      // A drawn scene: colours vary across the picture (a blank or flat image has ~0 deviation).
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(15);
      expect(stats.isOpaque).toBe(true);
    }
  });

  it('does nothing the second time', async () => {
    const before = await observaciones();
    const files = await ctx.app.db.collection('archivos').countDocuments({});
    const again = await run();
    expect(again.skipped).toBe(true);
    expect(again.observaciones).toBe(0);
    expect(await observaciones()).toHaveLength(before.length);
    expect(await ctx.app.db.collection('archivos').countDocuments({})).toBe(files);
    expect(await projects(t.director, true)).toHaveLength(3);
  });

  it("issues one contractor-portal link for Edificio Los Robles' subcontract with the most open observations, printed in the start line; it opens with them (issue 20 §2)", async () => {
    const link = summary.enlacePortal;
    expect(link).toMatchObject({ proyecto: 'Edificio Los Robles' });
    expect(formatSeedSummary(summary)).toContain(`enlace del portal de subcontratistas (${link?.subcontrato}, Edificio Los Robles): ${link?.url}`);
    const token = link?.url.split('/portal/revisiones/')[1] ?? '';
    const response = await ctx.call(null, portalEndpoints.view, { token });
    expect(response.statusCode, response.body).toBe(200);
    const page = PortalVista.parse(response.json());
    expect(page).toMatchObject({ proyecto: 'Edificio Los Robles', subcontrato: link?.subcontrato });
    const open = (await observaciones()).filter(
      (o) => o.Subcontrato === link?.subcontrato && o.Resuelta === null && o.NombreProyecto === 'Edificio Los Robles',
    );
    expect(page.items).toHaveLength(open.length);
    expect(open.length).toBeGreaterThan(0);
  });
});
