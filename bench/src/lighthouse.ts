// npm run bench:lighthouse -w bench: Lighthouse performance (mobile emulation, simulated throttling:
// Lighthouse's defaults) in Debian Chromium for the sign-in page, the company user's first screen and
// the revisiones capture page (issue 19 §5 goals: >= 85 sign-in, >= 75 each capture page). More
// signed-in pages: LH_PAGES=/path,/path. Prints scores; asserts nothing. On an idle machine, under
// the browser lock: flock /tmp/browser.lock npm run bench:lighthouse -w bench
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { capturePage } from './capture-page.ts';
import { BENCH_PASSWORD, startBenchPlatform } from './platform.ts';

const DEBUG_PORT = 29333;
const USER = 'encargado@andes.cl';

interface Score {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

async function audit(url: string, page: string): Promise<Score> {
  const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const scripts = (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const jsBytes = scripts.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    page,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
  };
}

const { platform, dataDir } = await startBenchPlatform('lighthouse', { port: 28280, basePort: 24200 });
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
  ],
});
const scores: Score[] = [];
try {
  const capture = await capturePage(platform.url, USER);
  scores.push(await audit(`${platform.url}/auth/sign-in`, 'sign-in'));
  // signed in once in the same profile: Lighthouse keeps its storage (disableStorageReset)
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${platform.url}/auth/sign-in`);
  await page.getByLabel('Email').fill(USER);
  await page.getByLabel('Contraseña').fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: /ingresar|iniciar/i }).click();
  await page.locator('[data-testid^="module-screen-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  const extra = (process.env.LH_PAGES ?? '').split(',').filter(Boolean);
  const cdp = await browser.newCDPSession(page);
  for (const path of ['/administrador/user/proyectos', capture, ...extra]) {
    // a first visit's download, signed in: HTTP cache, service worker and its caches emptied, the session kept
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: platform.url, storageTypes: 'service_workers,cache_storage' });
    scores.push(await audit(`${platform.url}${path}`, path));
  }
} finally {
  await browser.close();
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

console.log('\nLighthouse performance, mobile emulation (goals: sign-in >= 85, capture pages >= 75)');
for (const s of scores) {
  console.log(
    `  ${String(s.score).padStart(3)}  FCP ${(s.fcpMs / 1000).toFixed(1)} s  LCP ${(s.lcpMs / 1000).toFixed(1)} s  TBT ${s.tbtMs.toFixed(0)} ms  CLS ${s.cls.toFixed(3)}  JS ${s.jsKb.toFixed(0)} KiB transferred  ${s.page}`,
  );
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
