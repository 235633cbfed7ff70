// A crew syncing at once (issue 17 §3): observation captures sustained through the gateway, on the
// embedded database, at 1, 5 and 20 concurrent clients into one listado and into 20 listados.
// Prints captures per second, p50 / p95 / max latency and errors (non-2xx or network) per run, and
// checks afterwards that every answered capture is stored with Numero 1..n dense per listado.
// Prints figures; asserts nothing. `npx tsx bench/src/captures.ts` (also run by `npm run bench`).
//   BENCH_SECONDS   seconds each run sustains its captures (60)
//   BENCH_CLIENTS   the concurrent clients of the runs, comma separated ('1,5,20')
//   BENCH_TARGETS   'one' (one listado) and/or 'many' (20 listados), in that order ('one,many')
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

import {
  captureObservacion,
  CatalogosObservacion,
  catalogosObservacion,
  type Endpoint,
  endpointUrl,
  type ListadoItem,
  listadosEndpoints,
  type ObservacionCreateBody,
  type ProyectoItem,
  proyectosEndpoints,
  revisionesEndpoints,
  type RevisionItem,
  SessionResponse,
} from '@insp/contracts';
import mongoose, { Types } from 'mongoose';

import { BENCH_PASSWORD, startBenchPlatform } from './platform.ts';
import { quantile } from './revisiones/measure.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,5,20').split(',').map(Number);
/** BENCH_TARGETS: 'one' (every client into one listado), 'many' (spread over 20 listados), in this order ('one,many'). */
const TARGETS = (process.env.BENCH_TARGETS ?? 'one,many').split(',').filter((target) => target === 'one' || target === 'many');
const LISTADOS = 20;
/** Far above the gateway's 30 s: a request the gateway gave up on shows as its 503, not as ours. */
const REQUEST_TIMEOUT_MS = 60_000;
/** The goal at 20 clients (issue 17 §3). */
const GOAL_CLIENTS = 20;
const GOAL_P95_MS = 1_000;

interface Session {
  token: string;
  userId: string;
  companyId: string;
}

interface Run {
  clients: number;
  target: string;
  captures: number;
  seconds: number;
  latencies: number[];
  errors: Map<string, number>;
  /** The machine's 1-minute load average at the end of the run (others' work skews the figures). */
  load: number;
}

export async function runCapturesBench(log: (line: string) => void = (line) => console.error(line)): Promise<Run[]> {
  // Every capture comes from 127.0.0.1: the services' per-address limit would answer 429 long before the crew is done.
  process.env.RATE_LIMIT_MAX ??= '10000000';
  log('captures bench: starting the platform (embedded database, demo companies without module data)');
  // Demo companies and users only: the bench makes its own project (its own ports, its own database files).
  const { platform, dataDir, dbPrefix } = await startBenchPlatform('capt', { port: 28180, basePort: 24100 });
  const runs: Run[] = [];
  try {
    const api = `${platform.url}/api/revisiones`;
    const signIn = async (email: string): Promise<Session> => {
      const response = await fetch(`${platform.url}/api/admin/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: BENCH_PASSWORD }),
      });
      if (!response.ok) throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
      const { accessToken, user } = SessionResponse.parse(await response.json());
      if (!user.companyId) throw new Error(`${email} has no company`);
      return { token: accessToken, userId: user.id, companyId: user.companyId };
    };
    const call = async <T>(session: Session, endpoint: Endpoint, params: Record<string, string>, body?: unknown): Promise<T> => {
      const response = await fetch(`${api}${endpointUrl(endpoint, params)}`, {
        method: endpoint.method,
        headers: { authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };

    // Constructora Andes: one project (encargado@andes.cl responsible), one revision, 20 listados.
    let director = await signIn('director@andes.cl');
    let encargado = await signIn('encargado@andes.cl');
    const { companyId } = director;
    const project = await call<ProyectoItem>(
      director,
      proyectosEndpoints.create,
      { companyId },
      { NombreProyecto: 'Cuadrilla sincronizando', ResponsableId: encargado.userId },
    );
    const projectId = project.id;
    const revision = await call<RevisionItem>(
      director,
      revisionesEndpoints.create,
      { companyId, projectId },
      { Nombre: 'Revisión de carga', ResponsableId: encargado.userId },
    );
    const revisionId = revision.id;
    const listados: ListadoItem[] = [];
    for (let i = 1; i <= LISTADOS; i++) {
      listados.push(
        await call<ListadoItem>(
          director,
          listadosEndpoints.create,
          { companyId, projectId, revisionId },
          { Nombre: `Departamento ${100 + i}`, ResponsableId: encargado.userId },
        ),
      );
    }
    const catalogos = CatalogosObservacion.parse(await call(director, catalogosObservacion, { companyId }));
    const subcontrato = catalogos.subcontratos.find((item) => item.erroresTipo.length > 0) ?? catalogos.subcontratos[0];
    const first = <T extends { Nombre: string }>(items: T[], what: string): string => {
      const item = items[0];
      if (!item) throw new Error(`the demo company has no ${what}`);
      return item.Nombre;
    };
    const body = (i: number): ObservacionCreateBody => ({
      clientId: randomUUID(),
      Sector: first(catalogos.sectores, 'sector'),
      Recinto: first(catalogos.recintos, 'recinto'),
      Subcontrato: subcontrato?.Nombre ?? '',
      ErrorTipo: subcontrato?.erroresTipo[0]?.Nombre ?? '',
      Prioridad: first(catalogos.prioridades, 'prioridad'),
      Comentario: `Captura de carga ${i}`,
      Imagenes: [],
    });

    const targets = TARGETS.map((target) =>
      target === 'one'
        ? { name: '1 listado', listadoOf: () => listados[0] }
        : { name: `${LISTADOS} listados`, listadoOf: (client: number, n: number) => listados[(client + n) % LISTADOS] },
    );
    for (const clients of CLIENTS) {
      for (const target of targets) {
        // Fresh tokens for each run (they live 10 minutes).
        [director, encargado] = await Promise.all([signIn('director@andes.cl'), signIn('encargado@andes.cl')]);
        const sessions = [encargado, director];
        const run: Run = { clients, target: target.name, captures: 0, seconds: SECONDS, latencies: [], errors: new Map(), load: 0 };
        const fail = (reason: string) => run.errors.set(reason, (run.errors.get(reason) ?? 0) + 1);
        log(`captures bench: ${clients} client(s) into ${target.name} for ${SECONDS} s`);
        const started = performance.now();
        const deadline = started + SECONDS * 1000;
        await Promise.all(
          Array.from({ length: clients }, async (_, client) => {
            const session = sessions[client % sessions.length] ?? director;
            for (let n = 0; performance.now() < deadline; n++) {
              const listado = target.listadoOf(client, n);
              if (!listado) throw new Error('no listado');
              const url = `${api}${endpointUrl(captureObservacion, { companyId, projectId, revisionId, listadoId: listado.id })}`;
              const t0 = performance.now();
              try {
                const response = await fetch(url, {
                  method: 'POST',
                  headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
                  body: JSON.stringify(body(n)),
                  signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
                });
                await response.arrayBuffer();
                run.latencies.push(performance.now() - t0);
                if (response.status === 201) run.captures += 1;
                else fail(String(response.status));
              } catch (error) {
                run.latencies.push(performance.now() - t0);
                fail(error instanceof Error ? error.name : 'network');
              }
            }
          }),
        );
        run.seconds = (performance.now() - started) / 1000;
        run.load = loadavg()[0] ?? 0;
        runs.push(run);
      }
    }

    // Every answered capture stored, numbered 1..n without a gap in each listado.
    const conn = await mongoose.createConnection(platform.mongodbUri, { dbName: `${dbPrefix}_revisiones` }).asPromise();
    try {
      printTable(runs);
      // Read as rows and grouped here: the embedded database has no $max accumulator.
      const rows = await conn
        .collection<{ listadoId: Types.ObjectId; Numero: number }>('Observaciones')
        .find({ companyId: new Types.ObjectId(companyId), projectId: new Types.ObjectId(projectId) }, { projection: { listadoId: 1, Numero: 1 } })
        .toArray();
      const byListado = new Map<string, { count: number; max: number }>();
      for (const row of rows) {
        const listado = byListado.get(row.listadoId.toHexString()) ?? { count: 0, max: 0 };
        byListado.set(row.listadoId.toHexString(), { count: listado.count + 1, max: Math.max(listado.max, row.Numero) });
      }
      const stored = [...byListado.values()];
      const total = stored.reduce((sum, listado) => sum + listado.count, 0);
      const answered = runs.reduce((sum, run) => sum + run.captures, 0);
      const dense = stored.every((listado) => listado.count === listado.max);
      console.log(`  stored: ${total} observations for ${answered} captures answered 201; Numero 1..n without a gap in every listado: ${dense ? 'yes' : 'NO'}`);
    } finally {
      await conn.close();
    }
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return runs;
}

function printTable(runs: Run[]): void {
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '-');
  const rows = runs.map((run) => {
    const errors = [...run.errors.values()].reduce((sum, count) => sum + count, 0);
    const detail = errors > 0 ? ` (${[...run.errors].map(([reason, count]) => `${reason}: ${count}`).join(', ')})` : '';
    return [
      String(run.clients),
      run.target,
      (run.captures / run.seconds).toFixed(1),
      ms(quantile(run.latencies, 0.5)),
      ms(quantile(run.latencies, 0.95)),
      ms(Math.max(...run.latencies)),
      `${errors}${detail}`,
      run.load.toFixed(1),
    ];
  });
  const header = ['clients', 'target', 'captures/s', 'p50', 'p95', 'max', 'errors', 'load'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\nCaptures through the gateway (embedded database, ${runs[0]?.seconds.toFixed(0) ?? SECONDS} s per run, no photos; ${cpus().length} cores, load ${load})`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const crowd = runs.filter((run) => run.clients === GOAL_CLIENTS);
  if (crowd.length === 0) return;
  const met = crowd.every((run) => run.errors.size === 0 && quantile(run.latencies, 0.95) < GOAL_P95_MS);
  console.log(`  goal at ${GOAL_CLIENTS} clients: 0 errors and p95 < ${GOAL_P95_MS} ms: ${met ? 'met' : 'MISSED'}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runCapturesBench();
