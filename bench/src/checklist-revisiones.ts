// Checklist-review projects at volume (issue 7 'Measured in bench/'), on the embedded database: the
// answers page (keyset, one error type) and the project summary page of a project with 30,000
// answers, through the service against the raw driver, with the round trips per page; that
// project's summary Excel (time, size, rows, RSS) and, in a small project of its own, the summary
// PDF warm. Prints figures; asserts nothing but that the documents hold what was stored.
// `npx tsx bench/src/checklist-revisiones.ts` (BENCH_QUICK=1: a few runs).
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { Endpoint } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { startDevDb } from '@insp/devdb';
import { fakeCompany, fakeUser } from '@insp/module-service/fakes';
import { collections } from '@insp/service-checklist-revisiones/src/shared/collections.ts';
import type { RespuestaDoc } from '@insp/service-checklist-revisiones/src/shared/respuestas.ts';
import { encodeCursor } from '@insp/service-kit';
import { mongo, Types } from 'mongoose';

import { pdfImages, pdfPages, requestDocument, xlsxRows } from './checklist-revisiones/reports.ts';
import { checklistRevisiones, template } from './checklist-revisiones/service.ts';
import { summaryProject } from './checklist-revisiones/summary-project.ts';
import { interleaved, quantile, sampleMemory } from './revisiones/measure.ts';
import { type CallOptions, claimsOf, type ServiceSetup, startBenchService } from './service.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 3 : 30;
const BUDGET_MS = Number(process.env.BENCH_PAGE_BUDGET_S ?? (QUICK ? 30 : 150)) * 1000;
const LISTADOS = 10;
const PER_LISTADO = Number(process.env.BENCH_LISTADO_SIZE ?? 3_000); // 10 × 3,000 = 30,000 answers
const PAGE = 20;
const DEEP_ROW = Math.floor(PER_LISTADO * 0.4); // the deep keyset page of the busiest error type starts after this row
const SPAN_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const SUMMARY_PDF_RUNS = 10;
const ESTADOS = ['Por Resolver', 'Resuelto', 'Criterios Propietario', null] as const;

const n = (value: number) => value.toLocaleString('en');
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runChecklistRevisionesBench(log: (line: string) => void = (line) => console.error(`  · ${line}`)): Promise<void> {
  const devdb = await startDevDb();
  const company = fakeCompany({ Nombre: 'Constructora Andes', Checklists: [template()] });
  const director = fakeUser(company.id, { Nombre: 'Diana', Apellido: 'Directora', tipoUsuario: 'AdministradorEmpresa' });
  const claims = claimsOf(director);
  const dbName = `bench_checklist_${randomBytes(4).toString('hex')}`;
  const service = await startBenchService(checklistRevisiones, { uri: devdb.uri, dbName, company, users: [director] }, { monitorCommands: true });
  const { app } = service;
  const ok = <T>(description: Endpoint, params: Record<string, string>, options: CallOptions = {}): Promise<T> =>
    service.ok<T>(claims, description, params, options);
  const raw = new mongo.MongoClient(devdb.uri);
  await raw.connect();
  const Respuestas = raw.db(dbName).collection<RespuestaDoc>(collections.respuestas);
  try {
    const companyId = company.id;
    const project = await ok<cr.ProyectoItem>(cr.proyectosEndpoints.create, { companyId }, { body: { NombreProyecto: 'Edificio Los Aromos' } });
    const revision = await ok<cr.RevisionItem>(
      cr.revisionesEndpoints.create,
      { companyId, projectId: project.id },
      { body: { Nombre: 'Pre-entrega', ResponsableId: director.id } },
    );
    const now = new Date();
    const started = performance.now();
    let busiest: { listado: string; errorTipo: string } | null = null;
    for (let l = 0; l < LISTADOS; l++) {
      const params = { companyId, projectId: project.id, revisionId: revision.id };
      const listado = await ok<cr.ListadoItem>(cr.listadosEndpoints.create, params, { body: { Nombre: `Depto ${101 + l}`, ResponsableId: director.id } });
      const listadoParams = { ...params, listadoId: listado.id };
      await ok(cr.listadosEndpoints.asignarChecklist, listadoParams, { body: { checklistId: company.Checklists[0]!.id } });
      const arbol = await ok<cr.ArbolCaptura>(cr.respuestasEndpoints.arbol, listadoParams);
      const leaves = arbol.recintos.flatMap((r) => r.subcontratos.flatMap((s) => s.erroresTipo.map((e) => ({ r, s, e }))));
      busiest ??= { listado: listado.id, errorTipo: leaves[0]!.e.id };
      const docs: RespuestaDoc[] = [];
      for (let k = 0; k < PER_LISTADO; k++) {
        // Half of the listado's answers on its first error type (a busy answers page), the rest spread.
        const leaf = k % 2 === 0 ? leaves[0]! : leaves[k % leaves.length]!;
        const FechaCreacion = new Date(now.getTime() - (SPAN_DAYS * DAY_MS * (PER_LISTADO - k)) / PER_LISTADO);
        const Estado = ESTADOS[k % ESTADOS.length]!;
        docs.push({
          _id: new Types.ObjectId(),
          companyId: new Types.ObjectId(companyId),
          projectId: new Types.ObjectId(project.id),
          revisionId: new Types.ObjectId(revision.id),
          listadoId: new Types.ObjectId(listado.id),
          recintoId: new Types.ObjectId(leaf.r.id),
          subcontratoId: new Types.ObjectId(leaf.s.id),
          errorTipoId: new Types.ObjectId(leaf.e.id),
          clientId: randomUUID(),
          Order: k + 1,
          Imagen: null,
          Comentario: `Observación ${k + 1} de ${leaf.e.Nombre.toLowerCase()} en ${leaf.r.Nombre.toLowerCase()}`,
          Estado,
          FechaCreacion,
          FechaResuelta: Estado === 'Resuelto' ? new Date(FechaCreacion.getTime() + DAY_MS) : null,
          EditReponsible: null,
          createdBy: { id: director.id, name: director.NombreCompleto },
          NombreRevision: revision.Nombre,
          NombreListado: listado.Nombre,
          NombreRecinto: leaf.r.Nombre,
          NombreSubcontrato: leaf.s.Nombre,
          NombreErrorTipo: leaf.e.Nombre,
        });
      }
      for (let from = 0; from < docs.length; from += 1_000) await Respuestas.insertMany(docs.slice(from, from + 1_000), { ordered: false });
    }
    if (!busiest) throw new Error('no listado');
    log(`${n(LISTADOS * PER_LISTADO)} answers inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const arbol = await ok<cr.ArbolCaptura>(cr.respuestasEndpoints.arbol, {
      companyId,
      projectId: project.id,
      revisionId: revision.id,
      listadoId: busiest.listado,
    });
    const first = arbol.recintos[0]!;
    const errorParams = {
      companyId,
      projectId: project.id,
      revisionId: revision.id,
      listadoId: busiest.listado,
      recintoId: first.id,
      subcontratoId: first.subcontratos[0]!.id,
      errorTipoId: busiest.errorTipo,
    };
    const errorFilter = { companyId: new Types.ObjectId(companyId), errorTipoId: new Types.ObjectId(busiest.errorTipo) };
    const deepDoc = await Respuestas.find(errorFilter).sort({ FechaCreacion: 1, _id: 1 }).skip(DEEP_ROW).limit(1).next();
    if (!deepDoc) throw new Error('no deep row');
    const deepCursor = encodeCursor(deepDoc.FechaCreacion, deepDoc._id);

    const answersPage = async (after?: string) => {
      const page = await ok<cr.RespuestaKeysetPage>(cr.respuestasEndpoints.list, errorParams, { query: after ? { after } : {} });
      if (page.items.length !== PAGE) throw new Error('short answers page');
      return page;
    };
    const rawAnswers = (after: RespuestaDoc | null) => {
      const query = after
        ? { $and: [errorFilter, { $or: [{ FechaCreacion: { $gt: after.FechaCreacion } }, { FechaCreacion: after.FechaCreacion, _id: { $gt: after._id } }] }] }
        : errorFilter;
      return Respuestas.find(query)
        .sort({ FechaCreacion: 1, _id: 1 })
        .limit(PAGE + 1)
        .batchSize(PAGE + 1)
        .toArray();
    };
    const summaryPage = async (page: number) => ok<cr.ResumenPage>(cr.resumenProyecto, { companyId, projectId: project.id }, { query: { page } });
    const projectFilter = { companyId: new Types.ObjectId(companyId), projectId: new Types.ObjectId(project.id) };
    const rawSummary = (page: number) =>
      Promise.all([
        Respuestas.find(projectFilter)
          .sort({ FechaCreacion: -1, _id: -1 })
          .skip(page * PAGE)
          .limit(PAGE)
          .batchSize(PAGE)
          .toArray(),
        Respuestas.countDocuments(projectFilter),
      ]);

    // The service's pages must be the driver's; the commands each page sends are counted.
    const client = app.db.getClient();
    const commands = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      let count = 0;
      const listener = () => count++;
      client.on('commandStarted', listener);
      try {
        return [await work(), count];
      } finally {
        client.off('commandStarted', listener);
      }
    };
    const [answers0, answersTrips] = await commands(() => answersPage());
    const [answersDeep] = await commands(() => answersPage(deepCursor));
    const [summary0, summaryTrips] = await commands(() => summaryPage(0));
    const rawAnswers0 = await rawAnswers(null);
    const rawAnswersDeep = await rawAnswers(deepDoc);
    const [rawSummary0, rawTotal] = await rawSummary(0);
    if (answers0.items[0]?.id !== rawAnswers0[0]?._id.toHexString() || answersDeep.items[0]?.id !== rawAnswersDeep[0]?._id.toHexString())
      throw new Error('answers pages differ from the raw query');
    if (summary0.total !== rawTotal || summary0.items[0]?.id !== rawSummary0[0]?._id.toHexString()) throw new Error('summary pages differ from the raw query');
    log(
      `pages checked against the driver; busiest error type has ${n(PER_LISTADO / 2)} answers; round trips: answers ${answersTrips}, summary ${summaryTrips}`,
    );

    const timings = await interleaved(
      {
        answersFirst: () => answersPage(),
        rawAnswersFirst: () => rawAnswers(null),
        answersDeep: () => answersPage(deepCursor),
        rawAnswersDeep: () => rawAnswers(deepDoc),
        summaryFirst: () => summaryPage(0),
        rawSummaryFirst: () => rawSummary(0),
      },
      { runs: RUNS, minRuns: 3, budgetMs: BUDGET_MS, warmup: 1 },
    );
    const row = (label: string, service: number, driver: number) =>
      `  ${label.padEnd(34)} service p50 ${ms(service).padStart(10)}   driver p50 ${ms(driver).padStart(10)}   ratio ${(service / driver).toFixed(2)}x (goal ≤ 1.3x: ${service / driver <= 1.3 ? 'met' : 'MISSED'})`;
    console.log(`\nChecklist revisiones — ${n(LISTADOS * PER_LISTADO)} answers in one project (${timings.answersFirst.runs} runs each)`);
    console.log(row('answers page (first)', timings.answersFirst.p50, timings.rawAnswersFirst.p50));
    console.log(row(`answers page (after row ${n(DEEP_ROW)})`, timings.answersDeep.p50, timings.rawAnswersDeep.p50));
    console.log(row('project summary page (with total)', timings.summaryFirst.p50, timings.rawSummaryFirst.p50));

    /* ───────────── the summary's Excel ('Generar Excel', kind excel-resumen) of the whole project ───────────── */
    // The service runs inside this process (app.inject), so its RSS includes the bench's own data
    // (the fixtures built above, the driver's client); the figure before the job is printed with it.
    const total = LISTADOS * PER_LISTADO;
    const memory = sampleMemory(50);
    const excel = await requestDocument(service, claims, { kind: 'excel-resumen', projectId: project.id });
    const peaks = await memory.stop();
    const rawStarted = performance.now();
    let rawRows = 0;
    for await (const _doc of Respuestas.find(projectFilter).sort({ FechaCreacion: -1, _id: -1 }).batchSize(500)) rawRows++;
    const rawReadMs = performance.now() - rawStarted;
    const sheets = await xlsxRows(excel.bytes);
    const dataRows = sheets.reduce((sum, sheet) => sum + sheet.rows, 0) - sheets.length; // one header row per sheet
    if (dataRows !== total || rawRows !== total) throw new Error(`Excel has ${dataRows} rows, the driver read ${rawRows}, ${total} inserted`);
    console.log(`\nSummary Excel (excel-resumen, POST → poll → file, as a remote asks for it) — ${excel.fileName}`);
    console.log(
      `  ${n(dataRows)} rows (+ header, read back with exceljs): ${(excel.ms / 1000).toFixed(2)} s to the downloaded file, ${(excel.bytes.length / 1024 / 1024).toFixed(1)} MiB`,
    );
    console.log(`  for scale, the raw driver reads the same ${n(rawRows)} rows in the same order (batch 500) in ${(rawReadMs / 1000).toFixed(2)} s`);
    console.log(
      `  RSS before the job ${peaks.baselineMiB.toFixed(0)} MiB, peak during it ${peaks.rssMiB.toFixed(0)} MiB (+${(peaks.rssMiB - peaks.baselineMiB).toFixed(0)} MiB); ` +
        `heap peak ${peaks.heapMiB.toFixed(0)} MiB, external ${peaks.externalMiB.toFixed(0)} MiB — the service runs in the bench's process, so these include the bench's own data`,
    );

    /* ───────────── the project summary PDF (resumen-proyecto), warm, in a database of its own ───────────── */
    const docsSetup: ServiceSetup = { uri: devdb.uri, dbName: `${dbName}_docs`, company, users: [director] };
    const docs = await startBenchService(checklistRevisiones, docsSetup);
    try {
      const small = await summaryProject(docs, claims, company.Checklists[0]!.id);
      const request: cr.InformeRequest = { kind: 'resumen-proyecto', projectId: small.projectId };
      // The first PDF launches the service's Chromium; a running service has it up already.
      const cold = await requestDocument(docs, claims, request);
      const warm: number[] = [];
      for (let run = 0; run < SUMMARY_PDF_RUNS; run++) warm.push((await requestDocument(docs, claims, request)).ms);
      const p95 = quantile(warm, 0.95);
      console.log(
        `\nSummary PDF (resumen-proyecto) — ${cold.fileName}: ${small.listados} lists, ${small.respuestas} answers, ${small.fotos} with a photo, in a database of its own`,
      );
      console.log(
        `  ${pdfPages(cold.bytes)} page(s), ${(cold.bytes.length / 1024).toFixed(0)} KiB, ${pdfImages(cold.bytes)} image object(s) in the PDF (its tables count answers per list; the photos are not printed); first (cold, launches Chromium) ${(cold.ms / 1000).toFixed(2)} s`,
      );
      console.log(`  ${warm.length} warm runs: p50 ${ms(quantile(warm, 0.5))}, p95 ${ms(p95)} (goal p95 <= 1 s: ${p95 <= 1000 ? 'met' : 'MISSED'})`);
    } finally {
      await docs.app.close();
    }
    console.log(`\nload average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  } finally {
    await raw.close();
    await app.close();
    await devdb.stop();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) await runChecklistRevisionesBench();
