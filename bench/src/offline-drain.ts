// Queued captures draining (issue 19 §6 proof): on a 390 x 844 phone in Chromium the company user
// captures 20 observations without signal, each with one camera-like photo (3000 x 2000 JPEG, reduced
// on the device by the capture page), then the signal returns. Prints the time from going online until
// the app bar's count is gone and the service lists the 20, the bytes uploaded (the photo uploads to
// the files route and the captures' JSON) against the photos' bytes before reduction, and the load.
// Prints figures; asserts only that the 20 arrived, each with its photo.
//   npm run bench -- offline-drain   (or: flock /tmp/browser.lock npx tsx bench/src/offline-drain.ts)
// Needs the built front end (shell with its service worker, mf-revisiones): run `npm run build` first;
// this script builds nothing. CHROMIUM_PATH (default /usr/bin/chromium), CAPTURES (20).
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

import { CatalogosObservacion, catalogosObservacion, endpointUrl, SessionResponse } from '@insp/contracts';
import { offline } from '@insp/messages';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';

import { launchBenchChromium } from './bundle.ts';
import { cameraJpeg } from './camera-jpeg.ts';
import { capturePage } from './capture-page.ts';
import { BENCH_PASSWORD, startBenchPlatform } from './platform.ts';

const CAPTURES = Number(process.env.CAPTURES ?? 20);
const USER = { email: 'encargado@andes.cl', landing: '/administrador/user/proyectos' };
const DRAIN_TIMEOUT_MS = 10 * 60_000;

for (const built of ['shell/dist/sw.js', 'mf-revisiones/dist']) {
  if (!existsSync(fileURLToPath(new URL(`../../${built}`, import.meta.url)))) throw new Error(`${built} is missing: run \`npm run build\` first`);
}

/** The body bytes a request sent: its Content-Length as Chromium sent it, else the body Playwright saw. */
async function bodyBytes(request: Request): Promise<number> {
  const length = Number((await request.allHeaders().catch(() => ({}) as Record<string, string>))['content-length']);
  return Number.isFinite(length) && length > 0 ? length : (request.postDataBuffer()?.length ?? 0);
}

async function badgeLabel(page: Page): Promise<string | null> {
  const badge = page.getByTestId('capturas-pendientes-badge');
  return (await badge.count()) === 0 ? null : badge.getAttribute('aria-label');
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeout = 30_000): Promise<T> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (performance.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Every capture comes from 127.0.0.1: keep the per-address limit out of the figure.
process.env.RATE_LIMIT_MAX ??= '10000000';
console.error('offline-drain bench: starting the platform (embedded database, demo companies)');
const { platform, dataDir } = await startBenchPlatform('drain', { port: 28680, basePort: 24600 });
const browser = await launchBenchChromium();
try {
  const capturePath = await capturePage(platform.url, USER.email);
  const [, projectId, revisionId, listadoId] = /proyectos\/(\w+)\/revisiones\/(\w+)\/listados\/(\w+)\//.exec(capturePath) ?? [];
  const signIn = await fetch(`${platform.url}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'director@andes.cl', password: BENCH_PASSWORD }),
  });
  const director = SessionResponse.parse(await signIn.json());
  const companyId = director.user.companyId ?? '';
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${platform.url}/api/revisiones${path}`, { headers: { authorization: `Bearer ${director.accessToken}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const listed = async () =>
    (
      (await get(`/companies/${companyId}/projects/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones?limit=50`)) as {
        items: { Numero: number; Imagenes: string[] }[];
      }
    ).items;
  const catalogos = CatalogosObservacion.parse(await get(endpointUrl(catalogosObservacion, { companyId })));
  const subcontrato = catalogos.subcontratos.find((item) => item.erroresTipo.length > 0);
  const [sector, recinto, prioridad, errorTipo] = [catalogos.sectores[0], catalogos.recintos[0], catalogos.prioridades[0], subcontrato?.erroresTipo[0]];
  if (!sector || !recinto || !prioridad || !subcontrato || !errorTipo) throw new Error('the demo company has no catalogues to capture with');

  const photo = await cameraJpeg(3000, 2000);
  const context = await browser.newContext({
    baseURL: platform.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();

  // signed in with signal; the worker controls the page; the capture page and its catalogues cached
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(USER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`**${USER.landing}`, { timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.goto(capturePath);
  await page.getByTestId('nueva-observacion-screen').waitFor({ timeout: 60_000 });
  await page.getByTestId('captura-form').waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    async () => (await (await caches.open('insp-data-v1')).keys()).some((request) => request.url.includes('/catalogos-observacion')),
    undefined,
    { timeout: 60_000 },
  );

  // no signal: 20 captures, each with its photo, kept on the device
  await context.setOffline(true);
  const captureStart = performance.now();
  for (let i = 1; i <= CAPTURES; i += 1) {
    if (i > 1) {
      await page.getByTestId('registrar-otra').click();
      await page.getByTestId('captura-form').waitFor();
    }
    const form = page.getByTestId('captura-form');
    await form.getByLabel(/^Sector/).selectOption(sector.Nombre);
    await form.getByLabel(/^Recinto/).selectOption(recinto.Nombre);
    await form.getByLabel(/^Subcontrato/).selectOption(subcontrato.Nombre);
    await form.getByLabel(/^Error Tipo/).selectOption(errorTipo.Nombre);
    await form.getByLabel(/^Prioridad/).selectOption(prioridad.Nombre);
    await form.getByTestId('captura-comentario').fill(`Captura sin señal ${i}`);
    await form.getByTestId('captura-foto-input').setInputFiles({ name: `foto-${i}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await form.locator('[data-testid="captura-foto"][data-state="lista"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('captura-guardar').click();
    const aviso = page.getByTestId('captura-registrada');
    await aviso.waitFor({ timeout: 60_000 });
    const state = await aviso.getAttribute('data-state');
    if (state !== 'pendiente') throw new Error(`capture ${i} answered '${state}' offline, not 'pendiente'`);
  }
  const captureMs = performance.now() - captureStart;
  await until(
    'app bar count',
    () => badgeLabel(page),
    (label) => label === offline.pendientes(CAPTURES),
  );
  if ((await listed()).length !== 0) throw new Error('captures reached the service while offline');

  // the signal returns: every upload and capture POST counted by its body
  const sent = { files: { requests: 0, bytes: 0 }, captures: { requests: 0, bytes: 0 } };
  const counting: Array<Promise<void>> = [];
  context.on('requestfinished', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    const kind = path.endsWith('/files') ? sent.files : path.endsWith(`/listados/${listadoId}/observaciones`) ? sent.captures : null;
    if (!kind) return;
    counting.push(
      bodyBytes(request).then((bytes) => {
        kind.requests += 1;
        kind.bytes += bytes;
      }),
    );
  });
  const loadBefore = loadavg()[0] ?? 0;
  const online = performance.now();
  await context.setOffline(false);
  const [badgeMs, apiMs] = await Promise.all([
    page
      .getByTestId('capturas-pendientes-badge')
      .waitFor({ state: 'detached', timeout: DRAIN_TIMEOUT_MS })
      .then(() => performance.now() - online),
    until('observations listed', listed, (items) => items.length >= CAPTURES, DRAIN_TIMEOUT_MS).then(() => performance.now() - online),
  ]);
  const drainMs = Math.max(badgeMs, apiMs);
  const loadAfter = loadavg()[0] ?? 0;
  await Promise.all(counting);

  const items = await listed();
  const numeros = items.map((item) => item.Numero).sort((a, b) => a - b);
  const exactlyOnce = items.length === CAPTURES && numeros.every((numero, index) => numero === index + 1);
  const withPhoto = items.every((item) => item.Imagenes.length === 1);
  await context.close();
  // what the service keeps of it: its web version (longest side 1600 px, made from what the device sent)
  const firstPhoto = items[0]?.Imagenes[0];
  const stored = firstPhoto
    ? await fetch(`${platform.url}/api/revisiones/companies/${companyId}/files/${firstPhoto}`, { headers: { authorization: `Bearer ${director.accessToken}` } })
        .then(async (response) => Buffer.from(await response.arrayBuffer()))
        .then(async (bytes) => ({ bytes: bytes.length, meta: await sharp(bytes).metadata() }))
    : null;

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const meta = await sharp(photo).metadata();
  const rows: Array<[string, string]> = [
    ['captures (offline, with one photo each)', `${CAPTURES} in ${(captureMs / 1000).toFixed(1)} s (${(captureMs / CAPTURES / 1000).toFixed(2)} s each)`],
    ['online → app bar count gone', `${(badgeMs / 1000).toFixed(2)} s`],
    ['online → service lists them all', `${(apiMs / 1000).toFixed(2)} s`],
    ['drain (both)', `${(drainMs / 1000).toFixed(2)} s (${(drainMs / CAPTURES).toFixed(0)} ms per capture)`],
    ['photos before reduction', `${kb(photo.length * CAPTURES)} (${CAPTURES} × ${kb(photo.length)}, ${meta.width} x ${meta.height})`],
    [
      'uploaded: photos (files route)',
      `${kb(sent.files.bytes)} in ${sent.files.requests} POSTs (${kb(sent.files.bytes / Math.max(1, sent.files.requests))} each)`,
    ],
    ['stored web version (first photo)', stored ? `${kb(stored.bytes)}, ${stored.meta.width} x ${stored.meta.height} ${stored.meta.format ?? ''}` : '-'],
    ['uploaded: captures (JSON)', `${kb(sent.captures.bytes)} in ${sent.captures.requests} POSTs`],
    [
      'uploaded: total / before reduction',
      `${kb(sent.files.bytes + sent.captures.bytes)} / ${kb(photo.length * CAPTURES)} (${(((sent.files.bytes + sent.captures.bytes) / (photo.length * CAPTURES)) * 100).toFixed(1)}%)`,
    ],
    ['arrived exactly once, Numero 1..n', exactlyOnce ? 'yes' : `NO (${numeros.join(', ')})`],
    ['each with its photo', withPhoto ? 'yes' : 'NO'],
    ['1-minute load at online / at drained', `${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)} (${cpus().length} cores)`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `\nOffline queue draining (390 x 844 Chromium, embedded database; load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')})`,
  );
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  if (!exactlyOnce || !withPhoto) process.exitCode = 1;
} finally {
  await browser.close();
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
