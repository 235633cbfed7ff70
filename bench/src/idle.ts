// An idle platform stays idle (issue 16 §6): the whole platform (embedded database, four services,
// gateway) with 100,000 events in each module service's event log, one live-update stream open on
// each module service (a signed-in user with a screen open), left alone for 60 s: the CPU of every
// process of the platform. Then the delay of a live update: a project edited through the API until
// its `cambio` arrives on the stream, 20 times. Prints figures; asserts nothing.
//
//   node_modules/.bin/tsx bench/src/idle.ts      (BENCH_IDLE_SECONDS, BENCH_IDLE_EVENTS to change)
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';

import { readEventStream } from '@insp/module-service/event-stream';
import mongoose, { Types } from 'mongoose';

import { BENCH_PASSWORD, startBenchPlatform } from './platform.ts';

const EVENTS = Number(process.env.BENCH_IDLE_EVENTS ?? 100_000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SAMPLES = 20;
const MODULES = ['revisiones', 'checklist-revisiones', 'neo'] as const;
// The live feed as packages/module-service writes it (events/model.ts: positions 1, 2, 3… as `_id`,
// the latest liveFeedLimits.maxDocuments kept).
const LIVE_FEED = { name: 'eventos_vivos', maxDocuments: 500 };

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** Every descendant of this process with its CPU ticks so far (user + system). */
function descendantTicks(): Map<number, { name: string; ticks: number }> {
  const all = new Map<number, { ppid: number; name: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      all.set(Number(entry), { ppid: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const mine = new Map<number, { name: string; ticks: number }>();
  const walk = (parent: number) => {
    for (const [pid, proc] of all) {
      if (proc.ppid !== parent || mine.has(pid)) continue;
      let label = proc.name;
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        const entry = args.find((arg) => /services\/|gateway|devdb-launcher/.test(arg));
        if (entry) label = entry.replace(/^.*\/(services\/[^/]+|packages\/gateway|devdb-launcher[^/]*).*$/, '$1');
      } catch {
        // gone meanwhile
      }
      mine.set(pid, { name: label, ticks: proc.ticks });
      walk(pid);
    }
  };
  walk(process.pid);
  return mine;
}

interface Stream {
  /** Resolves with the arrival time of the next `cambio` naming `entityId`. */
  next(entityId: string): Promise<number>;
  close(): void;
}

/** A live-update stream read as the browser reads it (fetch, so the token goes along). */
async function openStream(url: string, token: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`${url}: ${response.status}`);
  const waiting = new Map<string, (at: number) => void>();
  void readEventStream(response.body, ({ event, data }) => {
    if (event !== 'cambio' || !data) return;
    const { entityId } = JSON.parse(data) as { entityId: string };
    const resolve = waiting.get(entityId);
    waiting.delete(entityId);
    resolve?.(performance.now());
  });
  return { next: (entityId) => new Promise<number>((resolve) => waiting.set(entityId, resolve)), close: () => controller.abort() };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const { platform, dataDir, dbPrefix } = await startBenchPlatform('idle', { port: 28380, basePort: 24300 });
const streams: Stream[] = [];
try {
  const signIn = await fetch(`${platform.url}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'director@andes.cl', password: BENCH_PASSWORD }),
  });
  const { accessToken, user } = (await signIn.json()) as { accessToken: string; user: { companyId: string } };
  const companyId = new Types.ObjectId(user.companyId);

  // History: EVENTS events in each module service's log, and its live feed full.
  const storing = performance.now();
  for (const module of MODULES) {
    const conn = await mongoose.createConnection(platform.mongodbUri, { dbName: `${dbPrefix}_${module.replace(/-/g, '_')}` }).asPromise();
    const db = conn.db!;
    const at = new Date();
    const event = (i: number) => ({
      _id: new Types.ObjectId(),
      companyId,
      at,
      actor: { id: 'bench', name: 'Bench' },
      entity: 'Observacion',
      entityId: `historia-${i % 5_000}`,
      action: 'editar',
      changes: [{ field: 'Comentario', old: 'antes', new: `después ${i}` }],
      parents: { projectId: 'p', listadoId: 'l' },
    });
    for (let i = 0; i < EVENTS; i += 5_000)
      await db.collection('eventos').insertMany(Array.from({ length: Math.min(5_000, EVENTS - i) }, (_, j) => event(i + j)));
    const latest = Array.from({ length: LIVE_FEED.maxDocuments }, (_, i) => {
      const { _id: eventId, actor: _actor, changes: _changes, ...live } = event(i);
      return { ...live, _id: String(i + 1), position: i + 1, eventId };
    });
    await db.collection<{ _id: string }>(LIVE_FEED.name).insertMany(latest);
    await conn.close();
  }
  const storedSeconds = (performance.now() - storing) / 1000;

  for (const module of MODULES) streams.push(await openStream(`${platform.url}/api/${module}/companies/${user.companyId}/events`, accessToken));

  // Idle: nobody does anything for IDLE_SECONDS.
  const before = descendantTicks();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const elapsed = (performance.now() - started) / 1000;
  const after = descendantTicks();
  const byName = new Map<string, number>();
  for (const [pid, end] of after) {
    const used = (end.ticks - (before.get(pid)?.ticks ?? 0)) / ticksPerSecond;
    byName.set(end.name, (byName.get(end.name) ?? 0) + used);
  }
  const total = [...byName.values()].reduce((sum, seconds) => sum + seconds, 0);

  // Live-update delay: a project edited through the gateway until its `cambio` arrives.
  const api = `${platform.url}/api/revisiones/companies/${user.companyId}/projects`;
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const created = await fetch(api, { method: 'POST', headers, body: JSON.stringify({ NombreProyecto: 'Proyecto en vivo' }) });
  if (created.status !== 201) throw new Error(`create project: ${created.status} ${await created.text()}`);
  const project = (await created.json()) as { id: string };
  const revisionesStream = streams[0]!;
  const delays: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const arrival = revisionesStream.next(project.id);
    const sent = performance.now();
    const edited = await fetch(`${api}/${project.id}`, { method: 'PUT', headers, body: JSON.stringify({ NombreProyecto: `Proyecto en vivo ${i}` }) });
    if (edited.status !== 200) throw new Error(`edit project: ${edited.status} ${await edited.text()}`);
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 30_000).unref());
    delays.push((await Promise.race([arrival, timeout])) - sent);
  }

  console.log(
    `\nIdle platform (embedded database, ${EVENTS.toLocaleString('en')} events in each module service's log, stored in ${storedSeconds.toFixed(0)} s; one live stream open per module service)`,
  );
  console.log(`  whole platform CPU over ${elapsed.toFixed(0)} s idle:   ${((total / elapsed) * 100).toFixed(1)}% of one core   goal < 5%`);
  for (const [name, seconds] of [...byName].sort((a, b) => b[1] - a[1])) {
    if (seconds > 0) console.log(`    ${name.padEnd(34)} ${((seconds / elapsed) * 100).toFixed(1)}%`);
  }
  console.log(
    `  live update delay (edit → SSE), ${SAMPLES} samples: p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms   goal p95 < 1000 ms`,
  );
} finally {
  for (const stream of streams) stream.close();
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
