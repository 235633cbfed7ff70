// npm run bench:lighthouse -w bench: Lighthouse performance (mobile emulation, simulated throttling:
// Lighthouse's defaults) in Debian Chromium for the sign-in page, the company user's first screen and
// the three capture pages: revisiones 'Nueva observación', a checklist-review listado's answer capture
// and a NEO answer sheet (issue 19 §5 goals: >= 85 sign-in, >= 75 each capture page), on the module
// seeds of `npm start` (the company user is responsible for a checklist project and reviews NEO sheets). More
// signed-in pages: LH_PAGES=/path,/path; only some: LH_ONLY=captura; the blocking tasks: LH_TASKS=1; each page
// several times with min / median / max: LH_RUNS=5 (scores move ±5-10 points from run to run). Each load is also
// scored with the CPU slowdown calibrated to the host's speed at that moment (cpu-calibration.ts says why); with
// LH_JSON_DIR that report is saved as <page>.calibrated.json. Prints scores; asserts nothing. On an idle machine, under
// the browser lock: flock /tmp/browser.lock npm run bench:lighthouse -w bench
// The pages are served as in production: HTTPS with HTTP/2 at the edge (tls-edge.ts says why); LH_HTTP1=1
// audits the gateway itself instead (plain HTTP/1.1 on localhost: a page's scripts queue for six connections).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Page } from 'playwright-core';

import { capturePage } from './capture-page.ts';
import { calibratedSlowdown } from './cpu-calibration.ts';
import { BENCH_PASSWORD, startBenchPlatform } from './platform.ts';
import { startTlsEdge, type TlsEdge } from './tls-edge.ts';
import { blockingTasks } from './trace-tasks.ts';

interface Listed {
  items: Array<{ id: string; Responsable?: { id: string } | null; Responsables?: string[] }>;
}

/** The capture page of the first checklist-review listado `user` is responsible for (module seed). */
async function checklistCapturePage(base: string, user: string): Promise<string> {
  const session = (await (
    await fetch(`${base}/api/admin/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user, password: BENCH_PASSWORD }),
    })
  ).json()) as { accessToken: string; user: { id: string; companyId: string } };
  const list = async (path: string) => {
    const response = await fetch(`${base}/api/checklist-revisiones/companies/${session.user.companyId}${path}?page=0&pageSize=50`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return ((await response.json()) as Listed).items;
  };
  for (const project of await list('/projects'))
    for (const revision of await list(`/projects/${project.id}/revisiones`))
      for (const listado of await list(`/projects/${project.id}/revisiones/${revision.id}/listados`))
        if (listado.Responsable?.id === session.user.id)
          return `/administrador/checklist-proyectos/${project.id}/revisiones/${revision.id}/listados/${listado.id}/captura`;
  throw new Error(`no checklist-review listado has ${user} responsible`);
}

const DEBUG_PORT = 29333;
/** LH_RUNS=5: each page audited that many times, with each page's min / median / max at the end. */
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1) || 1);

/** The middle value of sorted numbers (the mean of the two middle ones for an even count). */
function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
const USER = 'encargado@andes.cl';

interface Score {
  page: string;
  score: number;
  /** The host's BenchmarkIndex around the audit: Lighthouse's own before the load and ours after it, averaged. */
  hostIndex: number;
  /** The CPU slowdown calibrated to that index (cpu-calibration.ts), and the score the same load gets with it. */
  slowdown: number | null;
  calibratedScore: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

/** The host's BenchmarkIndex measured now in `tab` (Lighthouse's own benchmark, about a second). */
const benchmarkHost = (tab: Page): Promise<number> => tab.evaluate(pageFunctions.computeBenchmarkIndex);

async function audit(url: string, page: string, tab: Page): Promise<Score> {
  const flags = {
    port: DEBUG_PORT,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    disableStorageReset: true,
    // the JS sampling profile in the saved trace (what ran inside each long task), only when it is kept
    ...(process.env.LH_TRACE_DIR ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // LH_JSON_DIR=/tmp/lh: each page's full report (layout shifts, long tasks, requests) for a closer look
  const fileName = page.replace(/[^\w-]+/g, '_').slice(0, 80);
  if (process.env.LH_JSON_DIR) writeFileSync(join(process.env.LH_JSON_DIR, `${fileName}.json`), JSON.stringify(result.lhr));
  // LH_TRACE_DIR=/tmp/lh: each page's trace (with the JS sampling profile), for chrome://tracing or a script
  if (process.env.LH_TRACE_DIR) writeFileSync(join(process.env.LH_TRACE_DIR, `${fileName}.trace.json`), JSON.stringify(result.artifacts.Trace));
  // LH_TASKS=1: the main-thread tasks its Total Blocking Time counts, and what ran in each
  if (process.env.LH_TASKS) {
    console.log(`\n${page}: tasks over 12.5 ms observed (x4 in Lighthouse's simulation)`);
    for (const task of blockingTasks(result.artifacts.Trace))
      console.log(
        `  +${task.startMs.toFixed(0).padStart(5)} ms  ${task.observedMs.toFixed(1).padStart(5)} ms  blocks ${task.blockingMs.toFixed(0).padStart(4)}  ${task.parts.join(', ')}`,
      );
  }
  // the same load scored again with the CPU slowdown calibrated to the host's speed around it (the
  // network side of the simulation does not change): Lighthouse measures its index once, before the load
  const hostIndex = ((result.artifacts.BenchmarkIndex ?? NaN) + (await benchmarkHost(tab))) / 2;
  const slowdown = calibratedSlowdown(hostIndex);
  let calibratedScore: number | null = null;
  if (slowdown !== null) {
    // simulated throttling applies the slowdown only when auditing (the load itself ran unthrottled), so
    // the gathered artifacts are audited again with it; Lighthouse checks that they carry the same settings
    const throttling = { ...result.artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
    const artifacts = { ...result.artifacts, settings: { ...result.artifacts.settings, throttling } };
    const flow = await auditFlowArtifacts({ gatherSteps: [{ artifacts, flags: { ...flags, throttling } }], name: page }, undefined);
    const recalibratedReport = flow.steps[0]?.lhr;
    if (process.env.LH_JSON_DIR && recalibratedReport)
      writeFileSync(join(process.env.LH_JSON_DIR, `${fileName}.calibrated.json`), JSON.stringify(recalibratedReport));
    const recalibrated = recalibratedReport?.categories.performance?.score;
    if (typeof recalibrated === 'number') calibratedScore = Math.round(recalibrated * 100);
  }
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const scripts = (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const jsBytes = scripts.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    page,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    hostIndex,
    slowdown,
    calibratedScore,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
  };
}

const { platform, dataDir } = await startBenchPlatform('lighthouse', { port: 28280, basePort: 24200 }, true);
const edge: TlsEdge | null = process.env.LH_HTTP1 ? null : await startTlsEdge(28281, 28280);
// what the browser opens (the API calls below go to the gateway itself)
const site = edge?.url ?? platform.url;
const profile = mkdtempSync(join(tmpdir(), 'insp-lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    `--remote-debugging-port=${DEBUG_PORT}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    // the edge's throwaway certificate, and only it, is accepted
    ...(edge ? [`--ignore-certificate-errors-spki-list=${edge.spkiHash}`] : []),
  ],
});
const scores: Score[] = [];
try {
  const capture = await capturePage(platform.url, USER);
  const page = browser.pages()[0] ?? (await browser.newPage());
  const cdp = await browser.newCDPSession(page);
  /** A first visit's download: HTTP cache, service worker and its caches emptied (a session is kept). */
  const firstVisit = async () => {
    // the tab leaves the console first, so no page of it registers its service worker after the clearing
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: site, storageTypes: 'service_workers,cache_storage' });
  };
  // before signing in: a signed-in user is sent on from /auth/sign-in
  for (let run = 0; run < RUNS; run += 1) {
    await firstVisit();
    scores.push(await audit(`${site}/auth/sign-in`, 'sign-in', page));
  }
  // signed in once in the same profile: Lighthouse keeps its storage (disableStorageReset)
  await page.goto(`${site}/auth/sign-in`);
  await page.getByLabel('Email').fill(USER);
  await page.getByLabel('Contraseña').fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: /ingresar|iniciar/i }).click();
  await page.locator('[data-testid^="module-screen-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  // an answer sheet of the NEO seed the company user reviews, opened from 'Mis hojas de respuestas'
  await page.goto(`${site}/administrador/empresas/neo-projects/captura`);
  await page.locator('[data-testid^="responder-"]').first().click({ timeout: 60_000 });
  await page.getByTestId('neo-captura').waitFor({ state: 'visible', timeout: 60_000 });
  const neoCapture = new URL(page.url()).pathname;
  const checklistCapture = await checklistCapturePage(platform.url, USER);
  // the service worker the signed-in pages registered has finished precaching: cleared below, it
  // cannot write its caches again during an audit (that audit's scripts would come from them)
  const precached = await page.evaluate(async () => {
    const bound = new Promise<false>((resolve) => setTimeout(() => resolve(false), 60_000));
    return Promise.race([navigator.serviceWorker.ready.then(() => true), bound]);
  });
  if (!precached) console.log('the service worker was not active after 60 s: the audits may still see it precache');
  const extra = (process.env.LH_PAGES ?? '').split(',').filter(Boolean);
  const pages: Array<[string, string]> = [
    ['revisiones: Mis proyectos (first screen)', '/administrador/user/proyectos'],
    ['revisiones: Nueva observación', capture],
    ['checklist: captura de respuestas', checklistCapture],
    ['NEO: captura de hoja', neoCapture],
    ...extra.map((path): [string, string] => [path, path]),
  ];
  // LH_ONLY=captura,observación: only the pages whose label contains one of these (sign-in always runs)
  const only = (process.env.LH_ONLY ?? '').split(',').filter(Boolean);
  const audited = pages.filter(([label]) => only.length === 0 || only.some((part) => label.includes(part)));
  // LH_RUNS rounds over the pages (not one page N times in a row): a busy moment of the machine falls on
  // several pages' runs instead of all the runs of one page
  for (let run = 0; run < RUNS; run += 1)
    for (const [label, path] of audited) {
      await firstVisit();
      scores.push(await audit(`${site}${path}`, label, page));
    }
} finally {
  await browser.close();
  await edge?.stop();
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

console.log(
  `\nLighthouse performance, mobile emulation, ${edge ? 'HTTPS + HTTP/2 edge' : 'plain HTTP/1.1 gateway'} (goals: sign-in >= 85, capture pages >= 75)`,
);
console.log('  score at the default 4x CPU slowdown | host BenchmarkIndex -> calibrated slowdown: score (cpu-calibration.ts) | metrics at 4x');
const calibrated = (s: Score) =>
  s.slowdown === null
    ? `index ${s.hostIndex.toFixed(0)}: too slow to calibrate`
    : `index ${s.hostIndex.toFixed(0).padStart(4)} -> ${s.slowdown.toFixed(1)}x: ${String(s.calibratedScore ?? '?').padStart(3)}`;
for (const s of scores) {
  console.log(
    `  ${String(s.score).padStart(3)} | ${calibrated(s)} | FCP ${(s.fcpMs / 1000).toFixed(1)} s  LCP ${(s.lcpMs / 1000).toFixed(1)} s  TBT ${s.tbtMs.toFixed(0)} ms  CLS ${s.cls.toFixed(3)}  JS ${s.jsKb.toFixed(0)} KiB transferred  ${s.page}`,
  );
}
if (RUNS > 1) {
  // Lighthouse's own advice for a score that moves from run to run: the median of several runs
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length === 0 ? '-' : `${sorted[0]} / ${median(sorted)} / ${sorted.at(-1)}`;
  };
  console.log(`\n${RUNS} runs per page: score min / median / max at 4x, calibrated, median TBT at 4x`);
  for (const label of [...new Set(scores.map((s) => s.page))]) {
    const runs = scores.filter((s) => s.page === label);
    const tbts = runs.map((s) => s.tbtMs).sort((a, b) => a - b);
    const calibratedScores = runs.flatMap((s) => (s.calibratedScore === null ? [] : [s.calibratedScore]));
    console.log(`  ${spread(runs.map((s) => s.score))}  calibrated ${spread(calibratedScores)}  TBT ${median(tbts).toFixed(0)} ms  ${label}`);
  }
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
