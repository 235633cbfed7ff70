// The main-thread tasks of a Lighthouse trace that count towards its Total Blocking Time: Lighthouse's
// simulation multiplies each task of the (unthrottled) observed load by the CPU slowdown (4 on
// mobile), so every task over 12.5 ms observed blocks. For each: when, how long, and what ran in it
// (script evaluations by file, calls by file, microtasks, timers, layout), to see which step of the
// load to split or defer. `LH_TASKS=1 npm run bench:lighthouse -w bench` prints them per page.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface BlockingTask {
  /** Since the page's navigation start, in observed milliseconds. */
  startMs: number;
  observedMs: number;
  /** What Lighthouse counts as blocking: observed × slowdown − 50 ms. */
  blockingMs: number;
  parts: string[];
}

const PART_NAMES = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'FireAnimationFrame',
  'EventDispatch',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'MinorGC',
  'MajorGC',
]);

const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;
const file = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).replace(/\.[0-9a-f]{8}\.js$/, '.js') : '');

export function blockingTasks(trace: { traceEvents: TraceEvent[] }, slowdown = 4): BlockingTask[] {
  const events = trace.traceEvents;
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadOf));
  const runTasks = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && mainThreads.has(threadOf(e))) runTasks.set(threadOf(e), (runTasks.get(threadOf(e)) ?? 0) + 1);
  const main = [...runTasks].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return [];
  const onMain = events.filter((e) => threadOf(e) === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const navigation = navigations.find((e) => e.args?.data?.documentLoaderURL?.startsWith('http')) ?? navigations.pop();
  const origin = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const tasks: BlockingTask[] = [];
  let next = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < origin) continue;
    const observedMs = (task.dur ?? 0) / 1000;
    if (observedMs * slowdown <= 50) continue;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    while (next < onMain.length && (onMain[next]?.ts ?? 0) < task.ts) next += 1;
    for (let i = next; i < onMain.length && (onMain[i]?.ts ?? 0) < end; i += 1) {
      const e = onMain[i];
      if (!e || e === task || !PART_NAMES.has(e.name)) continue;
      const key = e.name === 'EvaluateScript' || e.name === 'FunctionCall' ? `${e.name} ${file(e.args?.data?.url)}` : e.name;
      parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    tasks.push({
      startMs: (task.ts - origin) / 1000,
      observedMs,
      blockingMs: observedMs * slowdown - 50,
      parts: [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`),
    });
  }
  return tasks;
}
