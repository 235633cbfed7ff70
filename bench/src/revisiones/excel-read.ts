// Where the time of the 50,000-row Excel goes, phase by phase, on the embedded database: the read
// as the export does it and its variants (projection, batch size, order), the row mapping, the
// workbook writer into a sink, and the GridFS write. Prints figures; asserts nothing.
// `npx tsx bench/src/revisiones/excel-read.ts` (BENCH_LISTADO_SIZE=500 → 5,000 rows).
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';

import { startDevDb } from '@insp/devdb';
import { type CellValue, writeWorkbook } from '@insp/reports';
import { EXCEL_COLUMNS, EXCEL_FIELDS, toExcelRow } from '@insp/service-revisiones/src/features/informes/mappers.ts';
import { collections } from '@insp/service-revisiones/src/shared/collections.ts';
import { type ObservacionDoc, observacionView } from '@insp/service-revisiones/src/shared/observaciones-query.ts';
import { mongo, Types } from 'mongoose';

import { type ListadoRef, observaciones } from './fixtures.ts';

const LISTADO_SIZE = Number(process.env.BENCH_LISTADO_SIZE ?? 5_000);
const LISTADOS = 10;
const INSERT_BATCH = 1_000;
const days = { DiasPorVencer: 10, DiasVencidos: 20 };
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mib = () => `${(process.memoryUsage.rss() / 1024 / 1024).toFixed(0)} MiB`;

const devdb = await startDevDb();
const client = new mongo.MongoClient(devdb.uri);
await client.connect();
const db = client.db(`bench_excel_${randomBytes(4).toString('hex')}`);
const Observaciones = db.collection<ObservacionDoc>(collections.observaciones);
try {
  const companyId = new Types.ObjectId();
  const projectId = new Types.ObjectId();
  const now = new Date();
  const autores = [{ id: new Types.ObjectId().toHexString(), name: 'Rosa Responsable' }];
  for (let l = 0; l < LISTADOS; l++) {
    const ref: ListadoRef = {
      companyId,
      projectId,
      revisionId: new Types.ObjectId(),
      listadoId: new Types.ObjectId(),
      NombreProyecto: 'Edificio Los Aromos',
      NombreRevision: 'Obra gruesa',
      NombreListado: `Departamento ${101 + l * 100}`,
    };
    for (let from = 1; from <= LISTADO_SIZE; from += INSERT_BATCH) {
      await Observaciones.insertMany(
        observaciones(ref, from, Math.min(INSERT_BATCH, LISTADO_SIZE - from + 1), { total: LISTADO_SIZE, spanDays: 60, now, autores }),
      );
    }
  }
  await Observaciones.createIndex({ companyId: 1, projectId: 1, CreatedAt: -1, _id: -1 });
  const filter = { companyId, projectId };
  const order = { CreatedAt: -1, _id: -1 } as const;
  console.log(
    `${(await Observaciones.countDocuments(filter)).toLocaleString('en')} rows; load ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );

  const variants: [string, () => mongo.FindCursor<ObservacionDoc>][] = [
    ['sorted, batch 500 (as before)', () => Observaciones.find(filter).sort(order).batchSize(500)],
    ['sorted, batch 500, projection', () => Observaciones.find(filter, { projection: EXCEL_FIELDS }).sort(order).batchSize(500)],
    ['sorted, batch 5000, projection', () => Observaciones.find(filter, { projection: EXCEL_FIELDS }).sort(order).batchSize(5_000)],
    ['sorted, batch 20000, projection', () => Observaciones.find(filter, { projection: EXCEL_FIELDS }).sort(order).batchSize(20_000)],
    ['unsorted, batch 5000, projection', () => Observaciones.find(filter, { projection: EXCEL_FIELDS }).batchSize(5_000)],
    ['sorted, batch 500 (again)', () => Observaciones.find(filter).sort(order).batchSize(500)],
  ];
  for (const [label, open] of variants) {
    const t0 = performance.now();
    let first = 0;
    let rows = 0;
    for await (const _doc of open()) if (rows++ === 0) first = performance.now() - t0;
    console.log(`read ${label.padEnd(36)} ${s(performance.now() - t0)} (first row after ${s(first)}), rss ${mib()}`);
  }

  // Mapping and the writer alone, from rows already in memory.
  const docs = await Observaciones.find(filter, { projection: EXCEL_FIELDS }).sort(order).batchSize(5_000).toArray();
  const link = (id: string) => `http://localhost:8080/api/revisiones/companies/x/files/${id}?size=web&exp=1&firma=abc`;
  let t0 = performance.now();
  const mapped: Record<string, CellValue>[] = docs.map((doc) => toExcelRow(observacionView(doc, days, now), link));
  console.log(`map ${mapped.length} rows: ${s(performance.now() - t0)}`);
  let bytes = 0;
  // A new one per workbook: a Writable ends with the file it received.
  const sinkOf = () =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
  t0 = performance.now();
  await writeWorkbook(sinkOf(), [{ name: 'Observaciones', columns: EXCEL_COLUMNS, rows: mapped }]);
  console.log(`writer ${mapped.length} rows: ${s(performance.now() - t0)}, ${(bytes / 1024 / 1024).toFixed(1)} MiB, rss ${mib()}`);

  // The export as the job runs it, minus GridFS: the cursor (projection, batches of 2,000) read
  // ahead of the writer, each row mapped as it comes. Against the same read alone, in turns.
  const exportCursor = () =>
    Observaciones.find(filter, { projection: { _id: 0, ...EXCEL_FIELDS } })
      .sort(order)
      .batchSize(2_000);
  for (let run = 1; run <= 2; run++) {
    t0 = performance.now();
    let read = 0;
    for await (const _doc of exportCursor()) read++;
    const readMs = performance.now() - t0;
    async function* rows(): AsyncGenerator<Record<string, CellValue>> {
      for await (const doc of exportCursor()) yield toExcelRow(observacionView(doc as ObservacionDoc, days, now), link);
    }
    bytes = 0;
    t0 = performance.now();
    await writeWorkbook(sinkOf(), [{ name: 'Observaciones', columns: EXCEL_COLUMNS, rows: rows() }]);
    const exportMs = performance.now() - t0;
    console.log(
      `run ${run}: read alone ${read} rows ${s(readMs)}; export ${s(exportMs)} (${(exportMs / readMs).toFixed(2)}x), ${(bytes / 1024 / 1024).toFixed(1)} MiB, rss ${mib()}`,
    );
  }
} finally {
  await client.close();
  await devdb.stop();
}
