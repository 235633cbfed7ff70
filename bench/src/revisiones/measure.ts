import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';

const MiB = 1024 * 1024;
const PAGE = 4096;

/** The q-quantile (nearest rank) of some timings. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

export interface Timings {
  p50: number;
  p95: number;
  p99: number;
  runs: number;
}

export function summarize(values: number[]): Timings {
  return { p50: quantile(values, 0.5), p95: quantile(values, 0.95), p99: quantile(values, 0.99), runs: values.length };
}

export interface RoundsPlan {
  /** Timed rounds wanted… */
  runs: number;
  /** …but no more once this much time went by, as long as `minRuns` rounds are done. */
  budgetMs: number;
  minRuns: number;
  /** Untimed rounds first. */
  warmup: number;
}

/**
 * Timings of several contenders measured in turns (a, b, a, b…), so that drift of the machine
 * (other engineers' builds on 2 cores) hits them alike. Time-boxed: on the embedded database every
 * query here scans the collection, and a loaded machine must not turn the bench into an hour.
 */
export async function interleaved<K extends string>(contenders: Record<K, () => Promise<unknown>>, plan: RoundsPlan): Promise<Record<K, Timings>> {
  const keys = Object.keys(contenders) as K[];
  const samples = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<K, number[]>;
  const started = performance.now();
  for (let round = 0; round < plan.warmup + plan.runs; round++) {
    const timed = round - plan.warmup;
    if (timed >= plan.minRuns && performance.now() - started > plan.budgetMs) break;
    for (const key of keys) {
      const t0 = performance.now();
      await contenders[key]();
      if (timed >= 0) samples[key].push(performance.now() - t0);
    }
  }
  return Object.fromEntries(keys.map((key) => [key, summarize(samples[key])])) as Record<K, Timings>;
}

/** Resident bytes of a process (0 when it is gone). */
async function rssOf(pid: number): Promise<number> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1] ?? 0) * PAGE;
  } catch {
    return 0;
  }
}

/**
 * Pids of the Chromium processes below this one (the reports' browser and its renderers), or with
 * `browsersOnly` just the browsers (launched by this process).
 */
export async function chromiumPids(browsersOnly = false): Promise<number[]> {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after the last ')'.
      const close = stat.lastIndexOf(')');
      parents.set(Number(entry), Number(stat.slice(close + 2).split(' ')[1]));
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === process.pid) return true;
    return false;
  };
  return [...parents.keys()].filter((pid) => mine(pid) && /chrom/i.test(names.get(pid) ?? '') && (!browsersOnly || parents.get(pid) === process.pid));
}

export interface MemoryPeaks {
  /** Peak resident size of this process while sampling, MiB. */
  rssMiB: number;
  /** Resident size when sampling started, MiB. */
  baselineMiB: number;
  /** Peaks of the JS heap in use and of the memory held outside it (Buffers…), MiB. */
  heapMiB: number;
  externalMiB: number;
  /** Peak of the summed resident sizes of the Chromium processes below this one, MiB (shared pages counted per process). */
  chromiumMiB: number;
}

/**
 * Samples this process's memory every `everyMs` (and the Chromium processes below it every 4th time)
 * until stopped.
 */
export function sampleMemory(everyMs = 50): { stop(): Promise<MemoryPeaks> } {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  let heap = 0;
  let external = 0;
  let chromium = 0;
  let ticks = 0;
  let browser: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
    external = Math.max(external, usage.external);
    if (ticks++ % 4 !== 0) return;
    browser = browser.then(async () => {
      const pids = await chromiumPids();
      const sizes = await Promise.all(pids.map(rssOf));
      chromium = Math.max(
        chromium,
        sizes.reduce((a, b) => a + b, 0),
      );
    });
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await browser;
      peak = Math.max(peak, process.memoryUsage.rss());
      return { rssMiB: peak / MiB, baselineMiB: baseline / MiB, heapMiB: heap / MiB, externalMiB: external / MiB, chromiumMiB: chromium / MiB };
    },
  };
}

/**
 * Peak resident size of this process over its whole life, MiB: the kernel's high-water mark of its
 * own memory (VmHWM). Not getrusage's maxrss: a spawned process inherits there the RSS its parent
 * had when it forked (the bench's, holding the data), so every job process started at ~520 MiB.
 */
export function lifetimePeakMiB(): number {
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return hwm ? (Number(hwm[1]) * 1024) / MiB : Number.NaN;
}
