import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

import { type Browser, chromium, type Page } from 'playwright-core';

export interface JsFile {
  /** Path of the script (origin dropped). */
  path: string;
  /** When it was fetched: before sign-in, or after the submit. */
  phase: 'sign-in' | 'after';
  rawBytes: number;
  /** gzip -9 of the body: what the wire carries, whatever encoding the server chose. */
  gzipBytes: number;
  /** Times the browser requested this URL (more than 1: loaded twice). */
  requests: number;
}

export interface BundleFigures {
  shellBeforeSignInGz: number;
  totalToFirstModuleScreenGz: number;
  signInToFirstScreenMs: number;
  /** Every script fetched up to the first module screen, in request order. */
  files: JsFile[];
  /** Scripts requested twice, identical bodies under two URLs, and module bodies (>= 512 B) present in two files. */
  duplicates: string[];
  /** Each page of `alsoLoad`, opened afresh (a reload, signed in) after the first screen: its scripts and duplicates. */
  then: Array<{ path: string; gzipBytes: number; files: JsFile[]; duplicates: string[] }>;
}

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Every JavaScript response of the page, by URL, with how often it was requested. */
function trackJs(page: Page, phase: () => JsFile['phase']) {
  let active = true;
  const files = new Map<string, JsFile & { body?: Buffer }>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (!active) return;
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const path = new URL(response.url()).pathname;
    const known = files.get(path);
    if (known) {
      known.requests += 1;
      return;
    }
    const file: JsFile & { body?: Buffer } = { path, phase: phase(), rawBytes: 0, gzipBytes: 0, requests: 1 };
    files.set(path, file);
    pending.push(
      response.body().then(
        (body) => {
          file.body = body;
          file.rawBytes = body.length;
          file.gzipBytes = gzipSync(body, { level: 9 }).length;
        },
        () => undefined,
      ),
    );
  });
  return {
    files,
    settled: () => Promise.all(pending),
    stop: () => {
      active = false;
    },
  };
}

/**
 * Module factories of a minified rspack chunk (`123:function(e,t,n){…}` / `123:(e,t,n)=>{…}`),
 * split at each id: a heuristic, enough to see the same module's code shipped in two files (ids
 * differ between builds, bodies do not).
 */
function moduleBodies(source: string): string[] {
  return source.split(/[{,]"?[\w./@-]{1,80}"?:(?=function\(|\([\w$,]*\)=>)/).filter((part) => part.length >= 512);
}

export function duplicatesOf(files: Array<JsFile & { body?: Buffer }>): string[] {
  const found: string[] = [];
  for (const file of files) if (file.requests > 1) found.push(`${file.path} requested ${file.requests} times`);
  const byHash = new Map<string, string[]>();
  const byModule = new Map<string, Set<string>>();
  for (const file of files) {
    if (!file.body) continue;
    const hash = createHash('sha256').update(file.body).digest('hex');
    byHash.set(hash, [...(byHash.get(hash) ?? []), file.path]);
    for (const body of moduleBodies(file.body.toString('utf8'))) {
      const key = createHash('sha256').update(body).digest('hex');
      byModule.set(key, (byModule.get(key) ?? new Set()).add(file.path));
    }
  }
  for (const paths of byHash.values()) if (paths.length > 1) found.push(`same content: ${paths.join(' = ')}`);
  const pairs = new Map<string, number>();
  for (const paths of byModule.values()) if (paths.size > 1) pairs.set([...paths].join(' + '), (pairs.get([...paths].join(' + ')) ?? 0) + 1);
  for (const [paths, count] of pairs) found.push(`${count} module bodies in ${paths}`);
  return found;
}

/** Opens the sign-in page, signs in and waits for the first module screen; lists the scripts fetched. */
export async function measureBundles(baseUrl: string, email: string, password: string, browser?: Browser, alsoLoad: string[] = []): Promise<BundleFigures> {
  const own = browser ? null : await launchBenchChromium();
  const context = await (browser ?? own)!.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    let phase: JsFile['phase'] = 'sign-in';
    const js = trackJs(page, () => phase);
    await page.goto('/auth/sign-in', { waitUntil: 'networkidle' });
    await js.settled();
    phase = 'after';
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    const started = performance.now();
    await page.getByRole('button', { name: /ingresar|iniciar/i }).click();
    await page.locator('[data-testid^="module-screen-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    const signInToFirstScreenMs = performance.now() - started;
    await page.waitForLoadState('networkidle');
    await js.settled();
    js.stop();
    const files = [...js.files.values()];
    const sum = (list: JsFile[]) => list.reduce((total, file) => total + file.gzipBytes, 0);
    const then: BundleFigures['then'] = [];
    for (const path of alsoLoad) {
      const more = trackJs(page, () => 'after');
      // a screen with a live event stream never reaches 'networkidle': loaded, then no new script for 1.5 s
      await page.goto(path, { waitUntil: 'load' });
      for (let seen = -1; seen !== more.files.size;) {
        seen = more.files.size;
        await page.waitForTimeout(1500);
      }
      await more.settled();
      more.stop();
      const at = new URL(page.url()).pathname;
      if (at !== path) throw new Error(`${path} opened ${at}`);
      const loaded = [...more.files.values()];
      then.push({ path, gzipBytes: sum(loaded), files: loaded.map(({ body: _body, ...file }) => file), duplicates: duplicatesOf(loaded) });
    }
    return {
      then,
      shellBeforeSignInGz: sum(files.filter((f) => f.phase === 'sign-in')),
      totalToFirstModuleScreenGz: sum(files),
      signInToFirstScreenMs,
      files: files.map(({ body: _body, ...file }) => file),
      duplicates: duplicatesOf(files),
    };
  } finally {
    await context.close();
    await own?.close();
  }
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts of one load, one line each, then any duplicate. */
export function printFiles(label: string, figures: BundleFigures): void {
  console.log(
    `\n${label}: ${figures.files.length} scripts, ${kb(figures.totalToFirstModuleScreenGz)} gzip (${kb(figures.shellBeforeSignInGz)} before sign-in)`,
  );
  for (const file of figures.files) {
    const twice = file.requests > 1 ? `  ×${file.requests}` : '';
    console.log(`  ${file.phase.padEnd(7)} ${kb(file.gzipBytes).padStart(9)}  ${file.path}${twice}`);
  }
  console.log(
    figures.duplicates.length ? figures.duplicates.map((d) => `  DUPLICATE ${d}`).join('\n') : '  no script loaded twice, no module body in two files',
  );
  for (const page of figures.then)
    printFiles(`${label}, then ${page.path} (reload)`, { ...figures, ...page, totalToFirstModuleScreenGz: page.gzipBytes, shellBeforeSignInGz: 0, then: [] });
}
