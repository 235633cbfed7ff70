import { createReport } from '@insp/contracts';
import { type NeoHojaDetail } from '@insp/contracts/neo';
import { neoHojasEndpoints } from '@insp/contracts/neo';
import { common, reports as reportTexts } from '@insp/messages';
import { etiquetasEstadoOT, neo } from '@insp/messages/neo';
import { formatFechaHoraCorta } from '@insp/reports';
import { pdfImages, pdfText, readXlsx, zipEntryNames } from '@insp/reports/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures, type SheetParams } from './fixtures.ts';

const ctx = await testContext();
const f = fixtures(ctx);
afterAll(() => ctx.app.close());
const texts = neo.informes;

type H = Awaited<ReturnType<typeof ctx.createHierarchy>>;
let h: H;
let s1: SheetParams;
let s2: SheetParams;
let missingPhotoAnswer = '';
/** A sheet's ids as a document's params (the company is in the route). */
const ids = ({ companyId: _companyId, ...rest }: SheetParams) => rest;

/** The zip of the space's sheets as `who` asks for it: the job ends 'listo' and its file is read. */
async function espacioZip(who: H['usuario']) {
  const { id, status } = await f.generated(h.companyId, who, {
    kind: 'neo-respuestas-espacio',
    projectId: h.projectId,
    checklistId: h.checklistId,
    asignadoId: h.asignadoId,
  });
  expect(status.state, status.error ?? '').toBe('listo');
  return f.download(h.companyId, who, id);
}

/** Two sheets of 'Departamento 1': the first answered with two photos (one of them gone) and signed by both reviewers, the second empty. */
beforeAll(async () => {
  h = await ctx.createHierarchy();
  const base = { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId };
  s1 = { ...base, hojaId: (await ctx.addSheet(h, h)).hoja.id };
  s2 = { ...base, hojaId: (await ctx.addSheet(h, h, { Elemento: 'Losa' })).hoja.id };
  await ctx.start(h, h.projectId);
  const kept = await f.photo(h.companyId, h.revisor1User.id);
  const lost = await f.photo(h.companyId, h.revisor1User.id, { r: 0, g: 0, b: 200 });
  await f.answered(h.revisor1, s1, { categoria: 0, pregunta: 0, slot: 1, Estado: 'Rechazado', Comentario: 'Desaplomado 2 cm', Foto: kept });
  missingPhotoAnswer = (await f.answered(h.revisor1, s1, { categoria: 0, pregunta: 1, slot: 1, Estado: 'Aprobado', Foto: lost })).id;
  await f.answered(h.revisor2, s1, { categoria: 1, pregunta: 0, slot: 2, Estado: 'No Aplica' });
  await f.signed(h.revisor1, s1);
  await f.signed(h.revisor2, s1);
  // The second photo never made it (its file is gone): the document says so.
  await ctx.context.files.release(h.companyId, [lost]);
  await ctx.context.files.cleanup(new Date(Date.now() + 60_000));
});

describe('NEO documents', () => {
  it("'Resumen fotográfico' of a sheet: each photo with question, answer, reviewer and date; a missing one says so", async () => {
    const { id, status } = await f.generated(h.companyId, h.usuario, { kind: 'neo-resumen-fotografico', ...ids(s1) });
    expect(status.state, status.error ?? '').toBe('listo');
    const file = await f.download(h.companyId, h.usuario, id);
    expect(file.fileName).toBe('Reporte Fotográfico.pdf');
    expect(file.type).toContain('application/pdf');
    const text = await pdfText(file.bytes);
    for (const expected of [
      texts.reporteFotografico,
      'Plomo',
      'Limpieza',
      `Rechazado`,
      etiquetasEstadoOT.Aprobado,
      h.revisor1User.NombreCompleto,
      'Desaplomado 2 cm',
      texts.fotoNoSubida,
      'Departamento 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(missingPhotoAnswer).not.toBe('');
    // The photos that were uploaded are printed (the missing one is the text above).
    expect((await pdfImages(file.bytes)).length).toBeGreaterThanOrEqual(1);
    const detail = await ctx.ok<NeoHojaDetail>(ctx.call(h.director, neoHojasEndpoints.get, s1));
    const answered = detail.Respuestas.find((r) => r.Pregunta === 'Plomo');
    expect(text).toContain(formatFechaHoraCorta(answered?.Fecha ?? ''));
  });

  it("'Respuestas y firmas' of a sheet: every reviewer's answers and signature with signer and time", async () => {
    const { id, status } = await f.generated(h.companyId, h.director, { kind: 'neo-respuestas-firmas', ...ids(s1) });
    expect(status.state, status.error ?? '').toBe('listo');
    const file = await f.download(h.companyId, h.director, id);
    expect(file.fileName).toBe('Estructura_Departamento 1_1.pdf');
    const text = await pdfText(file.bytes);
    for (const expected of [
      texts.respuestasFirmas,
      h.revisor1User.NombreCompleto,
      h.revisor2User.NombreCompleto,
      'Recubrimiento',
      'No Aplica (No se considera)',
      texts.pdf.firmante,
      'Finalizada',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('zips the PDFs of every sheet of a space as {space}_respuestas.zip', async () => {
    const file = await espacioZip(h.usuario);
    expect(file.fileName).toBe('Departamento 1_respuestas.zip');
    expect((await zipEntryNames(file.bytes)).sort()).toEqual(['Estructura_Departamento 1_1.pdf', 'Estructura_Departamento 1_2.pdf']);
  });

  it('fails the zip (nothing to download) when the space has no sheet', async () => {
    const other = h.asignados[1]?.id ?? '';
    const { status } = await f.generated(h.companyId, h.director, {
      kind: 'neo-respuestas-espacio',
      projectId: h.projectId,
      checklistId: h.checklistId,
      asignadoId: other,
    });
    expect(status).toMatchObject({ state: 'error', error: texts.ningunaHoja });
  });

  it("writes 'Resumen de respuestas' with every answer, reviewer, signature and photo link; one summary at a time", async () => {
    const { id, status } = await f.generated(h.companyId, h.director, { kind: 'neo-resumen-respuestas', projectId: h.projectId, tipo: 'Obra Gruesa' });
    expect(status.state, status.error ?? '').toBe('listo');
    const file = await f.download(h.companyId, h.director, id);
    expect(file.fileName).toBe(`Resumen de respuestas ${h.project.Nombre} Obra Gruesa.xlsx`);
    const [sheet] = (await readXlsx(file.bytes)).sheets;
    expect(sheet?.name).toBe(texts.excel.hoja);
    const c = texts.excel.columnas;
    expect(sheet?.rows[0]).toEqual([
      c.checklist,
      c.espacio,
      c.hoja,
      c.unidades,
      c.estadoHoja,
      c.ubicacion,
      c.fechaCreacion,
      c.fechaRevisionFinal,
      c.revisor,
      c.categoria,
      c.pregunta,
      c.casillero,
      c.estado,
      c.comentario,
      c.fecha,
      c.foto,
      c.firmante,
      c.fechaFirma,
    ]);
    const rows = sheet?.rows.slice(1) ?? [];
    expect(rows).toHaveLength(3);
    const plomo = rows.find((row) => row[10] === 'Plomo');
    expect(plomo?.slice(0, 5)).toEqual(['Estructura', 'Departamento 1', 1, 1, 'Finalizada']);
    expect(plomo?.[5]).toBe('Plano revisor: P-01 · Elemento: Muro · Ubicación: Eje 3');
    expect(plomo?.slice(8, 14)).toEqual([h.revisor1User.NombreCompleto, 'Moldajes', 'Plomo', 1, 'Rechazado', 'Desaplomado 2 cm']);
    expect(plomo?.[15]).toBe(texts.excel.verFoto);
    expect(plomo?.[16]).toBe(h.revisor1User.NombreCompleto);
    expect(String(plomo?.[17])).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(String(plomo?.[6])).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('refuses a second summary while one is pending, and documents of projects a company user does not see', async () => {
    const body = { kind: 'neo-resumen-respuestas', projectId: h.projectId, tipo: 'Terminaciones' };
    const release = ctx.context.reports.hold();
    const first = await ctx.call(h.director, createReport, { companyId: h.companyId }, { body });
    expect(first.statusCode).toBe(202);
    await ctx.fails(ctx.call(h.director, createReport, { companyId: h.companyId }, { body }), 409, reportTexts.alreadyGenerating);
    release();
    await ctx.context.reports.drain();
    const stranger = ctx.user('UsuarioEmpresa', h.companyId, { sub: ctx.admin.addUser(h.companyId).id });
    await ctx.fails(
      ctx.call(stranger, createReport, { companyId: h.companyId }, { body: { kind: 'neo-respuestas-firmas', ...ids(s2) } }),
      403,
      common.forbidden,
    );
    // The sheet's reviewer may have its documents even without seeing the project.
    expect((await ctx.call(h.revisor1, createReport, { companyId: h.companyId }, { body: { kind: 'neo-respuestas-firmas', ...ids(s2) } })).statusCode).toBe(
      202,
    );
    await ctx.fails(
      ctx.call(h.director, createReport, { companyId: h.companyId }, { body: { kind: 'neo-respuestas-firmas', ...ids(s2), hojaId: ctx.newObjectId() } }),
      404,
      neo.hojas.errors.noExiste,
    );
    await ctx.context.reports.drain();
  });

  // Last: it breaks a sheet for good.
  it('skips a sheet whose PDF cannot be made and zips the others', async () => {
    await ctx.app.db.collection('RespuestasOT').updateOne({ _id: new Types.ObjectId(s2.hojaId) }, { $set: { Revisores: 'roto' } });
    const file = await espacioZip(h.director);
    expect(await zipEntryNames(file.bytes)).toEqual(['Estructura_Departamento 1_1.pdf']);
  });
});
