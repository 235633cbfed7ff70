// Issue 20 §5: the subcontractor loop end to end. A director shares a link for one subcontract of a
// project; the subcontractor, on a 390 px phone and without an account, sees only that subcontract's
// open observations and reports a fix with a photo; the director's open observations screen shows it
// live and accepts it (Resuelta); a revoked link then shows a Spanish page and no item. A webhook of the
// company receives the fix as 'correccion.informada', signed the Standard Webhooks way.
import { WEBHOOK_HEADERS, WebhookPayload } from '@insp/contracts/webhooks';
import { portal, portalPantallas } from '@insp/messages/portal';
import { observacionesScreens } from '@insp/messages/revisiones';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';

import { axeViolations, blocking, settled, withAxe } from '../src/a11y.ts';
import { eventually, snackbar, unique } from '../src/admin.ts';
import { openDialog, sharedBrowser, signInAt } from '../src/browser.ts';
import { captureObservacion, type Delivery, registerWebhook, removeWebhook, webhookReceiver } from '../src/portal.ts';
import { apiSession, jpeg, openSession, projectForUser, shot } from '../src/revisiones.ts';

const DIRECTOR = { email: 'director@andes.cl', landing: '/administrador/empresa/detalles' };
const ENCARGADO = 'encargado@andes.cl';
const DIRECTOR_BASE = '/administrador/empresa/proyectos';
const consola = portalPantallas.consola;
const pagina = portalPantallas.pagina;

const shared = sharedBrowser();

const signatureHeaders = (d: Delivery): Record<string, string> =>
  Object.fromEntries(Object.values(WEBHOOK_HEADERS).map((name) => [name, String(d.headers[name] ?? '')]));

const format = (findings: Awaited<ReturnType<typeof axeViolations>>) =>
  findings.map((f) => `${f.impact} ${f.rule} (${f.count}): ${f.help} → ${f.targets.join(' | ')}`);

describe('contractor portal, end to end', () => {
  it('a director shares a link for a subcontract; the subcontractor reports a fix with a photo on a 390 px phone; the director accepts it live; a revoked link shows no item', async () => {
    const director = await apiSession(DIRECTOR.email);
    const encargado = await apiSession(ENCARGADO);
    const tag = unique();
    const names = { project: `E2E Portal ${tag}`, revision: `Terminaciones ${tag}`, listado: `Piso 2 ${tag}` };

    // a receiver of the company's webhooks, registered before anything of the journey happens
    const receiver = await webhookReceiver();
    const webhook = await registerWebhook(director, receiver.url, ['correccion.informada', 'observacion.resuelta']);

    // setup by API: a project with two open observations of 'Eléctrico' and one of 'Pintura'
    const at = await projectForUser(director, encargado.user.id, names);
    const electrico1 = `Enchufe suelto en el baño ${tag}`;
    const electrico2 = `Interruptor sin tapa ${tag}`;
    const pintura = `Burbujas en la pintura del living ${tag}`;
    const base = { Sector: 'Norte', Recinto: 'Baño', Prioridad: 'Alta' };
    const electricoId = await captureObservacion(encargado, at, { ...base, Subcontrato: 'Eléctrico', ErrorTipo: 'Enchufe suelto', Comentario: electrico1 });
    await captureObservacion(encargado, at, { ...base, Subcontrato: 'Eléctrico', ErrorTipo: 'Enchufe suelto', Comentario: electrico2 });
    await captureObservacion(encargado, at, { ...base, Recinto: 'Living', Subcontrato: 'Pintura', ErrorTipo: 'Burbujas', Comentario: pintura });
    const observacionesPath = `${DIRECTOR_BASE}/${at.projectId}/revisiones/${at.revisionId}/listados/${at.listadoId}/observaciones`;

    const desk = await openSession(shared.browser);
    const phone = await openSession(shared.browser, 'phone');
    await withAxe(phone.context);
    try {
      // the director, at 1440 px, on the project's revisions: 'Compartir con subcontratista' for 'Eléctrico'
      await signInAt(desk.page, DIRECTOR.email, DIRECTOR.landing);
      await desk.page.goto(`${DIRECTOR_BASE}/${at.projectId}/revisiones`);
      await desk.page.getByTestId('revisions-table').waitFor();
      const dialog = desk.page.getByRole('dialog', { name: consola.compartir });
      await openDialog(desk.page.getByTestId('compartir-subcontratista'), dialog);
      await dialog.getByLabel(consola.subcontrato, { exact: true }).selectOption({ label: 'Eléctrico' });
      expect(await dialog.getByLabel(consola.dias, { exact: true }).inputValue()).toBe(String(portal.diasDefault));
      await dialog.getByRole('button', { name: consola.crear }).click();
      await snackbar(desk.page, portal.enlaceCreado);
      const url = await dialog.getByTestId('portal-enlace-url').inputValue();
      expect(url).toMatch(/\/portal\/revisiones\/[^/?#]+$/);
      const row = dialog.getByTestId('portal-enlace-row').filter({ hasText: 'Eléctrico' });
      await row.getByText(portal.estados.Vigente).waitFor();
      await shot(desk.page, 'compartir-1440', 'portal');
      await dialog.getByRole('button', { name: consola.cerrar }).click();
      await dialog.waitFor({ state: 'detached' });

      // the director keeps the listado's observations open (a page that reloads loses the mark)
      await desk.page.goto(observacionesPath);
      const rows = desk.page.getByTestId('observacion-row');
      expect(await eventually(async () => (await rows.count()) === 3, 15_000)).toBe(true);
      await desk.page.evaluate(() => Object.assign(window, { e2eSinRecargar: true }));
      expect(await desk.page.getByTestId('correccion-chip').count()).toBe(0);

      // the subcontractor's phone (no session) opens the link: only Eléctrico's open items
      await phone.page.goto(new URL(url).pathname);
      const items = phone.page.getByTestId('portal-item');
      await items.first().waitFor({ timeout: 30_000 });
      expect(await items.count()).toBe(2);
      const page = phone.page.getByTestId('portal-page');
      await page.getByText(electrico1).waitFor();
      await page.getByText(electrico2).waitFor();
      expect(await page.textContent()).not.toContain(pintura);
      expect(await page.textContent()).toContain(names.project);
      await settled(phone.page);
      expect(format(blocking(await axeViolations(phone.page)))).toEqual([]);
      // phone first: nothing widens the page beyond the 390 px screen
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(phone.page, 'pagina-390', 'portal');

      // 'Informar corrección' on the first one: a comment and a photo chosen on the phone
      const card = items.filter({ hasText: electrico1 });
      await card.getByRole('button', { name: pagina.informar }).click();
      const form = card.getByTestId('portal-correccion-form');
      const comentario = `Enchufe fijado y probado ${tag}`;
      await form.getByLabel(new RegExp(`^${pagina.descripcion}`)).fill(comentario);
      await form.getByTestId('portal-fotos-input').setInputFiles(await jpeg('arreglo.jpg', { r: 30, g: 160, b: 60 }));
      await form.getByText(/^1 de \d+ fotos$/).waitFor();
      await form.locator('img').first().waitFor();
      await settled(phone.page);
      expect(format(blocking(await axeViolations(phone.page)))).toEqual([]);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(phone.page, 'informar-390', 'portal');
      await form.getByRole('button', { name: pagina.enviar }).click();
      const informada = card.getByTestId('portal-correccion');
      await informada.getByText(portal.correccionEstados.Informada).waitFor({ timeout: 30_000 });
      await informada.getByText(comentario).waitFor();
      await phone.page.getByText(portal.correccionInformada).waitFor();
      await informada.locator('img').first().waitFor();
      // the photo sent opens full size on the phone (through the link's public photos route)
      await informada.getByRole('button', { name: pagina.verFoto(1, 1) }).click();
      const viewer = phone.page.getByRole('dialog');
      await viewer.locator('img[src]').first().waitFor();
      await phone.page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      // live on the director's screen: 'Corrección informada' beside the observation's state
      const fixed = rows.filter({ has: desk.page.getByTestId('correccion-chip') });
      expect(await eventually(async () => (await fixed.count()) === 1, 20_000)).toBe(true);
      await fixed.getByTestId('correccion-chip').getByText(portal.correccionEstados.Informada).waitFor();
      expect(await fixed.getByTestId('observacion-estado').textContent()).toBe('Observada');
      expect(await desk.page.evaluate(() => (window as { e2eSinRecargar?: boolean }).e2eSinRecargar)).toBe(true);

      // the director opens its detail: what the subcontractor wrote and their photo; 'Aceptar' → Resuelta
      await fixed.getByRole('button', { name: observacionesScreens.listado.expandir }).click();
      const revision = desk.page.getByTestId('correccion-revision');
      await revision.getByTestId('correccion-comentario').getByText(comentario).waitFor();
      await revision.locator('img').first().waitFor();
      await shot(desk.page, 'correccion-1440', 'portal');
      const accepted = snackbar(desk.page, portal.correccionAceptada);
      await revision.getByRole('button', { name: consola.aceptar }).click();
      await accepted;
      const resolved = rows.filter({ hasText: portal.correccionEstados.Aceptada });
      expect(
        await eventually(async () => (await resolved.count()) === 1 && (await resolved.getByTestId('observacion-estado').textContent()) === 'Resuelta', 15_000),
      ).toBe(true);
      expect(await desk.page.evaluate(() => (window as { e2eSinRecargar?: boolean }).e2eSinRecargar)).toBe(true);

      // every step in the observation's 'Historial', in Spanish: the subcontractor's report (through the portal), the director's acceptance
      await desk.page.getByTestId('observacion-detalle').getByTestId('historial-abrir').click();
      const historial = desk.page.getByRole('dialog').filter({ hasText: observacionesScreens.historial.title });
      const eventos = historial.getByTestId('historial-evento');
      expect(await eventually(async () => (await eventos.count()) === 3, 10_000)).toBe(true);
      const [aceptada, informadaEvento, creada] = await eventos.allTextContents();
      expect(aceptada).toContain(portal.correccionEstados.Aceptada);
      expect(aceptada).toContain(`${observacionesScreens.historial.campos.Resuelta}: ${observacionesScreens.historial.vacioValor} →`);
      expect(informadaEvento).toContain(portal.actorSubcontrato('Eléctrico'));
      expect(informadaEvento).toContain(`${portal.correccionEstados.Informada}: ${comentario}`);
      expect(creada).toContain(observacionesScreens.historial.acciones.crear);
      expect((await eventos.allTextContents()).join(' ')).not.toMatch(/[{}]|correccion-/);
      await historial.getByRole('button', { name: observacionesScreens.historial.cerrar }).click();
      await historial.waitFor({ state: 'detached' });

      // the webhook got the fix, signed (Standard Webhooks: id.timestamp.body, HMAC-SHA256, whsec_ secret)
      const verifier = new Webhook(webhook.secret);
      const payloads = () => receiver.deliveries.map((d) => WebhookPayload.parse(verifier.verify(d.body, signatureHeaders(d))));
      const got = (tipo: string) => payloads().find((p) => p.tipo === tipo && p.datos.entidadId === electricoId);
      expect(await eventually(async () => got('correccion.informada') !== undefined && got('observacion.resuelta') !== undefined, 60_000)).toBe(true);
      expect(got('correccion.informada')).toMatchObject({ modulo: 'revisiones', empresaId: director.user.companyId, datos: { entidad: 'Observacion' } });
      // a body changed on the way does not verify (the fix's delivery: the company's other writes, made by
      // the e2e files running beside this one, reach the same endpoint and may have come first)
      const fix = receiver.deliveries.find((d) => d.body.includes(electricoId) && d.body.includes('correccion.informada'))!;
      const tampered = fix.body.replace(electricoId, '0'.repeat(24));
      expect(tampered).not.toBe(fix.body);
      expect(() => verifier.verify(tampered, signatureHeaders(fix))).toThrow();

      // the director revokes the link; the phone's reload shows the Spanish page and no item
      await desk.page.goto(`${DIRECTOR_BASE}/${at.projectId}/revisiones`);
      await desk.page.getByTestId('revisions-table').waitFor();
      await openDialog(desk.page.getByTestId('compartir-subcontratista'), dialog);
      const revoked = snackbar(desk.page, portal.enlaceRevocado);
      await row.getByRole('button', { name: consola.revocar }).click();
      await revoked;
      await row.getByText(portal.estados.Revocado).waitFor();

      await phone.page.reload();
      const closed = phone.page.getByTestId('portal-cerrado');
      await closed.getByText(portal.enlaceRevocadoPublico).waitFor({ timeout: 30_000 });
      expect(await items.count()).toBe(0);
      expect(await phone.page.getByTestId('portal-page').textContent()).not.toContain(electrico2);
      await settled(phone.page);
      expect(format(blocking(await axeViolations(phone.page)))).toEqual([]);
      await shot(phone.page, 'revocado-390', 'portal');
      expect(desk.errors).toEqual([]);
      // the phone saw only the revoked link's answer (410) as a failure
      expect(phone.errors.filter((e) => !e.includes('status of 410'))).toEqual([]);
    } finally {
      await desk.context.close();
      await phone.context.close();
      await removeWebhook(director, webhook.webhook.id);
      await receiver.close();
    }
  }, 180_000);
});
