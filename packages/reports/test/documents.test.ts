import { reports as reportTexts } from '@insp/messages';
import { describe, expect, it } from 'vitest';

import { fechaArchivo, fechaHoraArchivo, orDefault, streamedFile } from '../src/documents.ts';
import { columnsOf } from '../src/excel.ts';
import { projectTotals } from '../src/totals.ts';

const id = (hex: string) => ({ toHexString: () => hex });

async function read(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('what the modules’ documents share', () => {
  it('file names carry the Santiago date, without slashes or colons', () => {
    const now = new Date('2026-12-20T02:30:00.000Z');
    expect(fechaArchivo(now)).toBe('19-12-2026');
    expect(fechaHoraArchivo(now)).toBe('19-12-2026_23-30');
    expect(orDefault('  ', 'N/A')).toBe('N/A');
    expect(orDefault('Hall', 'N/A')).toBe('Hall');
  });

  it('a sheet’s columns in the order of their widths, each headed by its text', () => {
    const headers = { numero: 'N°', estado: 'Estado', comentario: 'Comentario' };
    expect(columnsOf(headers, { estado: 14, numero: 7 })).toEqual([
      { header: 'Estado', key: 'estado', width: 14 },
      { header: 'N°', key: 'numero', width: 7 },
    ]);
  });

  it('a project summary: per revision its lists that are not deleted and its total, then the project’s', () => {
    const figures: Record<string, { total: number; resueltas: number }> = {
      l1: { total: 4, resueltas: 1 },
      l2: { total: 2, resueltas: 2 },
      l3: { total: 9, resueltas: 9 },
    };
    const totals = projectTotals({
      revisiones: [
        { _id: id('r1'), Nombre: 'Revisión 1' },
        { _id: id('r2'), Nombre: 'Revisión 2' },
      ],
      listados: [
        { _id: id('l1'), revisionId: id('r1'), Nombre: 'A', Estado: 'Activo' },
        { _id: id('l3'), revisionId: id('r1'), Nombre: 'Borrado', Estado: 'Eliminado' },
        { _id: id('l2'), revisionId: id('r2'), Nombre: 'B', Estado: 'Activo' },
      ],
      zero: { total: 0, resueltas: 0 },
      figures: (listadoId) => figures[listadoId] ?? { total: 0, resueltas: 0 },
      row: (nombre, f) => `${nombre} ${f.resueltas}/${f.total}`,
      totalRevision: 'Total revisión',
      totalProyecto: 'Total proyecto',
    });
    expect(totals).toEqual({
      revisiones: [
        { nombre: 'Revisión 1', filas: ['A 1/4'], total: 'Total revisión 1/4' },
        { nombre: 'Revisión 2', filas: ['B 2/2'], total: 'Total revisión 2/2' },
      ],
      totalProyecto: 'Total proyecto 3/6',
    });
  });

  it('a streamed file that fails, or whose job is taken away, errors with the generic Spanish message; the cause goes to onError', async () => {
    const causes: unknown[] = [];
    const failed = streamedFile(() => Promise.reject(new Error('disk full')), { onError: (error) => causes.push(error) });
    await expect(read(failed)).rejects.toThrow(reportTexts.unexpected);
    expect(causes).toEqual([new Error('disk full')]);

    let taken = false;
    const endless = streamedFile(
      (out) =>
        new Promise<void>((resolve) => {
          out.write('a');
          out.on('close', resolve);
          taken = true;
        }),
      { aborted: () => taken, onError: () => undefined },
    );
    await expect(read(endless)).rejects.toThrow(reportTexts.unexpected);

    const done = streamedFile(async (out) => void out.end('listo'), { onError: () => undefined });
    expect(await read(done)).toBe('listo');
  });
});
