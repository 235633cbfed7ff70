// Report jobs measured in a process of their own (spawned by ../revisiones.ts): the revisiones
// service built as its server builds it, on the bench's database, runs the jobs through its report
// drain; this process's peak RSS is then the service's, not the bench's (which holds the data).
// Input: $BENCH_REVISIONES_JOB (JSON JobInput); output: one line `RESULT <JSON JobOutput>` (the
// service's own log lines, JSON, may come before it).
import { type AccessClaims, createReport, getReport, type InformeRequest, ReportCreated, ReportStatus } from '@insp/contracts';

import { type BenchService, claimsOf, type ServiceSetup, startBenchService } from '../service.ts';
import { chromiumPids, lifetimePeakMiB, type MemoryPeaks, sampleMemory } from './measure.ts';
import { revisiones } from './service.ts';

export interface JobInput {
  setup: ServiceSetup;
  directorId: string;
  /** Measured one after the other: time, size, memory. */
  documents: InformeRequest[];
  /** A summary PDF generated once first (it launches Chromium) and then `summaryRuns` times warm. */
  summary?: InformeRequest;
  summaryRuns?: number;
}

export interface DocumentFigures {
  /** Until the job was 'listo' (or failed). */
  ms: number;
  /**
   * CPU time of the service process meanwhile (user + system, every thread: the GC's helpers and
   * zlib's pool included): what the document costs the service. It still grows somewhat with a slow
   * database that competes for the same cores.
   */
  cpuMs: number;
  bytes: number;
  /** Pages of a PDF (null for other documents). */
  pages: number | null;
  memory: MemoryPeaks;
  /** The process's peak RSS from its start to the end of this document (the kernel's maxrss), MiB. */
  lifetimePeakMiB: number;
  /** The job's Spanish message when it did not come out. */
  error: string | null;
}

export interface JobOutput {
  documents: DocumentFigures[];
  /** The first summary, which launches Chromium (ms). */
  coldSummaryMs?: number;
  /** The warm summaries (ms each) and the pages of one. */
  summaryMs?: number[];
  summaryPages?: number | null;
}

/** How long the service may take to close (its Chromium, database, jobs) before the bench moves on. */
const CLOSE_WAIT_MS = 30_000;

const pdfPages = (bytes: Buffer): number | null => {
  const count = bytes.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
  return count > 0 ? count : null;
};

/** Asks for a document, lets the service's drain run it, and reads the result. */
async function generate(service: BenchService, claims: AccessClaims, request: InformeRequest): Promise<{ ms: number; bytes: Buffer; error: string | null }> {
  const companyId = claims.companyId ?? '';
  const started = performance.now();
  const { id } = ReportCreated.parse(await service.ok(claims, createReport, { companyId }, { body: request }));
  // POST starts the job at once; drain() waits for it (and would run it if nothing had).
  await service.context.reports.drain();
  const status = ReportStatus.parse(await service.ok(claims, getReport, { companyId, reportId: id }));
  const ms = performance.now() - started;
  const failed = status.progress.items.find((item) => item.state !== 'listo');
  if (status.state !== 'listo' || failed) return { ms, bytes: Buffer.alloc(0), error: `${status.state}: ${failed?.error ?? status.error ?? ''}` };
  // A per-item document (pdf-proyecto) keeps its file on the item.
  const url = `/companies/${companyId}/reports/${id}${status.fileName ? '' : '/items/0'}/file`;
  const file = await service.app.inject({ method: 'GET', url, headers: service.headersOf(claims) });
  if (file.statusCode !== 200) throw new Error(`${url}: ${file.statusCode}`);
  return { ms, bytes: file.rawPayload, error: null };
}

async function measured(service: BenchService, claims: AccessClaims, request: InformeRequest): Promise<DocumentFigures> {
  const memory = sampleMemory(50);
  const cpuBefore = process.cpuUsage();
  const { ms, bytes, error } = await generate(service, claims, request);
  const cpu = process.cpuUsage(cpuBefore);
  const pages = request.kind.startsWith('excel') || error ? null : pdfPages(bytes);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, bytes: bytes.length, pages, memory: await memory.stop(), lifetimePeakMiB: lifetimePeakMiB(), error };
}

const input = JSON.parse(process.env.BENCH_REVISIONES_JOB ?? 'null') as JobInput | null;
if (!input) throw new Error('BENCH_REVISIONES_JOB is not set');
const director = input.setup.users.find((user) => user.id === input.directorId);
if (!director) throw new Error('no director among the users');
const claims = claimsOf(director);
const service = await startBenchService(revisiones, input.setup);
let failed = false;
try {
  const output: JobOutput = { documents: [] };
  if (input.summary) {
    // The first PDF of a process launches Chromium; a running service has it up already.
    const cold = await generate(service, claims, input.summary);
    if (cold.error) throw new Error(`summary PDF: ${cold.error}`);
    output.coldSummaryMs = cold.ms;
    output.summaryPages = pdfPages(cold.bytes);
  }
  for (const request of input.documents) output.documents.push(await measured(service, claims, request));
  if (input.summary) {
    output.summaryMs = [];
    for (let run = 0; run < (input.summaryRuns ?? 0); run++) {
      const warm = await generate(service, claims, input.summary);
      if (warm.error) throw new Error(`summary PDF: ${warm.error}`);
      output.summaryMs.push(warm.ms);
    }
  }
  console.log(`RESULT ${JSON.stringify(output)}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  // Bounded: a close that hangs is reported (CLOSE_TIMEOUT) instead of holding the bench.
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    service.app.close().then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CLOSE_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!closed) console.log('CLOSE_TIMEOUT');
  // Chromium processes the closed service left running (the reports' renderer lost them): counted
  // for the table, then ended here, by their pids, since nothing else will.
  const browsers = await chromiumPids(true);
  if (browsers.length > 0) console.log(`CHROMIUM_LEFT ${browsers.length}`);
  const left = await chromiumPids();
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(failed ? 1 : 0);
}
