import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { proyectosEndpoints } from '@insp/contracts';
import { common, reports } from '@insp/messages';
import { informes, revisiones } from '@insp/messages/revisiones';
import { expectInOrder } from '@insp/module-service/testing';
import { pdfImages, pdfText } from '@insp/reports/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { informeFixtures } from './informes-fixtures.ts';
import { type Hierarchy, observacionFixtures } from './observaciones-fixtures.ts';

// A temporary directory of this file's own: a document's photo directory must be gone once it is out.
const tmp = mkdtempSync(join(tmpdir(), 'informes-test-'));
process.env.TMPDIR = tmp;
const photoDirs = () => readdirSync(tmp).filter((name) => name.startsWith('insp-pdf-'));

const ctx = await testContext();
afterAll(async () => {
  await ctx.app.close();
  rmSync(tmp, { recursive: true, force: true });
});
const fx = observacionFixtures(ctx);
const rx = informeFixtures(ctx);

const PIE = 'Constructora Andes Ltda. · Av. Apoquindo 1234, Las Condes';
const FECHA = /\d{2}-\d{2}-\d{4}/.source;
/** pdf.js puts words of one line apart with single spaces, and lines apart with newlines. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe("'Generar PDF proyecto' (pdf-proyecto)", () => {
  let h: Hierarchy;
  let l2: Awaited<ReturnType<typeof ctx.createListado>>;
  beforeAll(async () => {
    h = await ctx.createHierarchy({ Nombre: 'Constructora Andes', PiePagina: PIE });
    l2 = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Departamento 202' });
    const foto = await fx.uploadJpeg(h.companyId, h.director, '#c53');
    await fx.captured(h, { Comentario: 'Fisura en el cielo del baño', Imagenes: [foto] });
    await fx.captured(h, { Comentario: 'Pintura <b>manchada</b> & sucia', Sector: 'Torre B', Recinto: 'Cocina', Prioridad: 'Baja' });
    await fx.captured(h, { Comentario: 'Cerámica suelta', Subcontrato: 'Cerámica', ErrorTipo: 'Nivel' }, fx.listadoParams(h, l2.id));
  });

  it('one PDF per pair, each with its progress item and a Respuestas_ file with the list, its observations, photos and the footer', async () => {
    const { id, status } = await rx.generated(h.companyId, h.director, {
      kind: 'pdf-proyecto',
      projectId: h.projectId,
      items: [
        { revisionId: h.revisionId, listadoId: h.listadoId },
        { revisionId: h.revisionId, listadoId: l2.id },
      ],
    });
    expect(status).toMatchObject({ kind: 'pdf-proyecto', state: 'listo', fileName: null, error: null, progress: { done: 2, total: 2 } });
    expect(status.progress.items.map((item) => [item.label, item.state])).toEqual([
      [informes.parLabel(h.revision.Nombre, h.listado.Nombre), 'listo'],
      [informes.parLabel(h.revision.Nombre, 'Departamento 202'), 'listo'],
    ]);
    expect(status.progress.items[0]?.fileName).toMatch(new RegExp(`^Respuestas_${h.listado.Nombre}_${FECHA}\\.pdf$`));
    expect(status.progress.items[1]?.fileName).toMatch(new RegExp(`^Respuestas_Departamento 202_${FECHA}\\.pdf$`));

    const first = await rx.download(h.companyId, h.director, id, 0);
    expect(first.type).toBe('application/pdf');
    expect(first.fileName).toBe(status.progress.items[0]?.fileName);
    const text = flat(await pdfText(first.bytes));
    for (const expected of [
      'Constructora Andes',
      h.project.NombreProyecto,
      h.revision.Nombre,
      h.listado.Nombre,
      // The listado's Encargado and Cargo.
      h.responsable.NombreCompleto,
      'Jefe de obra',
      informes.pdf.fechaGeneracion,
      'Observación N° 1',
      'Observación N° 2',
      'Fisura en el cielo del baño',
      // Escaped, shown as typed (no markup injected).
      'Pintura <b>manchada</b> & sucia',
      'Torre B',
      'Cocina',
      'Observada',
      informes.pdf.campos.fechaVencimiento,
      PIE,
      'Página 1 de',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Cerámica suelta');
    // The first observation's photo, inlined at web size.
    expect((await pdfImages(first.bytes)).length).toBeGreaterThanOrEqual(1);

    const second = await rx.download(h.companyId, h.director, id, 1);
    const text2 = flat(await pdfText(second.bytes));
    expect(text2).toContain('Departamento 202');
    expect(text2).toContain('Cerámica suelta');
    expect(text2).toContain('Observación N° 1');
    expect(text2).not.toContain('Fisura en el cielo del baño');
    expect(await pdfImages(second.bytes)).toEqual([]);
  });

  it("a pair naming another company's list, a deleted list or a list of another revision fails alone; the rest are generated", async () => {
    const other = await ctx.createHierarchy();
    const borrado = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Listado borrado' });
    await rx.removeListado(h, borrado.id);
    const r2 = await ctx.createRevision(h, h.projectId);

    const { id, status } = await rx.generated(h.companyId, h.director, {
      kind: 'pdf-proyecto',
      projectId: h.projectId,
      items: [
        { revisionId: other.revisionId, listadoId: other.listadoId },
        { revisionId: h.revisionId, listadoId: l2.id },
        { revisionId: h.revisionId, listadoId: borrado.id },
        { revisionId: r2.id, listadoId: h.listadoId },
      ],
    });
    expect(status.state).toBe('listo');
    expect(status.progress).toMatchObject({ done: 4, total: 4 });
    expect(status.progress.items.map((item) => [item.state, item.error ?? null])).toEqual([
      ['error', revisiones.revisiones.errors.noEncontrada],
      ['listo', null],
      ['error', revisiones.listados.errors.noExiste],
      ['error', revisiones.listados.errors.noExiste],
    ]);
    // Nothing of the other company leaks, not even its list's name.
    expect(status.progress.items[0]?.label).toBe(informes.parDesconocido(1));
    expect(flat(await pdfText((await rx.download(h.companyId, h.director, id, 1)).bytes))).toContain('Cerámica suelta');
    const failed = await ctx.app.inject({ method: 'GET', url: `/companies/${h.companyId}/reports/${id}/items/0/file`, headers: ctx.headersOf(h.director) });
    expect(failed.statusCode).toBe(404);
  });

  it("a photo that no longer exists shows 'No existe la imagen' in its place", async () => {
    const foto = await fx.uploadJpeg(h.companyId, h.director, '#35a');
    const l3 = await ctx.createListado(h, h.projectId, h.revisionId);
    await fx.captured(h, { Comentario: 'Foto perdida', Imagenes: [foto] }, fx.listadoParams(h, l3.id));
    // The photo goes as a purge would take it (released, then swept).
    await ctx.context.files.release(h.companyId, [foto]);
    await ctx.context.files.cleanup();
    const { id, status } = await rx.generated(h.companyId, h.director, {
      kind: 'pdf-proyecto',
      projectId: h.projectId,
      items: [{ revisionId: h.revisionId, listadoId: l3.id }],
    });
    expect(status.progress.items[0]?.state).toBe('listo');
    const text = flat(await pdfText((await rx.download(h.companyId, h.director, id, 0)).bytes));
    expect(text).toContain('Foto perdida');
    expect(text).toContain('No existe la imagen');
  });

  it("prints every photo of the list (read together), each once; another company's file shows as missing", async () => {
    const l4 = await ctx.createListado(h, h.projectId, h.revisionId);
    const fotos: string[] = [];
    for (const color of ['#a11', '#1a1', '#11a']) fotos.push(await fx.uploadJpeg(h.companyId, h.director, color));
    await fx.captured(h, { Comentario: 'Primera con fotos', Imagenes: [fotos[0] as string, fotos[1] as string] }, fx.listadoParams(h, l4.id));
    const segunda = await fx.captured(h, { Comentario: 'Segunda con fotos', Imagenes: [fotos[2] as string] }, fx.listadoParams(h, l4.id));
    // A file id of another company on a stored observation (capture refuses it; the document must too).
    const other = await ctx.createHierarchy({ Nombre: 'Constructora Ajena' });
    const ajena = await fx.uploadJpeg(other.companyId, other.director, '#999');
    await fx
      .Observaciones()
      .updateOne({ _id: new Types.ObjectId(segunda.id) }, { $set: { Imagenes: [new Types.ObjectId(fotos[2]), new Types.ObjectId(ajena)] } });

    const { id, status } = await rx.generated(h.companyId, h.director, {
      kind: 'pdf-proyecto',
      projectId: h.projectId,
      items: [{ revisionId: h.revisionId, listadoId: l4.id }],
    });
    expect(status.progress.items[0]?.state).toBe('listo');
    const bytes = (await rx.download(h.companyId, h.director, id, 0)).bytes;
    expect(await pdfImages(bytes)).toHaveLength(3);
    expect(photoDirs()).toEqual([]);
    const text = flat(await pdfText(bytes));
    expect(text).toContain('Segunda con fotos');
    expect(text.match(/No existe la imagen/g)).toHaveLength(1);
  });

  it('400 without a list, with more than 10, or with fields it does not know', async () => {
    const pair = { revisionId: h.revisionId, listadoId: h.listadoId };
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'pdf-proyecto', projectId: h.projectId, items: [] }, informes.params.paresRequeridos],
      [{ kind: 'pdf-proyecto', projectId: h.projectId }, informes.params.paresRequeridos],
      [{ kind: 'pdf-proyecto', projectId: h.projectId, items: Array.from({ length: 11 }, () => pair) }, informes.params.paresMaximo(10)],
      [{ kind: 'pdf-proyecto', items: [pair] }, revisiones.proyectos.errors.noSeHaSeleccionado],
      [{ kind: 'pdf-proyecto', projectId: h.projectId, items: [pair], extra: 1 }, common.unknownField('extra')],
    ];
    for (const [body, message] of cases) {
      const response = await rx.request(h.companyId, h.director, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });
});

describe("'Solicitar informe' (resumen-listado)", () => {
  it('groups the observations by recinto, in order, or by subcontrato', async () => {
    const h = await ctx.createHierarchy({ Nombre: 'Constructora Orden', PiePagina: 'Pie de orden' });
    await fx.captured(h, { Recinto: 'Living', Subcontrato: 'Pintura', Comentario: 'Primera en el living' });
    await fx.captured(h, { Recinto: 'Baño', Subcontrato: 'Cerámica', ErrorTipo: 'Cantería', Comentario: 'Segunda en el baño' });
    await fx.captured(h, { Recinto: 'Cocina', Subcontrato: 'Pintura', Comentario: 'Tercera en la cocina' });
    await fx.captured(h, { Recinto: 'Baño', Subcontrato: 'Pintura', Comentario: 'Cuarta en el baño' });

    const resumen = (orden: 'recinto' | 'subcontrato') =>
      rx.generated(h.companyId, h.director, { kind: 'resumen-listado', projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId, orden });
    const porRecinto = await resumen('recinto');
    expect(porRecinto.status).toMatchObject({ state: 'listo', fileName: expect.stringMatching(new RegExp(`^Informe_${h.listado.Nombre}_${FECHA}\\.pdf$`)) });
    const file = await rx.download(h.companyId, h.director, porRecinto.id);
    expect(file.fileName).toBe(porRecinto.status.fileName);
    const text = flat(await pdfText(file.bytes));
    expectInOrder(text, [
      'Recinto: Baño',
      'Segunda en el baño',
      'Cuarta en el baño',
      'Recinto: Cocina',
      'Tercera en la cocina',
      'Recinto: Living',
      'Primera en el living',
    ]);
    expect(text).toContain('Por recinto');
    expect(text).toContain('Constructora Orden');
    expect(text).toContain('Pie de orden');

    const porSubcontrato = await resumen('subcontrato');
    const text2 = flat(await pdfText((await rx.download(h.companyId, h.director, porSubcontrato.id)).bytes));
    expectInOrder(text2, [
      'Subcontrato: Cerámica',
      'Segunda en el baño',
      'Subcontrato: Pintura',
      'Cuarta en el baño',
      'Tercera en la cocina',
      'Primera en el living',
    ]);
  });

  it("404 for a list that is not the revision's, 400 without an order", async () => {
    const h = await ctx.createHierarchy();
    const r2 = await ctx.createRevision(h, h.projectId);
    const wrong = await rx.request(h.companyId, h.director, {
      kind: 'resumen-listado',
      projectId: h.projectId,
      revisionId: r2.id,
      listadoId: h.listadoId,
      orden: 'recinto',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: revisiones.listados.errors.noExiste });
    const noOrder = await rx.request(h.companyId, h.director, {
      kind: 'resumen-listado',
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
    });
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json()).toEqual({ message: informes.params.ordenRequerido });
  });
});

describe("'Pendientes vs. Resueltas' (pendientes-vs-resueltas)", () => {
  it('counts total, resolved and pending per revision and list, with percentages and the project totals', async () => {
    const h = await ctx.createHierarchy({ Nombre: 'Constructora Cuentas' });
    const l2 = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Listado Dos' });
    const r2 = await ctx.createRevision(h, h.projectId, { Nombre: 'Revisión Vacía' });
    await ctx.createListado(h, h.projectId, r2.id, { Nombre: 'Listado Sin Nada' });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await fx.captured(h, { Comentario: `obs ${i}` })).id);
    for (const id of ids.slice(0, 3)) await rx.resolve(h, id);
    const l2Ids: string[] = [];
    for (let i = 0; i < 3; i++) l2Ids.push((await fx.captured(h, { Comentario: `dos ${i}` }, fx.listadoParams(h, l2.id))).id);
    await rx.resolve(h, l2Ids[0] ?? '', l2.id);

    const { id, status } = await rx.generated(h.companyId, h.director, { kind: 'pendientes-vs-resueltas', projectId: h.projectId });
    expect(status.state).toBe('listo');
    expect(status.fileName).toMatch(new RegExp(`^Pendientes_vs_Resueltas_${h.project.NombreProyecto}_${FECHA}\\.pdf$`));
    const text = flat(await pdfText((await rx.download(h.companyId, h.director, id)).bytes));
    // Listado: 7 total, 3 resolved (43%), 4 pending (57%).
    expect(text).toMatch(new RegExp(`${h.listado.Nombre} 7 3 \\(43%\\) 4 \\(57%\\) 43%`));
    expect(text).toMatch(/Listado Dos 3 1 \(33%\) 2 \(67%\) 33%/);
    expect(text).toMatch(/Total de la revisión 10 4 \(40%\) 6 \(60%\) 40%/);
    expect(text).toContain('Revisión Vacía');
    expect(text).toMatch(/Listado Sin Nada 0 0 \(0%\) 0 \(0%\) 0%/);
    expect(text).toMatch(/Total del proyecto 10 4 \(40%\) 6 \(60%\) 40%/);
    expect(text).toContain('Constructora Cuentas');
    expect(text).toContain('Pendientes vs. Resueltas');
  });
});

describe('who may ask, and one summary at a time', () => {
  it("a second summary document of the same user while one is under way → 409; another user's is accepted; after it, a new one is", async () => {
    const h = await ctx.createHierarchy();
    await fx.captured(h);
    const release = ctx.context.reports.hold();
    const first = await rx.requested(h.companyId, h.director, { kind: 'pendientes-vs-resueltas', projectId: h.projectId });
    const again = await rx.request(h.companyId, h.director, {
      kind: 'resumen-listado',
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
      orden: 'subcontrato',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: reports.alreadyGenerating });
    expect(again.json()).toEqual({ message: 'Un documento ya se está generando. Espera un minuto, por favor.' });
    // Excel documents are not summaries: they are accepted meanwhile.
    await rx.requested(h.companyId, h.director, { kind: 'excel-listado', projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId });
    // The company user (responsible) has a slot of their own.
    await rx.requested(h.companyId, h.usuario, { kind: 'pendientes-vs-resueltas', projectId: h.projectId });
    release();
    await ctx.context.reports.drain();
    expect((await rx.status(h.companyId, h.director, first)).state).toBe('listo');
    await rx.requested(h.companyId, h.director, { kind: 'pendientes-vs-resueltas', projectId: h.projectId });
    await ctx.context.reports.drain();
  });

  it('a company user gets documents only of projects they are responsible for; nobody of deleted projects', async () => {
    const h = await ctx.createHierarchy();
    const ajeno = ctx.admin.addUser(h.companyId, { Nombre: 'Otro', Apellido: 'Usuario' });
    const otroUsuario = ctx.user('UsuarioEmpresa', h.companyId, { sub: ajeno.id, name: ajeno.NombreCompleto });
    const bodies = [
      { kind: 'pdf-proyecto', projectId: h.projectId, items: [{ revisionId: h.revisionId, listadoId: h.listadoId }] },
      { kind: 'resumen-listado', projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId, orden: 'recinto' },
      { kind: 'pendientes-vs-resueltas', projectId: h.projectId },
      { kind: 'excel-resumen', projectId: h.projectId },
      { kind: 'excel-listado', projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId },
    ] as const;
    for (const body of bodies) {
      const refused = await rx.request(h.companyId, otroUsuario, body);
      expect(refused.statusCode, body.kind).toBe(403);
      expect(refused.json()).toEqual({ message: common.forbidden });
    }
    // Refused before anything was stored: no job, no summary slot taken.
    const jobsOf = (userId: string) => ctx.app.db.collection('reportes').countDocuments({ userId: new Types.ObjectId(userId) });
    expect(await jobsOf(ajeno.id)).toBe(0);

    // The responsible company user may.
    const { status } = await rx.generated(h.companyId, h.usuario, {
      kind: 'excel-listado',
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
    });
    expect(status.state).toBe('listo');
    expect(await jobsOf(h.usuarioUser.id)).toBe(1);

    const otherCompany = await ctx.createHierarchy();
    const foreign = await rx.request(h.companyId, h.director, { kind: 'pendientes-vs-resueltas', projectId: otherCompany.projectId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: revisiones.proyectos.errors.noExiste });
    const crossTenant = await rx.request(otherCompany.companyId, h.director, { kind: 'pendientes-vs-resueltas', projectId: otherCompany.projectId });
    expect(crossTenant.statusCode).toBe(403);

    const removed = await ctx.call(h.director, proyectosEndpoints.remove, { companyId: h.companyId, projectId: h.projectId });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    for (const claims of [h.director, h.usuario, ctx.administrador]) {
      const gone = await rx.request(h.companyId, claims, { kind: 'pendientes-vs-resueltas', projectId: h.projectId });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: revisiones.proyectos.errors.noExiste });
    }
  });
});
