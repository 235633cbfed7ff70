import { type AccessClaims, createReport, getReport, ReportCreated, ReportStatus } from '@insp/contracts';
import type * as cr from '@insp/contracts/checklist-revisiones';
import { common, reports } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { expectInOrder } from '@insp/module-service/testing';
import { pdfImages, pdfText, readXlsx } from '@insp/reports/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Hierarchy, testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const PIE = 'Constructora Andes Ltda. · Av. Apoquindo 1234, Las Condes';
const FECHA = /\d{2}-\d{2}-\d{4}/.source;
const flat = (text: string) => text.replace(/\s+/g, ' ');

const request = (companyId: string, claims: AccessClaims, body: cr.InformeRequest | Record<string, unknown>) =>
  ctx.call(claims, createReport, { companyId }, { body });
const generated = async (companyId: string, claims: AccessClaims, body: cr.InformeRequest) => {
  const response = await request(companyId, claims, body);
  expect(response.statusCode, response.body).toBe(202);
  const { id } = ReportCreated.parse(response.json());
  await ctx.context.reports.drain();
  const status = ReportStatus.parse((await ctx.call(claims, getReport, { companyId, reportId: id })).json());
  return { id, status };
};
const download = async (companyId: string, claims: AccessClaims, reportId: string, item?: number) => {
  const url = `/companies/${companyId}/reports/${reportId}${item === undefined ? '' : `/items/${item}`}/file`;
  const response = await ctx.app.inject({ method: 'GET', url, headers: ctx.headersOf(claims) });
  expect(response.statusCode, response.body).toBe(200);
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(String(response.headers['content-disposition']))?.[1] ?? '';
  return { bytes: response.rawPayload, fileName: decodeURIComponent(encoded), type: String(response.headers['content-type']) };
};

describe('documents of checklist projects', () => {
  let h: Hierarchy;
  let segundo: cr.ListadoItem;
  beforeAll(async () => {
    h = await ctx.createHierarchy({ Nombre: 'Constructora Andes', PiePagina: PIE });
    const foto = await ctx.uploadJpeg(h.companyId, h.director, '#c53');
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    await ctx.capture(h.director, manchas, { Comentario: 'Mancha en el cielo', Imagen: foto, Estado: 'Resuelto' });
    await ctx.capture(h.director, manchas, { Comentario: 'Pintura <b>saltada</b> & sucia', Estado: 'Por Resolver' });
    await ctx.capture(h.director, h.errorParams('Cocina', 'Pintura', 'Burbujas'), {
      Comentario: 'Burbujas junto a la ventana',
      Estado: 'Criterios Propietario',
    });
    segundo = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Departamento 202' });
  });

  it("'pdf-listados': one Respuestas_{list}_{date}.pdf per pair with the progress of each room, subcontract and error type, its answers and photo", async () => {
    const { id, status } = await generated(h.companyId, h.director, {
      kind: 'pdf-listados',
      projectId: h.projectId,
      items: [
        { revisionId: h.revisionId, listadoId: h.listadoId },
        { revisionId: h.revisionId, listadoId: segundo.id },
        { revisionId: h.revisionId, listadoId: ctx.newObjectId() },
      ],
    });
    expect(status).toMatchObject({ kind: 'pdf-listados', state: 'listo', progress: { done: 3, total: 3 } });
    expect(status.progress.items.map((item) => [item.label, item.state])).toEqual([
      [texts.informes.parLabel(h.revision.Nombre, h.listado.Nombre), 'listo'],
      [texts.informes.parLabel(h.revision.Nombre, 'Departamento 202'), 'listo'],
      [texts.informes.parDesconocido(3), 'error'],
    ]);
    expect(status.progress.items[2]?.error).toBe(texts.listados.errors.noExiste);
    expect(status.progress.items[0]?.fileName).toMatch(new RegExp(`^Respuestas_${h.listado.Nombre}_${FECHA}\\.pdf$`));

    const first = await download(h.companyId, h.director, id, 0);
    expect(first.type).toBe('application/pdf');
    const text = flat(await pdfText(first.bytes));
    for (const expected of [
      'Constructora Andes',
      h.project.NombreProyecto,
      h.listado.Nombre,
      'Terminaciones',
      h.responsable.NombreCompleto,
      texts.informes.documento.avance,
      'Mancha en el cielo',
      'Pintura <b>saltada</b> & sucia',
      'Criterio Propietario',
      texts.informes.documento.sinResolver,
      PIE,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Progress rows (total, resolved, pending, other states, %): Baño 2 answers, Cocina 1 in another state.
    expect(text).toMatch(/Baño 2 1 1 0 50%/);
    expect(text).toMatch(/Cocina 1 0 0 1 0%/);
    expect(text).toMatch(/Total 3 1 1 1 33%/);
    expect(await pdfImages(first.bytes)).toHaveLength(1);

    const second = flat(await pdfText((await download(h.companyId, h.director, id, 1)).bytes));
    expect(second).toContain(texts.informes.documento.sinRespuestasListado);
  });

  it("'pdf-listados' with 'Ordenar por:' ('Solicitar informe'): grouped by subcontrato across rooms, or by recinto (the default)", async () => {
    const pdfOf = async (orden?: cr.OrdenInforme) => {
      const { id, status } = await generated(h.companyId, h.director, {
        kind: 'pdf-listados',
        projectId: h.projectId,
        items: [{ revisionId: h.revisionId, listadoId: h.listadoId }],
        ...(orden && { orden }),
      });
      expect(status.progress.items.map((item) => item.state)).toEqual(['listo']);
      expect(status.progress.items[0]?.fileName).toMatch(new RegExp(`^Respuestas_${h.listado.Nombre}_${FECHA}\\.pdf$`));
      return flat(await pdfText((await download(h.companyId, h.director, id, 0)).bytes));
    };
    const doc = texts.informes.documento;

    const porSubcontrato = await pdfOf('subcontrato');
    expect(porSubcontrato).toContain(`${doc.ordenadoPor} ${doc.orden.subcontrato}`);
    // One 'Pintura' group over Baño (2 answers) and Cocina (1), after 'Cerámica' (name key order).
    expectInOrder(porSubcontrato, [
      'Cerámica 0',
      'Pintura 3 1 1 1 33%',
      'Baño 2 1 1 0 50%',
      'Manchas 2 1 1 0 50%',
      'Cocina 1 0 0 1 0%',
      'Burbujas 1 0 0 1 0%',
      'Total 3 1 1 1 33%',
    ]);
    expectInOrder(porSubcontrato, ['Pintura / Baño / Manchas', 'Mancha en el cielo', 'Pintura / Cocina / Burbujas', 'Burbujas junto a la ventana']);
    expect(porSubcontrato).not.toContain('Baño / Pintura / Manchas');

    const porRecinto = await pdfOf('recinto');
    expect(porRecinto).toContain(`${doc.ordenadoPor} ${doc.orden.recinto}`);
    expectInOrder(porRecinto, [
      'Baño 2 1 1 0 50%',
      'Cerámica 0',
      'Pintura 2 1 1 0 50%',
      'Manchas 2 1 1 0 50%',
      'Cocina 1 0 0 1 0%',
      'Pintura 1 0 0 1 0%',
      'Burbujas 1 0 0 1 0%',
    ]);
    expectInOrder(porRecinto, ['Baño / Pintura / Manchas', 'Mancha en el cielo', 'Cocina / Pintura / Burbujas', 'Burbujas junto a la ventana']);
    expect(porRecinto).not.toContain('Pintura / Baño / Manchas');
    expect(porRecinto).not.toBe(porSubcontrato);

    // 'Generar PDF proyecto' sends no order: by recinto.
    expect(await pdfOf()).toContain(`${doc.ordenadoPor} ${doc.orden.recinto}`);
    await ctx.fails(
      request(h.companyId, h.director, {
        kind: 'pdf-listados',
        projectId: h.projectId,
        items: [{ revisionId: h.revisionId, listadoId: h.listadoId }],
        orden: 'fecha',
      }),
      400,
      texts.informes.params.ordenRequerido,
    );
  });

  it("'resumen-proyecto': resolved and pending per revision and list, and the project's total", async () => {
    const { id, status } = await generated(h.companyId, h.director, { kind: 'resumen-proyecto', projectId: h.projectId });
    expect(status).toMatchObject({ state: 'listo', error: null });
    expect(status.fileName).toMatch(new RegExp(`^Resumen_${h.project.NombreProyecto}_${FECHA}\\.pdf$`));
    const text = flat(await pdfText((await download(h.companyId, h.director, id)).bytes));
    expect(text).toContain(texts.informes.documento.resumenTitulo);
    expect(text).toContain(h.revision.Nombre);
    expect(text).toMatch(new RegExp(`${h.listado.Nombre} 3 1 1 1 33%`));
    expect(text).toMatch(/Departamento 202 0 0 0 0/);
    expect(text).toMatch(new RegExp(`${texts.informes.documento.totalProyecto} 3 1 1 1 33%`));
  });

  it("'excel-listado' and 'excel-resumen': the summary's columns with the photo as a link; filters apply", async () => {
    const listado = await generated(h.companyId, h.director, {
      kind: 'excel-listado',
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
    });
    expect(listado.status.fileName).toMatch(new RegExp(`^${h.listado.Nombre}_\\d{2}-\\d{2}-\\d{4}_\\d{2}-\\d{2}\\.xlsx$`));
    const book = await readXlsx((await download(h.companyId, h.director, listado.id)).bytes);
    const [sheet] = book.sheets;
    expect(sheet?.name).toBe('Observaciones');
    expect(sheet?.rows[0]).toEqual([
      'Revision',
      'Listado',
      'Recinto',
      'Subcontrato',
      'Error Tipo',
      'Orden',
      'Estado',
      'Comentario',
      'Foto',
      'Observada',
      'Resuelta',
    ]);
    expect(sheet?.rows.slice(1).map((row) => row.slice(2, 9))).toEqual([
      ['Baño', 'Pintura', 'Manchas', 1, 'Resuelto', 'Mancha en el cielo', 'Ver foto'],
      ['Baño', 'Pintura', 'Manchas', 2, 'Por Resolver', 'Pintura <b>saltada</b> & sucia', null],
      ['Cocina', 'Pintura', 'Burbujas', 3, 'Criterio Propietario', 'Burbujas junto a la ventana', null],
    ]);
    const resumen = await generated(h.companyId, h.director, { kind: 'excel-resumen', projectId: h.projectId, estado: 'Por Resolver' });
    const rows = (await readXlsx((await download(h.companyId, h.director, resumen.id)).bytes)).sheets[0]?.rows ?? [];
    expect(rows.slice(1).map((row) => row[7])).toEqual(['Pintura <b>saltada</b> & sucia']);
  });

  it("one summary at a time per user (409 'Un documento ya se está generando…'); a company user only of their projects", async () => {
    const release = ctx.context.reports.hold();
    const first = await request(h.companyId, h.director, { kind: 'resumen-proyecto', projectId: h.projectId });
    expect(first.statusCode).toBe(202);
    const again = await request(h.companyId, h.director, {
      kind: 'pdf-listados',
      projectId: h.projectId,
      items: [{ revisionId: h.revisionId, listadoId: h.listadoId }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: reports.alreadyGenerating });
    release();
    await ctx.context.reports.drain();
    expect((await request(h.companyId, h.director, { kind: 'resumen-proyecto', projectId: h.projectId })).statusCode).toBe(202);
    await ctx.context.reports.drain();

    const ajeno = await ctx.createProject(h);
    await ctx.fails(request(h.companyId, h.usuario, { kind: 'resumen-proyecto', projectId: ajeno.id }), 403, common.forbidden);
    await ctx.fails(request(h.companyId, h.director, { kind: 'pdf-listados', projectId: h.projectId, items: [] }), 400, texts.informes.params.paresRequeridos);
  });
});
