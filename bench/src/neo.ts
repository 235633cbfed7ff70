// NEO (work-order checklists) at volume (issue 8 'Measured in bench/'), on the embedded database: a
// project with 200 spaces and 3,000 Obra Gruesa sheets (+600 Terminaciones for the space report):
// the sheets list and each deviation report against the raw driver, the signatures zip of a space
// with 50 sheets and the responses Excel of the 3,000 sheets (time and peak RSS). Prints figures;
// asserts nothing. `npx tsx bench/src/neo.ts` (BENCH_QUICK=1 for a short run).
import { randomBytes } from 'node:crypto';

import { createReport, getReport, ReportCreated, ReportStatus } from '@insp/contracts';
import {
  type EstadoRespuestaOT,
  neoAsignacionesEndpoints,
  type NeoAsignados,
  type NeoChecklistResult,
  neoChecklistsEndpoints,
  type NeoEspaciosCreated,
  neoEspaciosEndpoints,
  neoEstadisticasEndpoints,
  neoHojasEndpoints,
  type NeoProyecto,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { startDevDb } from '@insp/devdb';
import { collections } from '@insp/service-neo/src/shared/collections.ts';
import type { HojaOTDoc, RespuestaOTDoc } from '@insp/service-neo/src/shared/documents.ts';
import { type mongo, Types } from 'mongoose';
import sharp from 'sharp';

import { benchCompany, benchUser, lista, newId } from './neo/company.ts';
import { answerOf, firmaOf } from './neo/documents.ts';
import { neo } from './neo/service.ts';
import { interleaved, sampleMemory, type Timings } from './revisiones/measure.ts';
import { claimsOf, startBenchService } from './service.ts';

const QUICK = process.env.BENCH_QUICK === '1';
/** BENCH_NEO_DOCUMENTS=1: only the documents (the list and report timings take minutes on devdb). */
const DOCUMENTS_ONLY = process.env.BENCH_NEO_DOCUMENTS === '1';
const RUNS = QUICK ? 3 : 20;
const BUDGET_MS = (QUICK ? 20 : 90) * 1000;
const SPACES = 200;
const OG_SHEETS = 3_000;
const T_SHEETS = 600;
const ZIP_SHEETS = 50;
const INSERT_BATCH = 1_000;
/** Answers per reviewer and sheet (two reviewers a sheet). */
const ANSWERS_PER_REVIEWER = 3;
const ESTADOS: EstadoRespuestaOT[] = ['Aprobado', 'Aprobado', 'Aprobado', 'Rechazado', 'No Aplica', 'Pendiente', 'Aprobado', 'Bloqueado'];

const id = newId;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mib = (value: number) => `${value.toFixed(0)} MiB`;
const user = benchUser;

const line = (label: string, service: Timings, raw: Timings) =>
  `  ${label.padEnd(34)} service p50 ${ms(service.p50).padStart(9)}  raw p50 ${ms(raw.p50).padStart(9)}  ratio ${(service.p50 / raw.p50).toFixed(2)}x (target <= 1.3x; ${service.runs} runs)`;

export async function runNeoBench(log: (text: string) => void = (text) => process.stderr.write(`${text}\n`)): Promise<void> {
  const devdb = await startDevDb();
  const companyId = id();
  const og = lista('Estructura', 'Obra Gruesa', 3, 4);
  const term = lista('Terminaciones', 'Terminaciones', 2, 5);
  const company = benchCompany(companyId, [og, term]);
  const director = user(companyId, 'Diana', 'AdministradorEmpresa');
  const r1 = user(companyId, 'Rita', 'UsuarioEmpresa');
  const r2 = user(companyId, 'Raul', 'UsuarioEmpresa');
  const service = await startBenchService(neo, { uri: devdb.uri, dbName: `bench_neo_${randomBytes(4).toString('hex')}`, company, users: [director, r1, r2] });
  const who = claimsOf(director);
  try {
    // The hierarchy through the API; the sheets, answers and signatures with the raw driver.
    const setupStart = performance.now();
    const project = await service.ok<NeoProyecto>(
      who,
      neoProyectosEndpoints.create,
      { companyId },
      { body: { Nombre: 'Torre Bench', Tipo: 'Edificios', ResponsableId: director.id } },
    );
    const projectId = project.id;
    const spaces = await service.ok<NeoEspaciosCreated>(
      who,
      neoEspaciosEndpoints.create,
      { companyId, projectId },
      { body: { Espacios: { Departamento: SPACES - 40, Pasillo: 40 } } },
    );
    const checklistOf = async (listaId: string, MetaRevision: number) =>
      (
        await service.ok<NeoChecklistResult>(
          who,
          neoChecklistsEndpoints.assign,
          { companyId, projectId },
          { body: { listaId, MetaRevision, Unidad: 'Departamento' } },
        )
      ).checklist;
    const ogChecklist = await checklistOf(og.Id, 80);
    const tChecklist = await checklistOf(term.Id, 60);
    const assign = async (checklistId: string) =>
      (
        await service.ok<NeoAsignados>(
          who,
          neoAsignacionesEndpoints.assign,
          { companyId, projectId, checklistId },
          { body: { espacioIds: spaces.items.map((e) => e.id), Cantidad: 100, Revisores: [r1.id, r2.id] } },
        )
      ).items;
    const ogAsignados = await assign(ogChecklist.id);
    const tAsignados = await assign(tChecklist.id);
    await service.ok(who, neoProyectosEndpoints.iniciar, { companyId, projectId });
    const firma = await service.context.files.storeImage(
      companyId,
      await sharp({ create: { width: 240, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .png()
        .toBuffer(),
      { uploadedBy: r1.id, kind: 'signature' },
    );

    const db = service.app.db;
    const tenant = new Types.ObjectId(companyId);
    const oid = (value: string) => new Types.ObjectId(value);
    const espacioOf = new Map(spaces.items.map((e) => [e.id, e]));
    const sheets: HojaOTDoc[] = [];
    const plan = (asignados: typeof ogAsignados, count: number, checklist: typeof ogChecklist, first: number) => {
      for (let i = 0; i < count; i++) {
        // The first space of the Obra Gruesa checklist gets ZIP_SHEETS sheets (the zip), the rest share the others.
        const slot = first > 0 && i < first ? 0 : 1 + ((i - first) % (asignados.length - 1));
        const asignado = asignados[slot] ?? asignados[0];
        if (!asignado) throw new Error('no assigned space');
        const when = new Date(Date.now() - (count - i) * 60_000);
        const terminaciones = checklist.Tipo === 'Terminaciones';
        sheets.push({
          _id: new Types.ObjectId(),
          companyId: tenant,
          projectId: oid(projectId),
          checklistId: oid(checklist.id),
          asignadoId: oid(asignado.id),
          espacioId: oid(asignado.espacioId),
          Numero: sheets.filter((sheet) => sheet.asignadoId.toHexString() === asignado.id).length + 1,
          Tipo: checklist.Tipo,
          Unidades: 1,
          Estado: i % 3 === 2 ? 'En Proceso' : 'Finalizada',
          CantidadEspacio: 100,
          Revisores: [r1, r2].map((r) => ({ id: oid(r.id), NombreRevisor: r.NombreCompleto })),
          NombreEspacio: espacioOf.get(asignado.espacioId)?.Nombre ?? '',
          NombreChecklist: checklist.Nombre,
          PlanoRevisor: terminaciones ? null : `P-${i % 40}`,
          Elemento: terminaciones ? null : (company.ParametrosOT.elementos[i % 4] ?? null),
          Ubicacion: terminaciones ? null : `Eje ${i % 9}`,
          Modo: terminaciones ? 'Sector y recinto' : null,
          Sector: terminaciones ? (company.ParametrosOT.sectores[i % 3] ?? null) : null,
          Recinto: terminaciones ? (company.ParametrosOT.recintos[i % 3] ?? null) : null,
          Pasillo: null,
          Otro: null,
          FechaCreacion: when,
          FechaRevisionFinal: i % 3 === 2 ? null : when,
          createdAt: when,
        });
      }
    };
    // Numero per space, counted as the plan goes (quadratic, but 3,600 small).
    plan(ogAsignados, OG_SHEETS, ogChecklist, ZIP_SHEETS);
    plan(tAsignados, T_SHEETS, tChecklist, 0);
    const answers: RespuestaOTDoc[] = [];
    const firmas: object[] = [];
    for (const [i, sheet] of sheets.entries()) {
      for (const [r, reviewer] of sheet.Revisores.entries()) {
        for (let q = 0; q < ANSWERS_PER_REVIEWER; q++) {
          answers.push(answerOf(sheet, reviewer, q, ESTADOS[(i + r + q) % ESTADOS.length] ?? 'Aprobado', q === 0 ? 'Revisar junta' : ''));
        }
        if (sheet.FechaRevisionFinal) firmas.push(firmaOf(sheet, reviewer, oid(firma.id)));
      }
    }
    const insert = async (name: string, docs: object[]) => {
      for (let i = 0; i < docs.length; i += INSERT_BATCH)
        await db.collection(name).insertMany(docs.slice(i, i + INSERT_BATCH) as mongo.OptionalId<mongo.Document>[], { ordered: false });
    };
    log(
      `neo bench: hierarchy through the API in ${s(performance.now() - setupStart)}; inserting ${sheets.length} sheets, ${answers.length} answers, ${firmas.length} signatures…`,
    );
    await insert(collections.hojas, sheets);
    await insert(collections.respuestas, answers);
    await insert(collections.firmas, firmas);
    log(
      `neo bench: ${SPACES} spaces, ${OG_SHEETS} Obra Gruesa + ${T_SHEETS} Terminaciones sheets, ${answers.length} answers, ${firmas.length} signatures (setup ${s(performance.now() - setupStart)})`,
    );

    const zipSpace = ogAsignados[0];
    if (!zipSpace) throw new Error('no assigned space');
    const params = { companyId, projectId };
    const H = db.collection<HojaOTDoc>(collections.hojas);
    const R = db.collection<RespuestaOTDoc>(collections.respuestas);
    const F = db.collection(collections.firmas);
    const rawGroup = (match: object, key: unknown) =>
      R.aggregate([{ $match: { companyId: tenant, ...match } }, { $group: { _id: { k: key, e: '$Estado' }, n: { $sum: 1 } } }]).toArray();
    const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
      const answer = await response;
      if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
    };
    const asignadoId = oid(zipSpace.id);
    const rounds = { runs: RUNS, budgetMs: BUDGET_MS, minRuns: 3, warmup: 1 };

    const timeQueries = async (space: { id: string }): Promise<void> => {
      const lists = await interleaved(
        {
          service: () =>
            expectOk(
              service.call(who, neoHojasEndpoints.list, { ...params, checklistId: ogChecklist.id, asignadoId: space.id }, { query: { page: 0, pageSize: 20 } }),
            ),
          raw: async () => {
            const filter = { companyId: tenant, asignadoId };
            const [page] = await Promise.all([
              H.find(filter).sort({ FechaCreacion: -1, _id: -1 }).limit(20).toArray(),
              H.countDocuments(filter),
              H.aggregate([{ $match: filter }, { $group: { _id: '$asignadoId', n: { $sum: '$Unidades' } } }]).toArray(),
            ]);
            const ids = page.map((sheet) => sheet._id);
            await Promise.all([
              R.find({ companyId: tenant, hojaId: { $in: ids }, Estado: { $in: ['Rechazado', 'Bloqueado'] } }).toArray(),
              F.find({ companyId: tenant, hojaId: { $in: ids } }).toArray(),
            ]);
          },
        },
        rounds,
      );
      log('Sheets list and deviation reports (p50, interleaved with the raw driver doing the same queries):');
      log(line('sheets of a space (page of 20)', lists.service, lists.raw));

      const reports: [string, () => Promise<void>, () => Promise<unknown>][] = [
        [
          'Desviación por listas de chequeo',
          () => expectOk(service.call(who, neoEstadisticasEndpoints.desviacionListas, params, { query: { tipo: 'Obra Gruesa' } })),
          () => rawGroup({ projectId: oid(projectId), Tipo: 'Obra Gruesa' }, '$checklistId'),
        ],
        [
          'Desviación por espacio',
          () => expectOk(service.call(who, neoEstadisticasEndpoints.desviacionEspacios, params)),
          () => rawGroup({ projectId: oid(projectId), Tipo: 'Terminaciones' }, '$espacioId'),
        ],
        [
          'deviation by parameter',
          () => expectOk(service.call(who, neoEstadisticasEndpoints.desviacionParametros, params, { query: { tipo: 'Obra Gruesa' } })),
          () => rawGroup({ projectId: oid(projectId), Tipo: 'Obra Gruesa' }, '$Parametro'),
        ],
        [
          'deviation by question',
          () => expectOk(service.call(who, neoEstadisticasEndpoints.desviacionPreguntas, params, { query: { checklistId: ogChecklist.id } })),
          () => rawGroup({ projectId: oid(projectId), checklistId: oid(ogChecklist.id) }, { c: '$categoria', p: '$pregunta' }),
        ],
      ];
      for (const [label, viaService, viaRaw] of reports) {
        const timings = await interleaved({ service: viaService, raw: viaRaw }, rounds);
        log(line(label, timings.service, timings.raw));
      }
    };
    if (!DOCUMENTS_ONLY) await timeQueries(zipSpace);

    const document = async (label: string, body: Record<string, unknown>) => {
      const memory = sampleMemory();
      const started = performance.now();
      const created = await service.call(who, createReport, { companyId }, { body });
      if (created.statusCode !== 202) throw new Error(`${label}: ${created.statusCode} ${created.body}`);
      const reportId = ReportCreated.parse(created.json()).id;
      await service.context.reports.drain();
      const status = ReportStatus.parse((await service.call(who, getReport, { companyId, reportId })).json());
      const file = await service.app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${reportId}/file`, headers: service.headersOf(who) });
      const elapsed = performance.now() - started;
      const peaks = await memory.stop();
      log(
        `  ${label.padEnd(34)} ${status.state} in ${s(elapsed)}, ${(file.rawPayload.length / 1024).toFixed(0)} KB; peak RSS ${mib(peaks.rssMiB)} (from ${mib(peaks.baselineMiB)}), Chromium ${mib(peaks.chromiumMiB)}${status.error ? ` — ${status.error}` : ''}`,
      );
    };
    log('Documents (time to the downloaded file, peak resident memory of the service process):');
    await document(`signatures zip (${ZIP_SHEETS} sheets)`, {
      kind: 'neo-respuestas-espacio',
      projectId,
      checklistId: ogChecklist.id,
      asignadoId: zipSpace.id,
    });
    await document(`responses Excel (${OG_SHEETS} sheets)`, { kind: 'neo-resumen-respuestas', projectId, tipo: 'Obra Gruesa' });
  } finally {
    await service.app.close();
    await devdb.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runNeoBench();
