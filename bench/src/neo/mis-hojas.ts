// 'Mis hojas de respuestas' at 1,000 sheets (issue 19 §4: "it stays fast with 1,000 sheets (server
// paging)"), on the embedded database: one reviewer with 1,000 sheets over 4 started projects of 50
// spaces each (a third still to do, a third signed by them, a third finished by both reviewers; six
// answers per sheet), the phone list's first page (20) timed as the reviewer asks for it: all states,
// 'Pendientes' only, a search, and a later page; with the database commands one request sends, and an
// existing list (the director's sheets of one space) timed alongside for scale.
// Prints figures; asserts nothing. `npx tsx bench/src/neo/mis-hojas.ts` (BENCH_QUICK=1 for a short run).
import { randomBytes } from 'node:crypto';

import type { AccessClaims } from '@insp/contracts';
import {
  neoAsignacionesEndpoints,
  type NeoAsignados,
  neoCapturaEndpoints,
  type NeoChecklistResult,
  neoChecklistsEndpoints,
  type NeoEspaciosCreated,
  neoEspaciosEndpoints,
  neoHojasEndpoints,
  type NeoMisHojas,
  type NeoProyecto,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { startDevDb } from '@insp/devdb';
import { collections } from '@insp/service-neo/src/shared/collections.ts';
import type { HojaOTDoc } from '@insp/service-neo/src/shared/documents.ts';
import { type mongo, Types } from 'mongoose';

import { interleaved } from '../revisiones/measure.ts';
import { type BenchService, claimsOf, startBenchService } from '../service.ts';
import { benchCompany, benchUser, lista, newId } from './company.ts';
import { answerOf, firmaOf } from './documents.ts';
import { neo } from './service.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 5 : 40;
const BUDGET_MS = (QUICK ? 15 : 90) * 1000;
const PROJECTS = 4;
const SPACES = 50;
const SHEETS = 1_000;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The database commands the service's connection sends while `work` runs, as "7 (find 4, count 3)". */
async function commandsOf(service: BenchService, work: () => Promise<unknown>): Promise<string> {
  const client = service.app.db.getClient();
  const names: string[] = [];
  const listener = (event: { commandName: string }) => names.push(event.commandName);
  client.on('commandStarted', listener);
  try {
    await work();
  } finally {
    client.off('commandStarted', listener);
  }
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return `${names.length} (${[...counts].map(([name, count]) => `${name} ${count}`).join(', ')})`;
}

export async function runMisHojasBench(log: (text: string) => void = (text) => process.stderr.write(`${text}\n`)): Promise<void> {
  const devdb = await startDevDb();
  const companyId = newId();
  const og = lista('Estructura', 'Obra Gruesa', 3, 4);
  const company = benchCompany(companyId, [og]);
  const director = benchUser(companyId, 'Diana', 'AdministradorEmpresa');
  const r1 = benchUser(companyId, 'Rita', 'UsuarioEmpresa');
  const r2 = benchUser(companyId, 'Raul', 'UsuarioEmpresa');
  const dbName = `bench_neo_mis_hojas_${randomBytes(4).toString('hex')}`;
  const service = await startBenchService(neo, { uri: devdb.uri, dbName, company, users: [director, r1, r2] }, { monitorCommands: true });
  const who = claimsOf(director);
  const rita: AccessClaims = claimsOf(r1);
  try {
    const setupStart = performance.now();
    // The hierarchy through the API: 4 projects, each with 50 spaces assigned to its checklist, started.
    const spaces: { projectId: string; checklistId: string; asignadoId: string; espacioId: string; Nombre: string }[] = [];
    for (let p = 0; p < PROJECTS; p++) {
      const project = await service.ok<NeoProyecto>(
        who,
        neoProyectosEndpoints.create,
        { companyId },
        { body: { Nombre: `Torre ${p + 1}`, Tipo: 'Edificios', ResponsableId: director.id } },
      );
      const params = { companyId, projectId: project.id };
      const created = await service.ok<NeoEspaciosCreated>(who, neoEspaciosEndpoints.create, params, { body: { Espacios: { Departamento: SPACES } } });
      const { checklist } = await service.ok<NeoChecklistResult>(who, neoChecklistsEndpoints.assign, params, {
        body: { listaId: og.Id, MetaRevision: 80, Unidad: 'Departamento' },
      });
      const asignados = await service.ok<NeoAsignados>(
        who,
        neoAsignacionesEndpoints.assign,
        { ...params, checklistId: checklist.id },
        { body: { espacioIds: created.items.map((e) => e.id), Cantidad: 100, Revisores: [r1.id, r2.id] } },
      );
      const names = new Map(created.items.map((e) => [e.id, e.Nombre]));
      for (const a of asignados.items)
        spaces.push({ projectId: project.id, checklistId: checklist.id, asignadoId: a.id, espacioId: a.espacioId, Nombre: names.get(a.espacioId) ?? '' });
      await service.ok(who, neoProyectosEndpoints.iniciar, params);
    }

    // The sheets, answers and signatures with the raw driver.
    const db = service.app.db;
    const tenant = new Types.ObjectId(companyId);
    const oid = (value: string) => new Types.ObjectId(value);
    const fileId = new Types.ObjectId();
    const numero = new Map<string, number>();
    const sheets: HojaOTDoc[] = [];
    const answers: object[] = [];
    const firmas: object[] = [];
    for (let i = 0; i < SHEETS; i++) {
      const space = spaces[i % spaces.length];
      if (!space) throw new Error('no space');
      const n = (numero.get(space.asignadoId) ?? 0) + 1;
      numero.set(space.asignadoId, n);
      const when = new Date(Date.now() - (SHEETS - i) * 60_000);
      const state = i % 3; // 0 to do, 1 signed by Rita, 2 finished
      const sheet: HojaOTDoc = {
        _id: new Types.ObjectId(),
        companyId: tenant,
        projectId: oid(space.projectId),
        checklistId: oid(space.checklistId),
        asignadoId: oid(space.asignadoId),
        espacioId: oid(space.espacioId),
        Numero: n,
        Tipo: 'Obra Gruesa',
        Unidades: 1,
        Estado: state === 2 ? 'Finalizada' : 'En Proceso',
        CantidadEspacio: 100,
        Revisores: [r1, r2].map((r) => ({ id: oid(r.id), NombreRevisor: r.NombreCompleto })),
        NombreEspacio: space.Nombre,
        NombreChecklist: og.Nombre,
        PlanoRevisor: `P-${i % 40}`,
        Elemento: company.ParametrosOT.elementos[i % 4] ?? null,
        Ubicacion: `Eje ${i % 9}`,
        Modo: null,
        Sector: null,
        Recinto: null,
        Pasillo: null,
        Otro: null,
        FechaCreacion: when,
        FechaRevisionFinal: state === 2 ? when : null,
        createdAt: when,
      };
      sheets.push(sheet);
      for (const [r, reviewer] of sheet.Revisores.entries()) {
        for (let q = 0; q < 3; q++) answers.push(answerOf(sheet, reviewer, q, (i + r + q) % 7 === 0 ? 'Rechazado' : 'Aprobado'));
        if (state === 2 || (state === 1 && r === 0)) firmas.push(firmaOf(sheet, reviewer, fileId));
      }
    }
    const insert = (name: string, docs: object[]) => db.collection(name).insertMany(docs as mongo.OptionalId<mongo.Document>[], { ordered: false });
    await insert(collections.hojas, sheets);
    await insert(collections.respuestas, answers);
    await insert(collections.firmas, firmas);
    log(
      `neo 'Mis hojas' bench: ${PROJECTS} projects × ${SPACES} spaces, ${sheets.length} sheets of one reviewer, ${answers.length} answers, ${firmas.length} signatures (setup ${((performance.now() - setupStart) / 1000).toFixed(1)} s)`,
    );

    const page = (query: Record<string, unknown>) => async () => {
      const answer = await service.call(rita, neoCapturaEndpoints.misHojas, { companyId }, { query });
      if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
      return answer.json<NeoMisHojas>();
    };
    const cases: [string, Record<string, unknown>][] = [
      ['first page (20), every state', {}],
      ["first page, 'Pendientes'", { estado: 'pendiente' }],
      ["search 'departamento 1'", { q: 'departamento 1' }],
      ['page 20 (sheets 401-420)', { page: 20 }],
    ];
    const first = await page({})();
    log(
      `  first page: ${first.items.length} of ${first.total}; conteo ${JSON.stringify(first.conteo)}; its database commands ${await commandsOf(service, page({}))}`,
    );
    // for scale on the same machine and data: an existing list, the director's sheets of one space (page of 20)
    const space = spaces[0];
    if (!space) throw new Error('no space');
    const reference = 'reference: sheets of a space (20)';
    const sheetsOfSpace = async () => {
      const answer = await service.call(who, neoHojasEndpoints.list, { companyId, ...space }, { query: { page: 0, pageSize: 20 } });
      if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
    };
    cases.push([reference, {}]);
    const timings = await interleaved(
      Object.fromEntries(cases.map(([label, query]) => [label, label === reference ? sheetsOfSpace : page(query)])) as Record<string, () => Promise<unknown>>,
      { runs: RUNS, budgetMs: BUDGET_MS, minRuns: 3, warmup: 2 },
    );
    for (const [label] of cases) {
      const t = timings[label];
      if (t) log(`  ${label.padEnd(32)} p50 ${ms(t.p50).padStart(9)}  p95 ${ms(t.p95).padStart(9)}  (${t.runs} runs)`);
    }
  } finally {
    await service.app.close();
    await devdb.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runMisHojasBench();
