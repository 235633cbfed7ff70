import { offline } from '@insp/messages';
import { neoScreens } from '@insp/messages/neo';
import { revisiones } from '@insp/messages/revisiones';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { call, eventually, unique } from '../src/admin.ts';
import { baseUrl, closeAfterTest, sharedBrowser, signInAt } from '../src/browser.ts';
import { checklistProjectForUser, createPlantilla, respuestasDe } from '../src/checklist-revisiones.ts';
import { platformAdmin } from '../src/demo.ts';
import { neoHojaFor } from '../src/neo.ts';
import { type ApiSession, apiSession, fillObservacion, jpeg, type ObservacionCaptura, openSession, projectForUser } from '../src/revisiones.ts';

// Issue 19 §2 and §6, per module: on a 390 px phone the company user opens the capture page once with
// signal, then without any reloads it from the device, captures two items with a photo each (kept
// 'Pendiente de envío', counted in the app bar), reloads again (still kept); when the signal returns
// they arrive exactly once, in order, each with its photo, and the director's open screen shows
// them without reloading. One project per module per run.
const shared = sharedBrowser();
const DIRECTOR = { email: 'director@andes.cl', landing: '/administrador/empresa/detalles' };
const ENCARGADO = { email: 'encargado@andes.cl', landing: '/administrador/user/proyectos' };

/** The app bar's count of captures kept on the device, as its label reads it. */
async function badgeLabel(page: Page): Promise<string | null> {
  const badge = page.getByTestId('capturas-pendientes-badge');
  return (await badge.count()) === 0 ? null : badge.getAttribute('aria-label');
}

/** The capture page's list of captures kept on this device (inside the screen `screenTestId`): each one's state and chip text. */
async function pendingOnPage(page: Page, screenTestId = 'nueva-observacion-screen'): Promise<{ state: string | null; text: string }[]> {
  const rows = page.getByTestId(screenTestId).getByTestId('captura-pendiente');
  const out: { state: string | null; text: string }[] = [];
  for (const row of await rows.all()) out.push({ state: await row.getAttribute('data-state'), text: (await row.textContent()) ?? '' });
  return out;
}

/** Waits until the device's data cache holds an answer whose address contains `pathPart` (what the form reads offline). */
async function cached(page: Page, pathPart: string): Promise<void> {
  await page.waitForFunction(
    async (part) => {
      const cache = await caches.open('insp-data-v1');
      return (await cache.keys()).some((request) => request.url.includes(part));
    },
    pathPart,
    { timeout: 30_000 },
  );
}

/** The page shows `n` captures kept on the device: the app bar's count and the capture page's list, each 'Pendiente de envío'. */
async function expectPending(page: Page, n: number, screenTestId: string): Promise<void> {
  await expect.poll(() => badgeLabel(page), { timeout: 30_000 }).toBe(offline.pendientes(n));
  expect(await page.getByTestId('capturas-pendientes-badge').textContent()).toContain(String(n));
  await expect.poll(() => pendingOnPage(page, screenTestId), { timeout: 30_000 }).toHaveLength(n);
  for (const row of await pendingOnPage(page, screenTestId)) {
    expect(row.state).toBe('pendiente');
    expect(row.text).toContain(offline.pendiente);
  }
}

type Nodo<T = object> = { id: string; Nombre: string } & T;

/** The node called `nombre` (the test fails clearly when it is not there). */
function byName<T extends { Nombre: string }>(nodes: T[], nombre: string): T {
  const node = nodes.find((n) => n.Nombre === nombre);
  if (!node) throw new Error(`'${nombre}' not in ${nodes.map((n) => n.Nombre).join(', ')}`);
  return node;
}

/** The service serves the photo `fileId` as a JPEG. */
async function expectPhoto(session: ApiSession, fileId: string | null, service: string): Promise<void> {
  expect(fileId).toMatch(/^[0-9a-f]{24}$/);
  const photo = await fetch(`${baseUrl()}/api/${service}/companies/${session.user.companyId}/files/${fileId}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
}

describe('offline capture (issue 19 §2, §6)', () => {
  it('revisiones: two observations captured without signal on a 390 px phone survive a reload and arrive exactly once; the director sees them live', async () => {
    const director = await apiSession(DIRECTOR.email);
    const encargado = await apiSession(ENCARGADO.email);
    const tag = unique();
    const names = { project: `Obra sin señal captura ${tag}`, revision: `Revisión ${tag}`, listado: `Listado ${tag}` };
    const { projectId, revisionId, listadoId } = await projectForUser(director, encargado.user.id, names);
    const listadoPath = `projects/${projectId}/revisiones/${revisionId}/listados/${listadoId}`;
    const capturePath = `/administrador/user/proyectos/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones/nueva`;
    const observacionesPath = `/administrador/empresa/proyectos/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones`;
    const comentarios = [`Enchufe suelto sin señal ${tag}`, `Burbujas sin señal ${tag}`];

    const desk = closeAfterTest(await openSession(shared.browser));
    const phone = closeAfterTest(await openSession(shared.browser, 'phone'));
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
    await cached(page, '/catalogos-observacion');

    // no signal: the page reloads from the device
    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });

    const capturas: ObservacionCaptura[] = [
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
      await fillObservacion(page, captura);
      await page.getByTestId('captura-guardar').click();
      const aviso = page.getByTestId('captura-registrada');
      await aviso.waitFor({ timeout: 30_000 });
      expect(await aviso.getAttribute('data-state')).toBe('pendiente');
      expect(await page.getByTestId('captura-pendiente-aviso').textContent()).toContain(offline.pendiente);
      await expectPending(page, index + 1, 'nueva-observacion-screen');
    }
    await page.getByTestId('registrar-otra').click();
    await page.getByTestId('captura-form').waitFor();
    // both listed on the page as kept on the device
    await expectPending(page, 2, 'nueva-observacion-screen');
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
    await expectPending(page, 2, 'nueva-observacion-screen');
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
      await expectPhoto(director, item.Imagenes[0] ?? null, 'revisiones');
    }
    expect(await rows.count()).toBe(2);
  }, 240_000);
  it('checklist revisiones: two answers captured without signal on a 390 px phone survive a reload and arrive exactly once; the director sees them live', async () => {
    const director = await apiSession(DIRECTOR.email);
    const encargado = await apiSession(ENCARGADO.email);
    const administrador = await apiSession(platformAdmin.email);
    const tag = unique();
    const checklistId = await createPlantilla(director, administrador, `Checklist sin señal ${tag}`, { Cocina: { Eléctrico: ['Cable expuesto'] } });
    const { projectId, revisionId, listadoId } = await checklistProjectForUser(director, encargado.user.id, {
      project: `Checklist sin señal ${tag}`,
      revision: `Entrega ${tag}`,
      listado: `Depto ${tag}`,
    });
    const api = `/api/checklist-revisiones/companies/${director.user.companyId}/projects/${projectId}/revisiones/${revisionId}/listados/${listadoId}`;
    // the module reads the company's templates through its admin client, which keeps them 10 s: another
    // e2e file that read them a moment ago leaves a copy without the template just made (404 until then)
    let asignado = { status: 0 };
    await eventually(async () => (asignado = await call(director.token, 'PUT', `${api}/checklist`, { checklistId })).status !== 404, 20_000);
    expect(asignado.status).toBe(200);
    // the listado's copy of the template: the room, subcontract and error type the answers go to (by name:
    // the subcontract also brings the company catalogue's error types)
    const arbol = await call<{ recintos: Nodo<{ subcontratos: Nodo<{ erroresTipo: Nodo[] }>[] }>[] }>(director.token, 'GET', `${api}/arbol`);
    const recinto = byName(arbol.body.recintos, 'Cocina');
    const subcontrato = byName(recinto.subcontratos, 'Eléctrico');
    const ids = {
      projectId,
      revisionId,
      listadoId,
      recintoId: recinto.id,
      subcontratoId: subcontrato.id,
      errorTipoId: byName(subcontrato.erroresTipo, 'Cable expuesto').id,
    };
    const listado = `/administrador/checklist-proyectos/${projectId}/revisiones/${revisionId}/listados/${listadoId}`;
    const capturePath = `${listado}/captura`;
    const respuestasPath = `${listado}/recintos/${ids.recintoId}/subcontratos/${ids.subcontratoId}/respuestas/${ids.errorTipoId}`;
    const SCREEN = 'module-screen-checklist_revisiones';
    const comentarios = [`Cable a la vista sin señal ${tag}`, `Enchufe suelto sin señal ${tag}`];

    const desk = closeAfterTest(await openSession(shared.browser));
    const phone = closeAfterTest(await openSession(shared.browser, 'phone'));
    // the director keeps the error type's answers open; a reload would lose the marker
    await signInAt(desk.page, DIRECTOR.email, DIRECTOR.landing);
    await desk.page.goto(respuestasPath);
    await desk.page.getByTestId('respuestas-vacio').waitFor({ timeout: 30_000 });
    await desk.page.evaluate(() => Object.assign(window, { e2eSinRecargar: true }));

    const { page, context } = phone;
    await signInAt(page, ENCARGADO.email, ENCARGADO.landing);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.goto(capturePath);
    await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });
    await cached(page, `/listados/${listadoId}/arbol`);

    await context.setOffline(true);
    expect((await page.reload())?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });
    for (const [index, comentario] of comentarios.entries()) {
      if (index > 0) await page.getByTestId('registrar-otra').click();
      const form = page.getByTestId('captura-form');
      await form.waitFor();
      await form.getByLabel(/^Recinto/).selectOption('Cocina');
      await form.getByLabel(/^Subcontrato/).selectOption('Eléctrico');
      await form.getByLabel(/^Error Tipo/).selectOption('Cable expuesto');
      await form.getByTestId('captura-foto-input').setInputFiles(await jpeg(`respuesta-${index + 1}.jpg`, { r: 40 + 150 * index, g: 90, b: 40 }));
      await form.locator('[data-testid="captura-foto"][data-state="lista"]').waitFor({ timeout: 30_000 });
      await form.getByTestId('captura-comentario').fill(comentario);
      await form.getByLabel(/^Estado/).selectOption('Por Resolver');
      await page.getByTestId('captura-guardar').click();
      const aviso = page.getByTestId('captura-registrada');
      await aviso.waitFor({ timeout: 30_000 });
      expect(await aviso.getAttribute('data-state')).toBe('pendiente');
      expect(await page.getByTestId('captura-pendiente-aviso').textContent()).toContain(offline.pendiente);
      await expectPending(page, index + 1, SCREEN);
    }
    expect(await respuestasDe(director, ids)).toEqual([]);

    expect((await page.reload())?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });
    await expectPending(page, 2, SCREEN);
    expect(await respuestasDe(director, ids)).toEqual([]);

    // the signal returns: the queue drains and the director's open screen shows both, oldest first
    await context.setOffline(false);
    await page.getByTestId('capturas-pendientes-badge').waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => pendingOnPage(page, SCREEN), { timeout: 30_000 }).toHaveLength(0);
    const grid = desk.page.getByTestId('respuestas-grid');
    await expect.poll(() => grid.getByTestId('respuesta-comentario').allTextContents(), { timeout: 30_000 }).toEqual(comentarios);
    expect(await desk.page.evaluate(() => (window as { e2eSinRecargar?: boolean }).e2eSinRecargar)).toBe(true);

    // exactly once, each with its photo, and a reopened app sends nothing more
    await page.reload();
    await page.getByTestId('captura-form').waitFor({ timeout: 30_000 });
    const stored = await respuestasDe(director, ids);
    // sent in the order they were captured (the list is oldest first)
    expect(stored.map((r) => r.Comentario)).toEqual(comentarios);
    for (const respuesta of stored) await expectPhoto(director, respuesta.Imagen, 'checklist-revisiones');
    expect(await grid.getByTestId('respuesta-comentario').count()).toBe(2);
  }, 240_000);
  it('NEO: two answers with photos and the signature made without signal on a 390 px phone survive a reload and arrive exactly once; the director sees them live', async () => {
    const director = await apiSession(DIRECTOR.email);
    const tag = unique();
    const names = { project: `NEO sin señal ${tag}`, lista: `Estructura sin señal ${tag}`, q1: 'Plomo y nivel', q2: 'Recubrimientos' };
    const { projectId, checklistId, asignadoId, reviewerId, hojas, hojaId } = await neoHojaFor(director, ENCARGADO.email, {
      project: names.project,
      lista: names.lista,
      preguntas: [names.q1, names.q2],
    });
    const detalle = () =>
      call<{ Respuestas: { id: string; pregunta: number; Estado: string; Foto: string | null }[]; Firmas: { revisorId: string; fileId: string }[] }>(
        director.token,
        'GET',
        `${hojas}/${hojaId}`,
      );

    const desk = closeAfterTest(await openSession(shared.browser));
    const phone = closeAfterTest(await openSession(shared.browser, 'phone'));
    // the director keeps the sheet's answers open ('Ver respuestas'); a reload would lose the marker
    await signInAt(desk.page, DIRECTOR.email, DIRECTOR.landing);
    await desk.page.goto(`/administrador/empresa/neo-projects/${projectId}/${checklistId}/${asignadoId}`);
    await desk.page.getByTestId(`acciones-${hojaId}`).click();
    await desk.page.getByTestId(`menu-${neoScreens.hojas.menu.ver}`).click();
    const ver = desk.page.getByTestId('ver-respuestas-dialog');
    await ver.getByText(neoScreens.hojas.sinRespuesta).first().waitFor({ timeout: 30_000 });
    await desk.page.evaluate(() => Object.assign(window, { e2eSinRecargar: true }));

    const { page, context } = phone;
    await signInAt(page, ENCARGADO.email, ENCARGADO.landing);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.goto('/administrador/empresas/neo-projects/captura');
    await page.getByTestId(`responder-${hojaId}`).click();
    await page.getByTestId('neo-captura').waitFor({ timeout: 30_000 });
    await cached(page, `/hojas/${hojaId}`);

    await context.setOffline(true);
    expect((await page.reload())?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await page.getByTestId('neo-captura').waitFor({ timeout: 30_000 });
    // each change is one capture kept on the device: an Estado, then its photo, per question
    const respuestas = [
      { pregunta: 0, Estado: 'Aprobado', color: { r: 40, g: 160, b: 60 } },
      { pregunta: 1, Estado: 'Rechazado', color: { r: 180, g: 60, b: 40 } },
    ];
    for (const [index, r] of respuestas.entries()) {
      const id = `pregunta-0-${r.pregunta}`;
      const card = page.getByTestId(id);
      await card.getByTestId(`${id}-estado-${r.Estado}`).click();
      await card.getByTestId(`${id}-pendiente`).waitFor({ timeout: 30_000 });
      await expect.poll(() => badgeLabel(page), { timeout: 30_000 }).toBe(offline.pendientes(2 * index + 1));
      await card.getByTestId(`${id}-foto`).setInputFiles(await jpeg(`${id}.jpg`, r.color));
      await expect.poll(() => badgeLabel(page), { timeout: 30_000 }).toBe(offline.pendientes(2 * index + 2));
      expect(await card.getByTestId(`${id}-pendiente`).textContent()).toBe(offline.pendiente);
    }
    const canvas = page.getByTestId('firma-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no signature canvas');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1)
      await page.mouse.move(box.x + 20 + step * ((box.width - 40) / 12), box.y + box.height / 2 + (step % 2 === 0 ? -20 : 20));
    await page.mouse.up();
    await page.getByTestId('enviar-firma').click();
    await page.getByTestId('firma-pendiente').getByText(offline.pendiente).waitFor({ timeout: 30_000 });
    await expect.poll(() => badgeLabel(page), { timeout: 30_000 }).toBe(offline.pendientes(5));
    expect((await detalle()).body).toMatchObject({ Respuestas: [], Firmas: [] });

    // reloaded again without signal: all five still kept
    expect((await page.reload())?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await page.getByTestId('neo-captura').waitFor({ timeout: 30_000 });
    await expect.poll(() => badgeLabel(page), { timeout: 30_000 }).toBe(offline.pendientes(5));
    await page.getByTestId('firma-pendiente').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('captura-progreso').textContent()).toBe(neoScreens.captura.progreso(2, 2));
    // each question shows its answer as chosen, read back from the device, still 'Pendiente de envío'
    for (const r of respuestas) {
      const id = `pregunta-0-${r.pregunta}`;
      const card = page.getByTestId(id);
      await card.getByTestId(`${id}-pendiente`).waitFor({ timeout: 30_000 });
      expect(await card.getByTestId(`${id}-estado-${r.Estado}`).getAttribute('aria-pressed')).toBe('true');
    }
    expect((await detalle()).body).toMatchObject({ Respuestas: [], Firmas: [] });

    // the signal returns: sent in order, once; the director's open dialog shows both answers and the signature
    await context.setOffline(false);
    await page.getByTestId('capturas-pendientes-badge').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('firmada').waitFor({ timeout: 30_000 });
    for (const r of respuestas) await ver.locator(`[data-testid^="respuesta-"][data-estado="${r.Estado}"]`).first().waitFor({ timeout: 30_000 });
    await ver.getByTestId('vista-revisor').click();
    await ver.getByTestId(`firma-${reviewerId}`).waitFor({ timeout: 30_000 });
    expect(await desk.page.evaluate(() => (window as { e2eSinRecargar?: boolean }).e2eSinRecargar)).toBe(true);

    await page.reload();
    await page.getByTestId('neo-captura').waitFor({ timeout: 30_000 });
    const { body } = await detalle();
    expect(body.Respuestas.map((r) => [r.pregunta, r.Estado])).toEqual(respuestas.map((r) => [r.pregunta, r.Estado]));
    for (const r of body.Respuestas) await expectPhoto(director, r.Foto, 'neo');
    expect(body.Firmas.map((f) => f.revisorId)).toEqual([reviewerId]);
  }, 240_000);
});
