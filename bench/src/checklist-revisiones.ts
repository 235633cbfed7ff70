// Checklist-review projects at volume (issue 7 'Measured in bench/'), on the embedded database: the
// answers page (keyset, one error type) and the project summary page of a project with 30,000
// answers, through the service against the raw driver, with the round trips per page. Prints
// figures; asserts nothing. `npx tsx bench/src/checklist-revisiones.ts` (BENCH_QUICK=1: a few runs).
import { randomBytes, randomUUID } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { mongo, Types } from 'mongoose';
import type { ChecklistDetail, Endpoint } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { startDevDb } from '@insp/devdb';
import { fakeCompany, fakeUser } from '@insp/module-service/fakes';
import { encodeCursor } from '@insp/service-kit';
import { buildApp } from '@insp/service-checklist-revisiones/src/app.ts';
import { configExtension } from '@insp/service-checklist-revisiones/src/module.ts';
import { collections } from '@insp/service-checklist-revisiones/src/shared/collections.ts';
import type { RespuestaDoc } from '@insp/service-checklist-revisiones/src/shared/respuestas.ts';
import { interleaved } from './revisiones/measure.ts';
import { claimsOf, startBenchService, type BenchModule, type CallOptions } from './service.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 3 : 30;
const BUDGET_MS = Number(process.env.BENCH_PAGE_BUDGET_S ?? (QUICK ? 30 : 150)) * 1000;
const LISTADOS = 10;
const PER_LISTADO = Number(process.env.BENCH_LISTADO_SIZE ?? 3_000); // 10 × 3,000 = 30,000 answers
const PAGE = 20;
const DEEP_ROW = Math.floor(PER_LISTADO * 0.4); // the deep keyset page of the busiest error type starts after this row
const SPAN_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const ESTADOS = ['Por Resolver', 'Resuelto', 'Criterios Propietario', null] as const;

const n = (value: number) => value.toLocaleString('en');
const ms = (value: number) => `${value.toFixed(1)} ms`;

function template(): ChecklistDetail {
  const id = () => new Types.ObjectId().toHexString();
  const recintos = ['Baño', 'Cocina', 'Living', 'Dormitorio'];
  const subcontratos: Record<string, string[]> = { Pintura: ['Manchas', 'Fisuras', 'Burbujas'], Cerámica: ['Cantería', 'Nivel'], Eléctrico: ['Enchufe suelto'] };
  return {
    id: id(),
    Nombre: 'Terminaciones',
    Activado: true,
    FechaCreacion: new Date().toISOString(),
    ItemsRecintos: recintos.map((Nombre) => ({
      id: id(),
      Nombre,
      Activado: true,
      Subcontratos: Object.entries(subcontratos).map(([sub, errores]) => ({ id: id(), Nombre: sub, ErroresTipo: errores.map((e) => ({ id: id(), Nombre: e, Activado: true })) })),
    })),
  };
}

const checklistRevisiones: BenchModule = {
  service: 'checklist-revisiones',
  buildApp,
  configExtension,
  quota: () => ({ Activado: true, limit: 20 }),
};

export async function runChecklistRevisionesBench(log: (line: string) => void = (line) => console.error(`  · ${line}`)): Promise<void> {
  const devdb = await startDevDb();
  const company = fakeCompany({ Nombre: 'Constructora Andes', Checklists: [template()] });
  const director = fakeUser(company.id, { Nombre: 'Diana', Apellido: 'Directora', tipoUsuario: 'AdministradorEmpresa' });
  const claims = claimsOf(director);
  const dbName = `bench_checklist_${randomBytes(4).toString('hex')}`;
  const service = await startBenchService(checklistRevisiones, { uri: devdb.uri, dbName, company, users: [director] }, { monitorCommands: true });
  const { app } = service;
  const ok = <T>(description: Endpoint, params: Record<string, string>, options: CallOptions = {}): Promise<T> => service.ok<T>(claims, description, params, options);
  const raw = new mongo.MongoClient(devdb.uri);
  await raw.connect();
  const Respuestas = raw.db(dbName).collection<RespuestaDoc>(collections.respuestas);
  try {
    const companyId = company.id;
    const project = await ok<cr.ProyectoItem>(cr.proyectosEndpoints.create, { companyId }, { body: { NombreProyecto: 'Edificio Los Aromos' } });
    const revision = await ok<cr.RevisionItem>(cr.revisionesEndpoints.create, { companyId, projectId: project.id }, { body: { Nombre: 'Pre-entrega', ResponsableId: director.id } });
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

    const arbol = await ok<cr.ArbolCaptura>(cr.respuestasEndpoints.arbol, { companyId, projectId: project.id, revisionId: revision.id, listadoId: busiest.listado });
    const first = arbol.recintos[0]!;
    const errorParams = { companyId, projectId: project.id, revisionId: revision.id, listadoId: busiest.listado, recintoId: first.id, subcontratoId: first.subcontratos[0]!.id, errorTipoId: busiest.errorTipo };
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
      const query = after ? { $and: [errorFilter, { $or: [{ FechaCreacion: { $gt: after.FechaCreacion } }, { FechaCreacion: after.FechaCreacion, _id: { $gt: after._id } }] }] } : errorFilter;
      return Respuestas.find(query).sort({ FechaCreacion: 1, _id: 1 }).limit(PAGE + 1).batchSize(PAGE + 1).toArray();
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
    if (answers0.items[0]?.id !== rawAnswers0[0]?._id.toHexString() || answersDeep.items[0]?.id !== rawAnswersDeep[0]?._id.toHexString()) throw new Error('answers pages differ from the raw query');
    if (summary0.total !== rawTotal || summary0.items[0]?.id !== rawSummary0[0]?._id.toHexString()) throw new Error('summary pages differ from the raw query');
    log(`pages checked against the driver; busiest error type has ${n(PER_LISTADO / 2)} answers; round trips: answers ${answersTrips}, summary ${summaryTrips}`);

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
  } finally {
    await raw.close();
    await app.close();
    await devdb.stop();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) await runChecklistRevisionesBench();
