import { listObservaciones, type ObservacionKeysetPage } from '@insp/contracts';
import { informes, observaciones } from '@insp/messages/revisiones';
import { readXlsx, type XlsxValue, zipEntry } from '@insp/reports/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { informeFixtures } from './informes-fixtures.ts';
import { type Hierarchy, observacionesSuite } from './observaciones-fixtures.ts';

const { ctx, fx } = await observacionesSuite();
const rx = informeFixtures(ctx);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = [
  'Revisión',
  'Listado',
  'Sector',
  'Recinto',
  'Subcontrato',
  'Error Tipo',
  'Prioridad',
  'N°',
  'Estado',
  'Comentario',
  'Fecha Observada',
  'Fecha Vencimiento',
  'Foto 1',
  'Foto 2',
];
const COL = Object.fromEntries(HEADERS.map((header, index) => [header, index])) as Record<string, number>;
const FORMULA = '=HYPERLINK("http://malo.example","clic")';

const cell = (row: XlsxValue[] | undefined, header: string) => row?.[COL[header] ?? -1] ?? null;

/** Cell address → target of every link of the first sheet (read from the xlsx itself). */
async function hyperlinks(bytes: Buffer): Promise<Map<string, string>> {
  const [sheet] = (await readXlsx(bytes)).sheets;
  return sheet?.links ?? new Map();
}

describe("'Generar Excel' of the project summary (excel-resumen) and of a list (excel-listado)", () => {
  let h: Hierarchy;
  let l2: Awaited<ReturnType<typeof ctx.createListado>>;
  let fotos: string[];
  beforeAll(async () => {
    h = await ctx.createHierarchy({ Nombre: 'Constructora Excel' });
    l2 = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Listado B' });
    fotos = [
      await fx.uploadJpeg(h.companyId, h.director, '#a33'),
      await fx.uploadJpeg(h.companyId, h.director, '#33a'),
      await fx.uploadJpeg(h.companyId, h.director, '#3a3'),
    ];
    await fx.captured(h, { Comentario: FORMULA, Imagenes: [fotos[0] ?? '', fotos[1] ?? ''] });
    const b = await fx.captured(h, { Comentario: 'B resuelta', Sector: 'Torre B', Prioridad: 'Baja' });
    await fx.captured(h, { Comentario: '+56 9 1234 5678', Recinto: 'Cocina' });
    const d = await fx.captured(
      h,
      { Comentario: 'D resuelta', Subcontrato: 'Cerámica', ErrorTipo: 'Nivel', Imagenes: [fotos[2] ?? ''] },
      fx.listadoParams(h, l2.id),
    );
    await fx.captured(h, { Comentario: 'E abierta' }, fx.listadoParams(h, l2.id));
    await rx.resolve(h, b.id);
    await rx.resolve(h, d.id, l2.id);
  });

  it('with a status filter: exactly the filtered rows (every one, not a page), Spanish headers, named by project and time', async () => {
    const { id, status } = await rx.generated(h.companyId, h.director, { kind: 'excel-resumen', projectId: h.projectId, estado: 'Resuelta' });
    expect(status.state).toBe('listo');
    expect(status.fileName).toMatch(new RegExp(`^${h.project.NombreProyecto}_\\d{2}-\\d{2}-\\d{4}_\\d{2}-\\d{2}\\.xlsx$`));
    const file = await rx.download(h.companyId, h.director, id);
    expect(file.type).toBe(XLSX);
    expect(file.fileName).toBe(status.fileName);
    const [sheet] = (await readXlsx(file.bytes)).sheets;
    expect(sheet?.name).toBe(informes.excel.hoja);
    expect(sheet?.rows[0]).toEqual(HEADERS);
    const rows = sheet?.rows.slice(1) ?? [];
    // Newest first, as the summary screen lists them.
    expect(rows.map((row) => cell(row, 'Comentario'))).toEqual(['D resuelta', 'B resuelta']);
    const d = rows[0];
    expect(cell(d, 'Revisión')).toBe(h.revision.Nombre);
    expect(cell(d, 'Listado')).toBe('Listado B');
    expect(cell(d, 'Subcontrato')).toBe('Cerámica');
    expect(cell(d, 'Error Tipo')).toBe('Nivel');
    expect(cell(d, 'N°')).toBe(1);
    expect(cell(d, 'Estado')).toBe('Resuelta');
    expect(cell(d, 'Fecha Observada')).toBeInstanceOf(Date);
    expect(cell(d, 'Fecha Vencimiento')).toBeInstanceOf(Date);
    expect(cell(d, 'Foto 1')).toBe(informes.excel.verFoto(1));
    expect(cell(d, 'Foto 2')).toBeNull();
    expect(cell(rows[1], 'Prioridad')).toBe('Baja');
    expect(cell(rows[1], 'Sector')).toBe('Torre B');
  });

  it("without filters every row of the project's active lists; text that looks like a formula stays text", async () => {
    const borrado = await ctx.createListado(h, h.projectId, h.revisionId);
    await fx.captured(h, { Comentario: 'En un listado borrado' }, fx.listadoParams(h, borrado.id));
    await rx.removeListado(h, borrado.id);

    const { id } = await rx.generated(h.companyId, h.director, { kind: 'excel-resumen', projectId: h.projectId });
    const { bytes } = await rx.download(h.companyId, h.director, id);
    const [sheet] = (await readXlsx(bytes)).sheets;
    const comentarios = (sheet?.rows.slice(1) ?? []).map((row) => cell(row, 'Comentario'));
    expect(comentarios).toEqual(['E abierta', 'D resuelta', '+56 9 1234 5678', 'B resuelta', FORMULA]);
    // The only formulas are the photo links (to our files); the comment is a string cell, quoted:
    // Excel never evaluates it.
    expect(sheet?.formulas).toEqual([...(sheet?.links.keys() ?? [])]);
    for (const target of sheet?.links.values() ?? [])
      expect(target.startsWith(`${ctx.config.publicUrl}/api/revisiones/companies/${h.companyId}/files/`)).toBe(true);
    const comentario = new RegExp(`^${String.fromCharCode(65 + (COL['Comentario'] ?? 0))}\\d+$`);
    expect(sheet?.formulas.filter((address) => comentario.test(address))).toEqual([]);
    expect((await zipEntry(bytes, 'xl/styles.xml')).toString('utf8')).toContain('quotePrefix="1"');
  });

  it('photo cells are links that open the web image without a bearer token; a changed link is refused', async () => {
    const { id } = await rx.generated(h.companyId, h.director, { kind: 'excel-resumen', projectId: h.projectId, listadoId: h.listadoId, recinto: 'Baño' });
    const { bytes } = await rx.download(h.companyId, h.director, id);
    const [sheet] = (await readXlsx(bytes)).sheets;
    const rows = sheet?.rows.slice(1) ?? [];
    expect(rows.map((row) => cell(row, 'Comentario'))).toEqual(['B resuelta', FORMULA]);
    expect(cell(rows[1], 'Foto 1')).toBe(informes.excel.verFoto(1));
    expect(cell(rows[1], 'Foto 2')).toBe(informes.excel.verFoto(2));
    const links = await hyperlinks(bytes);
    // Foto 1 and Foto 2 are columns M and N; the formula row is row 3.
    expect([...links.keys()].sort()).toEqual(['M3', 'N3']);

    const prefix = `${ctx.config.publicUrl}/api/revisiones`;
    for (const [address, fileId] of [
      ['M3', fotos[0]],
      ['N3', fotos[1]],
    ] as const) {
      const url = links.get(address) ?? '';
      expect(url.startsWith(`${prefix}/companies/${h.companyId}/files/${fileId}?size=web&exp=`)).toBe(true);
      const opened = await ctx.app.inject({ method: 'GET', url: url.slice(prefix.length) });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('image/jpeg');
      const withToken = await ctx.app.inject({ method: 'GET', url: `/companies/${h.companyId}/files/${fileId}`, headers: ctx.headersOf(h.director) });
      expect(opened.rawPayload.equals(withToken.rawPayload)).toBe(true);
    }
    const other = (links.get('M3') ?? '').slice(prefix.length).replace(fotos[0] ?? '', fotos[2] ?? '');
    expect((await ctx.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
  });

  it('date range (both ends) and filters that match nothing give the header alone; an inverted range is refused', async () => {
    const future = new Date(Date.now() + 86_400_000);
    const later = new Date(Date.now() + 2 * 86_400_000);
    const { id } = await rx.generated(h.companyId, h.director, {
      kind: 'excel-resumen',
      projectId: h.projectId,
      desde: future.toISOString(),
      hasta: later.toISOString(),
    });
    const [sheet] = (await readXlsx((await rx.download(h.companyId, h.director, id)).bytes)).sheets;
    expect(sheet?.rows).toEqual([HEADERS]);

    const inverted = await rx.request(h.companyId, h.director, {
      kind: 'excel-resumen',
      projectId: h.projectId,
      desde: later.toISOString(),
      hasta: future.toISOString(),
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toEqual({ message: observaciones.rangeInvalid });
    const badStatus = await rx.request(h.companyId, h.director, { kind: 'excel-resumen', projectId: h.projectId, estado: 'Cualquiera' });
    expect(badStatus.statusCode).toBe(400);
  });

  it("a list's Excel: its observations only, by N°, named by the list", async () => {
    const { id, status } = await rx.generated(h.companyId, h.usuario, {
      kind: 'excel-listado',
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
    });
    expect(status.fileName).toMatch(new RegExp(`^${h.listado.Nombre}_\\d{2}-\\d{2}-\\d{4}_\\d{2}-\\d{2}\\.xlsx$`));
    const [sheet] = (await readXlsx((await rx.download(h.companyId, h.usuario, id)).bytes)).sheets;
    expect(sheet?.rows[0]).toEqual(HEADERS);
    const rows = sheet?.rows.slice(1) ?? [];
    expect(rows.map((row) => [cell(row, 'N°'), cell(row, 'Comentario'), cell(row, 'Estado')])).toEqual([
      [1, FORMULA, 'Observada'],
      [2, 'B resuelta', 'Resuelta'],
      [3, '+56 9 1234 5678', 'Observada'],
    ]);
    expect(rows.every((row) => cell(row, 'Listado') === h.listado.Nombre)).toBe(true);
  });

  it("a list's Excel with the list screen's filters: exactly the rows the screen selects (issue 16: 7 on screen, 38 in the file)", async () => {
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId };
    for (const filters of [{ estado: 'Resuelta' }, { recinto: 'Cocina' }, { estado: 'Observada', sector: 'Torre A' }] as const) {
      const screen = await ctx.ok<ObservacionKeysetPage>(ctx.call(h.usuario, listObservaciones, params, { query: { ...filters, limit: 100 } }));
      const { id } = await rx.generated(h.companyId, h.usuario, {
        kind: 'excel-listado',
        projectId: h.projectId,
        revisionId: h.revisionId,
        listadoId: h.listadoId,
        ...filters,
      });
      const [sheet] = (await readXlsx((await rx.download(h.companyId, h.usuario, id)).bytes)).sheets;
      const rows = sheet?.rows.slice(1) ?? [];
      expect(rows.map((row) => cell(row, 'N°'))).toEqual(screen.items.map((item) => item.Numero).sort((a, b) => a - b));
      expect(rows.length, JSON.stringify(filters)).toBeLessThan(3);
    }
    const { id } = await rx.generated(h.companyId, h.usuario, {
      kind: 'excel-listado',
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
      estado: 'Resuelta',
    });
    const [sheet] = (await readXlsx((await rx.download(h.companyId, h.usuario, id)).bytes)).sheets;
    expect((sheet?.rows.slice(1) ?? []).map((row) => [cell(row, 'N°'), cell(row, 'Comentario')])).toEqual([[2, 'B resuelta']]);

    const inverted = await rx.request(h.companyId, h.usuario, {
      kind: 'excel-listado',
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
      desde: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      hasta: new Date().toISOString(),
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toEqual({ message: observaciones.rangeInvalid });
  });

  it('two Excel documents of one user may run together (not summaries)', async () => {
    const first = await rx.requested(h.companyId, h.director, { kind: 'excel-resumen', projectId: h.projectId });
    const second = await rx.requested(h.companyId, h.director, { kind: 'excel-listado', projectId: h.projectId, revisionId: h.revisionId, listadoId: l2.id });
    await ctx.context.reports.drain();
    expect((await rx.status(h.companyId, h.director, first)).state).toBe('listo');
    expect((await rx.status(h.companyId, h.director, second)).state).toBe('listo');
  });
});
