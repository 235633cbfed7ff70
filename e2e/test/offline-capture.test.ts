import { offline } from '@insp/messages';
import { revisiones } from '@insp/messages/revisiones';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { call, unique } from '../src/admin.ts';
import { baseUrl, sharedBrowser } from '../src/browser.ts';
import { apiSession, jpeg, openSession, projectForUser, signInAt } from '../src/revisiones.ts';

// Issue 19 §2 and §6: captures made without signal stay on the phone, survive a reload, and arrive
// exactly once when the connection returns; the director's open screen shows them live.
const shared = sharedBrowser();
const DIRECTOR = { email: 'director@andes.cl', landing: '/administrador/empresa/detalles' };
const ENCARGADO = { email: 'encargado@andes.cl', landing: '/administrador/user/proyectos' };

interface Captura {
  Sector: string;
  Recinto: string;
  Subcontrato: string;
  ErrorTipo: string;
  Prioridad: string;
  Comentario: string;
  foto: { name: string; mimeType: string; buffer: Buffer };
}

/** Fills 'Nueva observación' like a person on a phone and waits until its photo is ready on the device. */
async function fillCapture(page: Page, c: Captura): Promise<void> {
  const form = page.getByTestId('captura-form');
  await form.getByLabel(/^Sector/).selectOption(c.Sector);
  await form.getByLabel(/^Recinto/).selectOption(c.Recinto);
  await form.getByLabel(/^Subcontrato/).selectOption(c.Subcontrato);
  await form.getByLabel(/^Error Tipo/).selectOption(c.ErrorTipo);
  await form.getByLabel(/^Prioridad/).selectOption(c.Prioridad);
  await form.getByTestId('captura-comentario').fill(c.Comentario);
  await form.getByTestId('captura-foto-input').setInputFiles(c.foto);
  await form.locator('[data-testid="captura-foto"][data-state="lista"]').waitFor({ timeout: 30_000 });
}

/** The app bar's count of captures kept on the device, as its label reads it. */
async function badgeLabel(page: Page): Promise<string | null> {
  const badge = page.getByTestId('capturas-pendientes-badge');
  return (await badge.count()) === 0 ? null : badge.getAttribute('aria-label');
}

/** The capture page's list of captures kept on this device: each one's state and chip text. */
async function pendingOnPage(page: Page): Promise<{ state: string | null; text: string }[]> {
  const rows = page.getByTestId('nueva-observacion-screen').getByTestId('captura-pendiente');
  const out: { state: string | null; text: string }[] = [];
  for (const row of await rows.all()) out.push({ state: await row.getAttribute('data-state'), text: (await row.textContent()) ?? '' });
  return out;
}

describe('offline capture, revisiones (issue 19 §2, §6)', () => {
  it('two observations captured without signal on a 390 px phone survive a reload and arrive exactly once; the director sees them live', async () => {
    const director = await apiSession(DIRECTOR.email);
    const encargado = await apiSession(ENCARGADO.email);
    const tag = unique();
    const names = { project: `Obra sin señal captura ${tag}`, revision: `Revisión ${tag}`, listado: `Listado ${tag}` };
    const { projectId, revisionId, listadoId } = await projectForUser(director, encargado.user.id, names);
    const listadoPath = `projects/${projectId}/revisiones/${revisionId}/listados/${listadoId}`;
    const capturePath = `/administrador/user/proyectos/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones/nueva`;
    const observacionesPath = `/administrador/empresa/proyectos/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones`;
    const comentarios = [`Enchufe suelto sin señal ${tag}`, `Burbujas sin señal ${tag}`];

    const desk = await openSession(shared.browser);
    const phone = await openSession(shared.browser, 'phone');
    try {
      // the director keeps the listado's observations open; a reload would lose the marker
      await signInAt(desk.page, DIRECTOR.email, DIRECTOR.landing);
      await desk.page.goto(observacionesPath);
      await desk.page.getByTestId('observaciones-screen').waitFor({ timeout: 30_000 });
      await desk.page.getByTestId('observaciones-vacio').getByText(revisiones.listados.empty.sinObservaciones).waitFor({ timeout: 30_000 });
      await desk.page.evaluate(() => Object.assign(window, { e2eSinRecargar: true }));

      // the company user opens the capture page once with signal: the worker and the catalogues
      const { page, context } = phone;
      await signInAt(page, ENCARGADO.email, ENCARGADO.landing);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      await page.goto(capturePath);
      const screen = page.getByTestId('nueva-observacion-screen');
      await screen.waitFor({ timeout: 30_000 });
      await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        async () => {
          const cache = await caches.open('insp-data-v1');
          return (await cache.keys()).some((request) => request.url.includes('/catalogos-observacion'));
        },
        undefined,
        { timeout: 30_000 },
      );

      // no signal: the page reloads from the device
      await context.setOffline(true);
      const reload = await page.reload();
      expect(reload?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
      await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });

      const capturas: Captura[] = [
        {
          Sector: 'Norte',
          Recinto: 'Baño',
          Subcontrato: 'Eléctrico',
          ErrorTipo: 'Enchufe suelto',
          Prioridad: 'Alta',
          Comentario: comentarios[0]!,
          foto: await jpeg('enchufe.jpg', { r: 200, g: 40, b: 40 }),
        },
        {
          Sector: 'Sur',
          Recinto: 'Living',
          Subcontrato: 'Pintura',
          ErrorTipo: 'Burbujas',
          Prioridad: 'Media',
          Comentario: comentarios[1]!,
          foto: await jpeg('burbujas.jpg', { r: 40, g: 90, b: 200 }),
        },
      ];
      for (const [index, captura] of capturas.entries()) {
        if (index > 0) {
          await page.getByTestId('registrar-otra').click();
          await page.getByTestId('captura-form').waitFor();
        }
        await fillCapture(page, captura);
        await page.getByTestId('captura-guardar').click();
        const aviso = page.getByTestId('captura-registrada');
        await aviso.waitFor({ timeout: 30_000 });
        expect(await aviso.getAttribute('data-state')).toBe('pendiente');
        expect(await page.getByTestId('captura-pendiente-aviso').textContent()).toContain(offline.pendiente);
        await expect.poll(() => badgeLabel(page), { timeout: 30_000 }).toBe(offline.pendientes(index + 1));
        expect(await page.getByTestId('capturas-pendientes-badge').textContent()).toContain(String(index + 1));
      }
      await page.getByTestId('registrar-otra').click();
      await page.getByTestId('captura-form').waitFor();
      // both listed on the page as kept on the device
      await expect.poll(() => pendingOnPage(page), { timeout: 30_000 }).toHaveLength(2);
      for (const row of await pendingOnPage(page)) {
        expect(row.state).toBe('pendiente');
        expect(row.text).toContain(offline.pendiente);
      }
      // nothing has reached the service
      const list = () =>
        call<{ items: { id: string; Numero: number; Comentario: string; Imagenes: string[] }[] }>(
          director.token,
          'GET',
          `/api/revisiones/companies/${director.user.companyId}/${listadoPath}/observaciones?limit=50`,
        );
      expect((await list()).body.items).toEqual([]);

      // reloaded again without signal: still there, still pending
      expect((await page.reload())?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
      await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });
      await expect.poll(() => badgeLabel(page), { timeout: 30_000 }).toBe(offline.pendientes(2));
      await expect.poll(() => pendingOnPage(page), { timeout: 30_000 }).toHaveLength(2);
      for (const row of await pendingOnPage(page)) {
        expect(row.state).toBe('pendiente');
        expect(row.text).toContain(offline.pendiente);
      }
      expect((await list()).body.items).toEqual([]);

      // the signal returns: the queue drains, the count goes, the director's open screen shows both
      await context.setOffline(false);
      await page.getByTestId('capturas-pendientes-badge').waitFor({ state: 'detached', timeout: 60_000 });
      await expect.poll(() => pendingOnPage(page), { timeout: 30_000 }).toHaveLength(0);
      const rows = desk.page.getByTestId('observacion-row');
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
      // in capture order (newest first)
      expect(await desk.page.getByTestId('observacion-numero').allTextContents()).toEqual(['2', '1']);
      expect(await desk.page.evaluate(() => (window as { e2eSinRecargar?: boolean }).e2eSinRecargar)).toBe(true);

      // exactly once: the service holds two, each with its photo, and a reopened app sends nothing more
      await page.reload();
      await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });
      const { status, body } = await list();
      expect(status).toBe(200);
      // sent in the order they were captured (newest first in the answer)
      expect(body.items.map((item) => [item.Numero, item.Comentario])).toEqual([
        [2, comentarios[1]],
        [1, comentarios[0]],
      ]);
      for (const item of body.items) {
        expect(item.Imagenes).toHaveLength(1);
        const photo = await fetch(`${baseUrl()}/api/revisiones/companies/${director.user.companyId}/files/${item.Imagenes[0]}`, {
          headers: { authorization: `Bearer ${director.token}` },
        });
        expect(photo.status).toBe(200);
        expect(photo.headers.get('content-type')).toBe('image/jpeg');
        expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
      expect(await rows.count()).toBe(2);
    } finally {
      await phone.context.close();
      await desk.context.close();
    }
  }, 240_000);
});
