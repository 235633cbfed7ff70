// The workbook writer alone: 50,000 rows shaped like the observations export (14 columns, two
// photo links, two dates), from memory into a counting sink, so no database is in the figure.
// Prints time, size, peak RSS and the JS heap; asserts nothing.
// `node --heap-growing-percent=20 --import tsx bench/src/reports/workbook-writer.ts` (as services run) or
// without the flag; BENCH_ROWS changes the count.
import { Writable } from 'node:stream';

import { type CellValue, writeWorkbook } from '@insp/reports';
import { EXCEL_COLUMNS } from '@insp/service-revisiones/src/features/informes/mappers.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = 3;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const start = Date.UTC(2026, 0, 5, 12);
function* rows(): Generator<Record<string, CellValue>> {
  for (let i = 1; i <= ROWS; i += 1) {
    const id = i.toString(16).padStart(24, '0');
    const link = (size: string) =>
      `https://consola.example/api/revisiones/companies/6650a1b2c3d4e5f601234567/files/${id}?size=${size}&exp=1790000000&firma=${'a'.repeat(43)}`;
    yield {
      revision: 'Obra gruesa',
      listado: `Departamento ${101 + (i % 10) * 100}`,
      sector: `Torre ${1 + (i % 3)}`,
      recinto: ['Cocina', 'Baño', 'Living', 'Dormitorio 1'][i % 4] ?? null,
      subcontrato: 'Pinturas del Sur',
      errorTipo: 'Terminaciones',
      prioridad: ['Alta', 'Media', 'Baja'][i % 3] ?? null,
      numero: i,
      estado: i % 3 === 0 ? 'Resuelta' : 'Pendiente',
      comentario: `Fisura en muro junto a la ventana, revisar el estuco y repintar (observación ${i}).`,
      observada: new Date(start + i * 60_000),
      vencimiento: new Date(start + i * 60_000 + 10 * 86_400_000),
      foto1: { text: 'Ver foto 1', hyperlink: link('web') },
      foto2: i % 2 === 0 ? { text: 'Ver foto 2', hyperlink: link('thumb') } : null,
    };
  }
}

let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 20);
console.log(`flags: ${process.execArgv.join(' ') || '(none)'}; rss before ${mib(process.memoryUsage.rss())}`);
for (let run = 1; run <= RUNS; run += 1) {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const t0 = performance.now();
  await writeWorkbook(sink, [{ name: 'Observaciones', columns: EXCEL_COLUMNS, rows: rows() }]);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `run ${run}: ${ROWS.toLocaleString('en')} rows in ${seconds.toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(1)} MiB; peak rss ${mib(peakRss)}, peak heap ${mib(peakHeap)}`,
  );
}
clearInterval(sampler);
