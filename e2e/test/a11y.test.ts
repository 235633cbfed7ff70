// Issue 16 §4: readable and usable by the web's own measures. axe-core (WCAG 2.0-2.2 A/AA rules) on the
// main screen of every remote at 1440 and 390 px finds nothing critical or serious; the keyboard's first
// stop skips to the content; a navigation puts focus on the new screen's heading; on a phone every
// control is at least 44 px.
import { contactos } from '@insp/messages';
import { observacionesScreens } from '@insp/messages/revisiones';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { axeViolations, blocking, settled, smallTargets, withAxe } from '../src/a11y.ts';
import { unique } from '../src/admin.ts';
import { launchBrowser, openDialog, type Session, signInAt } from '../src/browser.ts';
import { platformAdmin } from '../src/demo.ts';
import { neoHojaFor } from '../src/neo.ts';
import { apiSession, fillObservacion, jpeg, openSession, projectForUser } from '../src/revisiones.ts';

interface Screen {
  name: string;
  path: string;
  /** data-testid of the screen's root once it has rendered. */
  ready: string;
}

interface Audience {
  email: string;
  landing: string;
  screens: Screen[];
}

const audiences: Audience[] = [
  {
    email: platformAdmin.email,
    landing: platformAdmin.landing,
    screens: [{ name: 'empresas', path: '/administrador/empresas', ready: 'module-screen-admin' }],
  },
  {
    email: 'director@andes.cl',
    landing: '/administrador/empresa/detalles',
    screens: [
      { name: 'empresa', path: '/administrador/empresa/detalles', ready: 'module-screen-admin' },
      { name: 'revisiones: proyectos', path: '/administrador/empresa/proyectos', ready: 'module-screen-revisiones' },
      { name: 'checklist: proyectos', path: '/administrador/checklist-proyectos', ready: 'module-screen-checklist_revisiones' },
      { name: 'neo: proyectos', path: '/administrador/empresas/neo-projects', ready: 'module-screen-neo' },
    ],
  },
  {
    email: 'encargado@andes.cl',
    landing: '/administrador/user/proyectos',
    screens: [{ name: 'revisiones: mis proyectos', path: '/administrador/user/proyectos', ready: 'module-screen-revisiones' }],
  },
];

const format = (findings: Awaited<ReturnType<typeof axeViolations>>) =>
  findings.map((f) => `${f.impact} ${f.rule} (${f.count}): ${f.help} → ${f.targets.join(' | ')} (${f.summary})`);

let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // a revision project of Constructora Andes with a revision and a listado: the projects table has a
  // row, its menu and the quota bar, and the screens below it (down to the capture form) are checked too
  const director = await apiSession('director@andes.cl');
  const tag = unique();
  const p = await projectForUser(director, director.user.id, { project: `Accesible ${tag}`, revision: `Revisión ${tag}`, listado: `Listado ${tag}` });
  const base = `/administrador/empresa/proyectos/${p.projectId}/revisiones`;
  audiences[1]!.screens.push(
    { name: 'revisiones: revisiones', path: base, ready: 'module-screen-revisiones' },
    { name: 'revisiones: listados', path: `${base}/${p.revisionId}/listados`, ready: 'module-screen-revisiones' },
    { name: 'revisiones: observaciones', path: `${base}/${p.revisionId}/listados/${p.listadoId}/observaciones`, ready: 'observaciones-screen' },
    { name: 'revisiones: nueva observación', path: `${base}/${p.revisionId}/listados/${p.listadoId}/observaciones/nueva`, ready: 'nueva-observacion-screen' },
  );
});

afterAll(async () => {
  for (const s of sessions) await s.context.close();
  await browser?.close();
});

async function signedIn(device: 'desktop' | 'phone', audience: Audience): Promise<Session> {
  const session = await openSession(browser, device);
  sessions.push(session);
  await withAxe(session.context);
  await signInAt(session.page, audience.email, audience.landing);
  return session;
}

for (const device of ['desktop', 'phone'] as const)
  describe(`axe-core at ${device === 'desktop' ? 1440 : 390} px`, () => {
    for (const audience of audiences)
      it(`${audience.email}: the main screens of the remotes they use have no critical or serious violation`, async () => {
        const { page } = await signedIn(device, audience);
        const found: string[] = [];
        for (const screen of audience.screens) {
          await page.goto(screen.path);
          await page.getByTestId(screen.ready).waitFor({ state: 'visible', timeout: 30_000 });
          await settled(page);
          found.push(...format(blocking(await axeViolations(page))).map((line) => `${screen.name}: ${line}`));
          if (device === 'phone') found.push(...(await smallTargets(page)).map((line) => `${screen.name}: target under 44 px: ${line}`));
        }
        expect(found).toEqual([]);
      });
  });

/**
 * An observation with a photo, captured once through 'Nueva observación' in the listado that
 * beforeAll made (the e2e platform has no module seeds); the path of its observaciones page.
 */
let observacionConFoto: Promise<string> | null = null;
const capturedObservation = (page: Page): Promise<string> =>
  (observacionConFoto ??= (async () => {
    const screens = audiences[1]!.screens;
    const nueva = screens.find((s) => s.name === 'revisiones: nueva observación')!;
    await page.goto(nueva.path);
    await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });
    await fillObservacion(page, {
      Sector: 'Norte',
      Recinto: 'Baño',
      Subcontrato: 'Eléctrico',
      ErrorTipo: 'Enchufe suelto',
      Prioridad: 'Alta',
      Comentario: `Foto para el visor ${unique()}`,
      foto: await jpeg('visor.jpg', { r: 200, g: 40, b: 40 }),
    });
    await page.getByTestId('captura-guardar').click();
    await page.getByTestId('captura-registrada').getByText(observacionesScreens.captura.registrada(1)).waitFor({ timeout: 30_000 });
    return screens.find((s) => s.name === 'revisiones: observaciones')!.path;
  })());

// Issue 19 §6: what issue 19 added is checked like the main screens (photo viewer, NEO capture) and so
// is issue 20's 'Contactos' dialog.
describe('axe-core on the photo viewer, the NEO capture page and the Contactos dialog', () => {
  for (const device of ['desktop', 'phone'] as const)
    it(`${device === 'desktop' ? 1440 : 390} px: an observation's photo opened full size in the viewer has no critical or serious violation`, async () => {
      const { page } = await signedIn(device, audiences[1]!);
      // what the page reported, for the failure's message: this test has twice seen the viewer never open
      // after the tap (5167e47, 925105d) and never in a run of its own; a failed request (the viewer's
      // on-demand chunk) or an error would say why next time
      const reported: string[] = [];
      page.on('requestfailed', (request) => reported.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
      page.on('pageerror', (error) => reported.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') reported.push(`console: ${message.text()}`);
      });
      await page.goto(await capturedObservation(page));
      await page.getByTestId('observaciones-screen').waitFor({ state: 'visible', timeout: 30_000 });
      const first = page.getByTestId('observacion-row').first();
      await first.waitFor({ timeout: 30_000 });
      await first.getByRole('button', { name: observacionesScreens.listado.expandir }).click();
      const foto = page.getByTestId('observacion-detalle').getByTestId('observacion-foto').first();
      await foto.locator('img').waitFor({ timeout: 30_000 });
      // tapped once the screen is at rest (the detail's expand animation run, nothing loading), as a
      // person taps what they see: a third run of the suite saw the viewer not open, the tap landing
      // while the page was still busy (2026-11-28, the service worker's chunk asked for after the tap)
      await settled(page);
      const afterTap: string[] = [];
      page.on('request', (request) => afterTap.push(request.url()));
      await foto.click();
      const viewer = page.getByRole('dialog', { name: /^Foto 1 de \d+$/ });
      await viewer.waitFor({ state: 'visible', timeout: 30_000 }).catch(async (error: unknown) => {
        const dialogs = await page.getByRole('dialog').count();
        const detalle = await page
          .getByTestId('observacion-detalle')
          .first()
          .innerHTML()
          .catch(() => '(no detalle)');
        await page.screenshot({ path: `/tmp/a11y-viewer-${Date.now()}.png` }).catch(() => undefined);
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}\nwhat the page reported:\n${reported.join('\n') || '(nothing)'}` +
            `\nrequests after the tap:\n${afterTap.join('\n') || '(none)'}\ndialogs: ${dialogs}\ndetalle: ${detalle.slice(0, 1500)}`,
        );
      });
      await viewer.locator('img').first().waitFor({ timeout: 30_000 });
      await settled(page);
      const found = format(blocking(await axeViolations(page)));
      if (device === 'phone') found.push(...(await smallTargets(page)).map((line) => `target under 44 px: ${line}`));
      expect(found).toEqual([]);
    });

  it("390 px: the company user's NEO capture page (an assigned answer sheet) has no critical or serious violation", async () => {
    const tag = unique();
    const { hojaId } = await neoHojaFor(await apiSession('director@andes.cl'), audiences[2]!.email, {
      project: `NEO accesible ${tag}`,
      lista: `Estructura accesible ${tag}`,
      preguntas: ['Plomo y nivel', 'Recubrimientos'],
    });
    const { page } = await signedIn('phone', audiences[2]!);
    await page.goto('/administrador/empresas/neo-projects/captura');
    await page.getByTestId(`responder-${hojaId}`).click({ timeout: 30_000 });
    await page.getByTestId('neo-captura').waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByTestId('captura-progreso').waitFor({ timeout: 30_000 });
    await settled(page);
    expect([...format(blocking(await axeViolations(page))), ...(await smallTargets(page)).map((line) => `target under 44 px: ${line}`)]).toEqual([]);
  });

  it("1440 px: the director's 'Contactos' dialog of a subcontract has no critical or serious violation", async () => {
    const { page } = await signedIn('desktop', audiences[1]!);
    await page.goto('/administrador/empresa/detalles?tab=revisiones&subtab=subcontratos');
    await page.getByTestId('module-screen-admin').waitFor({ state: 'visible', timeout: 30_000 });
    const button = page.getByTestId('module-screen-admin').getByRole('button', { name: contactos.button, exact: true }).first();
    await button.waitFor({ timeout: 30_000 });
    const dialog = page.getByRole('dialog').filter({ hasText: /^Contactos - / });
    await openDialog(button, dialog);
    await dialog.getByTestId('contactos-list').waitFor({ timeout: 30_000 });
    await settled(page);
    expect(format(blocking(await axeViolations(page)))).toEqual([]);
  });
});

describe('keyboard', () => {
  it("the first Tab reaches 'Saltar al contenido', which moves focus to the content; a sidebar link puts focus on the new screen's heading", async () => {
    const audience = audiences[1]!;
    const { page } = await signedIn('desktop', audience);
    await page.getByTestId('module-screen-admin').waitFor({ state: 'visible', timeout: 30_000 });
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenido');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Proyectos' }).first().click();
    await page.getByTestId('module-screen-revisiones').waitFor({ state: 'visible', timeout: 30_000 });
    const heading = page.getByTestId('module-screen-revisiones').getByRole('heading', { level: 1 });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);
  });
});
