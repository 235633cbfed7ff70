import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CellValue, SheetSpec } from '../src/index.ts';
import { writeWorkbook } from '../src/index.ts';
import { readXlsx, zipEntry, zipEntryNames } from '../src/testing.ts';
import { failingSink, memorySink } from './helpers.ts';

async function workbookBytes(sheets: SheetSpec[]): Promise<Buffer> {
  const sink = memorySink();
  await writeWorkbook(sink.stream, sheets);
  return sink.bytes();
}

const columns = [
  { header: 'Texto', key: 'texto', width: 30 },
  { header: 'Número', key: 'numero' },
];

describe('writeWorkbook', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reports-excel-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('streams 50 000 rows to a file while they are still being produced', async () => {
    const path = join(dir, 'grande.xlsx');
    const file = createWriteStream(path);
    const total = 50_000;
    const start = new Date('2024-01-15T03:04:05Z');
    let writtenBeforeLastRow = -1;
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;

    async function* rows(): AsyncGenerator<Record<string, CellValue>> {
      for (let i = 1; i <= total; i += 1) {
        if (i % 5_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
        if (i === total) writtenBeforeLastRow = file.bytesWritten;
        yield {
          numero: i,
          observacion: `Observación número ${i} del recinto ${i % 97}`,
          creada: new Date(start.getTime() + i * 60_000),
          estado: i % 2 === 0 ? 'Abierta' : 'Cerrada',
          vacio: null,
          foto1: {
            text: 'Ver foto 1',
            hyperlink: `https://consola.example/api/revisiones/companies/c/files/${i.toString(16).padStart(24, '0')}?size=web&exp=1790000000&firma=${'a'.repeat(43)}`,
          },
          foto2: {
            text: 'Ver foto 2',
            hyperlink: `https://consola.example/api/revisiones/companies/c/files/${i.toString(16).padStart(24, '1')}?size=web&exp=1790000000&firma=${'b'.repeat(43)}`,
          },
        };
      }
    }

    await writeWorkbook(file, [
      {
        name: 'Observaciones',
        columns: [
          { header: 'N°', key: 'numero', width: 8 },
          { header: 'Observación', key: 'observacion', width: 40 },
          { header: 'Creada', key: 'creada', width: 18 },
          { header: 'Estado', key: 'estado' },
          { header: 'Vacío', key: 'vacio' },
          { header: 'Foto 1', key: 'foto1' },
          { header: 'Foto 2', key: 'foto2' },
        ],
        rows: rows(),
      },
    ]);

    // Most of the file had reached the disk before the generator was done: rows were not kept.
    expect(writtenBeforeLastRow).toBeGreaterThan(100_000);
    // Loose on purpose (GC timing varies); rows or links held until the end would not stay under it.
    expect(peak - baseline, `heap grew ${((peak - baseline) / 1024 / 1024).toFixed(0)} MiB`).toBeLessThan(150 * 1024 * 1024);
    // 100,000 links, past the 66,530 hyperlinks Excel keeps in a sheet: formulas, no relationships.
    const bytes = await readFile(path);
    expect((await zipEntry(bytes, 'xl/worksheets/sheet1.xml')).toString('utf8').match(/<f>HYPERLINK\(/g)).toHaveLength(2 * total);
    expect(await zipEntryNames(bytes)).not.toContain('xl/worksheets/_rels/sheet1.xml.rels');

    const { sheets } = await readXlsx(bytes);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Observaciones']);
    const [sheet] = sheets;
    expect(sheet?.rows).toHaveLength(total + 1);
    expect(sheet?.rows[0]).toEqual(['N°', 'Observación', 'Creada', 'Estado', 'Vacío', 'Foto 1', 'Foto 2']);
    // Dates read back as the Santiago wall clock (00:05:05 for 03:05:05 UTC in January).
    expect(sheet?.rows[1]).toEqual([1, 'Observación número 1 del recinto 1', new Date('2024-01-15T00:05:05Z'), 'Cerrada', null, 'Ver foto 1', 'Ver foto 2']);
    expect(sheet?.rows[total]?.[0]).toBe(total);
    expect(sheet?.links.get(`G${total + 1}`)).toBe(
      `https://consola.example/api/revisiones/companies/c/files/${total.toString(16).padStart(24, '1')}?size=web&exp=1790000000&firma=${'b'.repeat(43)}`,
    );
  });

  it('keeps text that looks like a formula as text, marked with a quote prefix', async () => {
    const dangerous = ['=HYPERLINK("http://malo.example","x")', '+1', '-2', '@a', '=1+1'];
    const bytes = await workbookBytes([{ name: 'Datos', columns, rows: dangerous.map((texto, i) => ({ texto, numero: -(i + 1) })) }]);

    const { sheets } = await readXlsx(bytes);
    expect(sheets[0]?.formulas).toEqual([]);
    expect(sheets[0]?.rows.slice(1)).toEqual(dangerous.map((texto, i) => [texto, -(i + 1)]));

    // No formula anywhere, and every such cell uses a cell format with quotePrefix.
    const sheetXml = (await zipEntry(bytes, 'xl/worksheets/sheet1.xml')).toString('utf8');
    expect(sheetXml).not.toContain('<f>');
    const stylesXml = (await zipEntry(bytes, 'xl/styles.xml')).toString('utf8');
    const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
    const xfs = cellXfs.match(/<xf\b[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g) ?? [];
    const quoted = new Set(xfs.flatMap((xf, index) => (xf.includes('quotePrefix="1"') ? [String(index)] : [])));
    expect(quoted.size).toBeGreaterThan(0);
    for (let row = 2; row <= dangerous.length + 1; row += 1) {
      const style = new RegExp(`<c r="A${row}"[^>]*\\bs="(\\d+)"`).exec(sheetXml)?.[1];
      expect(quoted.has(style ?? '')).toBe(true);
    }
    // Numbers, negative ones included, stay numbers without the prefix.
    const numberStyle = /<c r="B3"(?:[^>]*\bs="(\d+)")?/.exec(sheetXml)?.[1];
    expect(quoted.has(numberStyle ?? '0')).toBe(false);
  });

  it('writes clickable hyperlinks, bold headers and formatted dates', async () => {
    const bytes = await workbookBytes([
      {
        name: 'Fotos',
        columns: [
          { header: 'Foto', key: 'foto' },
          { header: 'Fecha', key: 'fecha' },
        ],
        rows: [
          { foto: { text: 'Ver foto', hyperlink: 'https://consola.example/fotos/1' }, fecha: new Date('2024-07-10T02:30:00Z') },
          { foto: { text: 'Sin enlace', hyperlink: 'javascript:alert(1)' }, fecha: null },
        ],
      },
    ]);

    const { sheets } = await readXlsx(bytes);
    expect(sheets[0]?.rows).toEqual([['Foto', 'Fecha'], ['Ver foto', new Date('2024-07-09T22:30:00Z')], ['Sin enlace']]);
    // The link is a HYPERLINK formula of two constants; the unsafe one is plain text.
    expect(sheets[0]?.links).toEqual(new Map([['A2', 'https://consola.example/fotos/1']]));
    expect(sheets[0]?.formulas).toEqual(['A2']);
    const sheetXml = (await zipEntry(bytes, 'xl/worksheets/sheet1.xml')).toString('utf8');
    expect(sheetXml).toContain('<f>HYPERLINK(&quot;https://consola.example/fotos/1&quot;,&quot;Ver foto&quot;)</f>');
    expect(sheetXml).not.toContain('javascript:alert(1)</f>');
    const stylesXml = (await zipEntry(bytes, 'xl/styles.xml')).toString('utf8');
    expect(stylesXml).toContain('formatCode="dd/mm/yyyy hh:mm"');
    expect(stylesXml).toMatch(/<font>\s*<b\/>/);
  });

  it('keeps links longer than a formula constant whole, and quotes in their text', async () => {
    const long = `https://consola.example/fotos/${'x'.repeat(600)}?firma="abc"`;
    const bytes = await workbookBytes([
      {
        name: 'Fotos',
        columns: [{ header: 'Foto', key: 'foto' }],
        rows: [
          { foto: { text: 'Ver "foto" 1', hyperlink: long } },
          { foto: { text: 'Demasiado larga', hyperlink: `https://consola.example/${'y'.repeat(2_100)}` } },
        ],
      },
    ]);
    const [sheet] = (await readXlsx(bytes)).sheets;
    expect(sheet?.rows).toEqual([['Foto'], ['Ver "foto" 1'], ['Demasiado larga']]);
    // A link Excel could not follow stays text.
    expect(sheet?.links).toEqual(new Map([['A2', long]]));
  });

  it('writes one sheet per spec with names Excel accepts', async () => {
    const bytes = await workbookBytes([
      { name: 'Resumen: 2024/03', columns, rows: [{ texto: 'uno', numero: 1 }] },
      { name: 'Resumen: 2024/03', columns, rows: [] },
      { name: 'Un nombre de hoja que es demasiado largo para Excel', columns, rows: [] },
    ]);

    const { sheets } = await readXlsx(bytes);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Resumen  2024 03', 'Resumen  2024 03 (2)', 'Un nombre de hoja que es demasi']);
    expect(sheets[1]?.rows).toEqual([['Texto', 'Número']]);
    expect(await zipEntryNames(bytes)).toContain('xl/worksheets/sheet3.xml');
  });

  it('keeps blanks, line breaks, accents and XML characters of the text as typed', async () => {
    const texts = ['  sangría al inicio', 'al final  ', 'línea 1\nlínea 2', '<b>negrita</b> & "comillas" ñandú', 'con\u0007control'];
    const bytes = await workbookBytes([{ name: 'Datos <1>', columns, rows: texts.map((texto) => ({ texto })) }]);
    const [sheet] = (await readXlsx(bytes)).sheets;
    expect(sheet?.name).toBe('Datos <1>');
    expect(sheet?.rows.slice(1)).toEqual([...texts.slice(0, 4), 'concontrol'].map((texto) => [texto]));
    // Excel itself drops leading and trailing blanks unless the text says to keep them.
    const sheetXml = (await zipEntry(bytes, 'xl/worksheets/sheet1.xml')).toString('utf8');
    expect(sheetXml).toContain('<t xml:space="preserve">  sangría al inicio</t>');
    expect(sheetXml).toContain('<t xml:space="preserve">al final  </t>');
    expect(sheetXml).toContain('&lt;b&gt;negrita&lt;/b&gt; &amp; &quot;comillas&quot; ñandú</t>');
  });

  it("rejects with the rows' own error and leaves the destination to the caller", async () => {
    function* rows(): Generator<Record<string, CellValue>> {
      for (let i = 0; i < 5_000; i += 1) {
        if (i === 3_000) throw new Error('cursor perdido');
        yield { texto: `fila ${i}`, numero: i };
      }
    }
    const sink = memorySink();
    await expect(writeWorkbook(sink.stream, [{ name: 'Datos', columns, rows: rows() }])).rejects.toThrow('cursor perdido');
    // The caller (a report job) destroys it with its own Spanish message; the workbook does not.
    expect(sink.stream.destroyed).toBe(false);
    expect(sink.stream.writableEnded).toBe(false);
  });

  it('stops with an error when the destination fails mid-way', async () => {
    function* rows(): Generator<Record<string, CellValue>> {
      for (let i = 0; i < 200_000; i += 1) yield { texto: `fila ${i} ${'x'.repeat(50)}`, numero: i };
    }
    await expect(writeWorkbook(failingSink(2), [{ name: 'Datos', columns, rows: rows() }])).rejects.toThrow('conexión cerrada');
  });
});
