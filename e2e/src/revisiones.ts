import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import type { ObservacionCreateBody } from '@insp/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';

import { call, snackbar } from './admin.ts';
import { baseUrl, demoPassword, newSession, type Session } from './browser.ts';

/** Where the screenshots of the revisiones screens go (looked at by a person, not compared). */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A browser context at 1440 px (desk) or as a 390 px touch phone. */
export async function openSession(browser: Browser, device: 'desktop' | 'phone' = 'desktop'): Promise<Session> {
  return newSession(browser, {
    acceptDownloads: true,
    // charts and transitions drawn at rest: screenshots show the finished screen
    reducedMotion: 'reduce',
    ...(device === 'phone' ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP }),
  });
}

export interface ApiSession {
  token: string;
  user: { id: string; companyId: string | null; name: string };
}

/** Signs in through the API (setup and checks made by the test itself). */
export async function apiSession(email: string): Promise<ApiSession> {
  const res = await fetch(`${baseUrl()}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword() }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  const body = (await res.json()) as { accessToken: string; user: ApiSession['user'] };
  return { token: body.accessToken, user: body.user };
}

/** Regular-expression text of a literal string. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last path segment following `after` in the page's URL (an id of the route). */
export function idAfter(page: Page, after: string): string {
  const parts = new URL(page.url()).pathname.split('/');
  const at = parts.indexOf(after);
  const id = at >= 0 ? parts[at + 1] : undefined;
  if (!id) throw new Error(`no id after '${after}' in ${page.url()}`);
  return id;
}

/** The id carried by a `<prefix><id>` data-testid inside `scope`. */
export async function testIdSuffix(scope: Locator, prefix: string): Promise<string> {
  const testId = await scope.locator(`[data-testid^="${prefix}"]`).first().getAttribute('data-testid');
  if (!testId) throw new Error(`no [data-testid^="${prefix}"]`);
  return testId.slice(prefix.length);
}

/**
 * Saves `dialog` ('Guardar'), waits for the `success` snackbar and the row of `table` that shows `name`,
 * and answers that row with its id (the suffix of its `idPrefix` test id).
 */
export async function saveNewRow(
  page: Page,
  dialog: Locator,
  expected: { success: string; table: Locator; name: string; idPrefix: string },
): Promise<{ row: Locator; id: string }> {
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await snackbar(page, expected.success);
  const row = expected.table.getByRole('row').filter({ hasText: expected.name });
  await row.waitFor();
  return { row, id: await testIdSuffix(row, expected.idPrefix) };
}

/** Picks `option` in an MUI (non-native) select found by its accessible name inside `scope`. */
export async function chooseOption(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A small JPEG (a coloured rectangle) as a phone camera would hand it to the page. */
export async function jpeg(name: string, background: { r: number; g: number; b: number }): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Clicks `trigger` and returns the file the page saved (an <a download> of a blob). */
export async function downloadOf(page: Page, trigger: () => Promise<void>, timeout = 60_000): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), trigger()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** Screenshot of the whole page into SHOTS_DIR/<prefix>-<name>.png. */
export async function shot(page: Page, name: string, prefix = 'revisiones'): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  // a notification would hide the app bar, and a full-page picture of a scrolled page draws the
  // fixed app bar and sidebar where the scroll left them
  const notice = page.getByTestId('snackbar');
  if (await notice.isVisible()) {
    // it may close by itself between the look and the click: then there is nothing to close
    await notice
      .getByRole('button')
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await notice.waitFor({ state: 'detached' });
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll('main, [data-testid="content"]')) element.scrollTop = 0;
  });
  await page.screenshot({ path: `${SHOTS_DIR}/${prefix}-${name}.png`, fullPage: true });
}

/**
 * The screen at 1440 and at 390 px wide (revisiones-<name>-1440.png, -390.png); the viewport is
 * put back afterwards. `ready` runs after each resize (layouts that re-render on a breakpoint).
 */
export async function shotsAtBothWidths(page: Page, name: string, ready?: () => Promise<void>): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await ready?.();
    // fonts and the resize's re-layout settle before the picture
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))));
    await shot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(before);
}

/** The revisiones service through the gateway, as `session` (director or administrator). */
export function revisionesApi(token: string, companyId: string) {
  const base = `/api/revisiones/companies/${companyId}`;
  const created = async <T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> => {
    const { status, body } = await answer;
    if (status !== 201 && status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
    return body;
  };
  return {
    base,
    createProject: (body: { NombreProyecto: string; ResponsableId?: string }) =>
      created('create project', call<{ id: string; NombreProyecto: string }>(token, 'POST', `${base}/projects`, body)),
    setResponsables: (projectId: string, Responsables: string[]) =>
      created('set responsables', call<{ id: string }>(token, 'PUT', `${base}/projects/${projectId}/responsables`, { Responsables })),
    createRevision: (projectId: string, body: { Nombre: string; ResponsableId: string }) =>
      created('create revision', call<{ id: string }>(token, 'POST', `${base}/projects/${projectId}/revisiones`, body)),
    createListado: (projectId: string, revisionId: string, body: { Nombre: string; ResponsableId: string }) =>
      created('create listado', call<{ id: string }>(token, 'POST', `${base}/projects/${projectId}/revisiones/${revisionId}/listados`, body)),
    listProjects: async () =>
      (
        await call<{ items: { id: string; NombreProyecto: string; Responsables: string[]; Responsable: { id: string } | null }[] }>(
          token,
          'GET',
          `${base}/projects?page=0&pageSize=140`,
        )
      ).body.items,
  };
}

/** A project the company user is responsible for, with one revision and one listado (API setup). */
export async function projectForUser(
  director: ApiSession,
  userId: string,
  names: { project: string; revision: string; listado: string },
): Promise<{ projectId: string; revisionId: string; listadoId: string }> {
  const api = revisionesApi(director.token, director.user.companyId!);
  const project = await api.createProject({ NombreProyecto: names.project, ResponsableId: userId });
  await api.setResponsables(project.id, [userId]);
  const revision = await api.createRevision(project.id, { Nombre: names.revision, ResponsableId: userId });
  const listado = await api.createListado(project.id, revision.id, { Nombre: names.listado, ResponsableId: userId });
  return { projectId: project.id, revisionId: revision.id, listadoId: listado.id };
}

/** What a person enters on 'Nueva observación': the contract's fields the form shows, and the photo. */
export type ObservacionCaptura = Pick<ObservacionCreateBody, 'Sector' | 'Recinto' | 'Subcontrato' | 'ErrorTipo' | 'Prioridad' | 'Comentario'> & {
  foto: { name: string; mimeType: string; buffer: Buffer };
};

/** Fills the 'Nueva observación' page like a person on a phone (native selects, the camera input) and waits until its photo is ready. */
export async function fillObservacion(page: Page, c: ObservacionCaptura): Promise<void> {
  const form = page.getByTestId('captura-form');
  await form.getByLabel(/^Sector/).selectOption(c.Sector);
  await form.getByLabel(/^Recinto/).selectOption(c.Recinto);
  await form.getByLabel(/^Subcontrato/).selectOption(c.Subcontrato);
  // enabled once the Subcontrato has error types
  await form.getByLabel(/^Error Tipo/).selectOption(c.ErrorTipo);
  await form.getByLabel(/^Prioridad/).selectOption(c.Prioridad);
  await form.getByTestId('captura-comentario').fill(c.Comentario);
  await form.getByTestId('captura-foto-input').setInputFiles(c.foto);
  await form.locator('[data-testid="captura-foto"][data-state="lista"]').waitFor({ timeout: 30_000 });
}
