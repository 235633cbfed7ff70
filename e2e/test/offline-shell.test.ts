import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { pwa, shell } from '@insp/messages';
import { observacionesScreens } from '@insp/messages/revisiones';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { unique } from '../src/admin.ts';
import { baseUrl, sharedBrowser, signInAt } from '../src/browser.ts';
import { apiSession, literal, openSession, projectForUser } from '../src/revisiones.ts';

// Issue 19 §1: the console installs as an app and opens without signal. The company user signs in
// on a phone once (the service worker installs and keeps the shell, the remotes and the data the
// screen read), then, with no connection at all, reloads the capture page: it opens, with its
// heading, its form and the notice that the data is the device's copy.
const shared = sharedBrowser();
const ENCARGADO = { email: 'encargado@andes.cl', landing: '/administrador/user/proyectos' };
const captura = observacionesScreens.captura;
/** The shell's built service worker, as the e2e platform's gateway serves it. */
const SW_FILE = fileURLToPath(new URL('../../shell/dist/sw.js', import.meta.url));

describe('installable console, offline shell (issue 19 §1)', () => {
  it('serves a valid web app manifest with real icons, linked from the page', async () => {
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: pwa.appName, short_name: pwa.shortName, start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of [192, 512]) expect(manifest.icons.some((icon) => icon.sizes === `${size}x${size}` && icon.purpose === 'any')).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, baseUrl()));
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('reloads a capture page without a connection: the page opens from the device, marked as saved data', async () => {
    const director = await apiSession('director@andes.cl');
    const encargado = await apiSession(ENCARGADO.email);
    const suffix = unique();
    const { projectId, revisionId, listadoId } = await projectForUser(director, encargado.user.id, {
      project: `Obra sin señal ${suffix}`,
      revision: `Revisión ${suffix}`,
      listado: `Listado ${suffix}`,
    });
    const capturePath = `/administrador/user/proyectos/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones/nueva`;

    const { context, page } = await openSession(shared.browser, 'phone');
    try {
      expect(await page.goto('/auth/sign-in').then(() => page.locator('link[rel="manifest"]').getAttribute('href'))).toBe('/manifest.webmanifest');
      await signInAt(page, ENCARGADO.email, ENCARGADO.landing);
      // the worker installs after sign-in and takes control of the open page
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

      await page.goto(capturePath);
      const screen = page.getByTestId('nueva-observacion-screen');
      await screen.waitFor({ timeout: 30_000 });
      await expect.poll(() => screen.getByText(captura.title, { exact: true }).first().isVisible(), { timeout: 30_000 }).toBe(true);
      // the catalogues the form needs are on the device before the signal goes
      await page.waitForFunction(
        async () => {
          const cache = await caches.open('insp-data-v1');
          return (await cache.keys()).some((request) => request.url.includes('/catalogos-observacion'));
        },
        undefined,
        { timeout: 30_000 },
      );

      await context.setOffline(true);
      const reload = await page.reload();
      expect(reload?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
      await screen.waitFor({ timeout: 30_000 });
      await expect.poll(() => screen.getByText(captura.title, { exact: true }).first().isVisible(), { timeout: 30_000 }).toBe(true);
      await expect
        .poll(() => page.getByTestId('offline-data-notice').textContent(), { timeout: 30_000 })
        .toMatch(new RegExp(`^${literal(pwa.offlineData('XX').split('XX')[0] ?? '')}\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}\\.$`));
      // not the identity outage notice, not sign-in: the user's own page
      expect(new URL(page.url()).pathname).toBe(capturePath);

      // the signal returns: the notice goes, the session is confirmed with admin (the screen reads
      // the service again), and signing out leaves none of this user's data on the device
      await context.setOffline(false);
      await page.getByTestId('offline-data-notice').waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByTestId('account-menu').click();
      await page.getByText(shell.signOut).click();
      await page.waitForURL('**/auth/sign-in', { timeout: 30_000 });
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('insp-data-v1')), { timeout: 10_000 }).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("offers 'Actualizar' when a new deployment's worker waits, and reloads into it", async () => {
    const { context, page } = await openSession(shared.browser, 'phone');
    try {
      await signInAt(page, ENCARGADO.email, ENCARGADO.landing);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      expect(await page.getByText(pwa.updateAvailable).count()).toBe(0);
      // a new deployment: another /sw.js in the served build (the browser compares it byte for byte;
      // a route cannot stand in for it, the browser fetches the worker outside the page). Put back
      // afterwards unless a build has written a newer one meanwhile.
      const current = readFileSync(SW_FILE, 'utf8');
      const next = `${current}\n// next deployment ${unique()}\n`;
      writeFileSync(SW_FILE, next);
      try {
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
      } finally {
        if (readFileSync(SW_FILE, 'utf8') === next) writeFileSync(SW_FILE, current);
      }
      const prompt = page.getByText(pwa.updateAvailable);
      await prompt.waitFor({ timeout: 60_000 });
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await page.getByRole('button', { name: pwa.update }).click();
      await reloaded;
      await page.waitForURL(`**${ENCARGADO.landing}`);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null)).toBe(true);
      expect(await page.getByText(pwa.updateAvailable).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
