// Issue 20 §4 in a real browser: the director opens the configuration page, clicks Empresa > Webhooks
// (a click on that fourth sub-tab was never proven: happy-dom's user-event could not do it), creates a
// webhook for a receiver on 127.0.0.1 (the e2e platform runs admin with WEBHOOKS_ALLOW_PRIVATE=1), sees its
// secret once and copies it, and after a project is created through the API sees the delivery in
// 'Entregas'; axe finds nothing critical or serious on the tab and its dialogs.
import { WEBHOOK_HEADERS, type WebhookEndpoint, type WebhookEntrega } from '@insp/contracts/webhooks';
import { adminScreens } from '@insp/messages';
import { webhooks as texts, webhooksPantallas as t } from '@insp/messages/webhooks';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';

import { axeViolations, blocking, settled, withAxe } from '../src/a11y.ts';
import { call, eventually, snackbar, unique } from '../src/admin.ts';
import { baseUrl, moduleScreen, newSession, sharedBrowser, signIn } from '../src/browser.ts';
import { type Delivery, removeWebhook, webhookReceiver } from '../src/portal.ts';
import { apiSession, revisionesApi } from '../src/revisiones.ts';

const shared = sharedBrowser();

const format = (findings: Awaited<ReturnType<typeof axeViolations>>) =>
  findings.map((f) => `${f.impact} ${f.rule} (${f.count}): ${f.help} → ${f.targets.join(' | ')}`);

/** axe's critical and serious findings on the page as it is now, named by where they were seen. */
async function blockingOn(page: Page, where: string): Promise<string[]> {
  await settled(page);
  return format(blocking(await axeViolations(page))).map((line) => `${where}: ${line}`);
}

const signatureHeaders = (d: Delivery): Record<string, string> =>
  Object.fromEntries(Object.values(WEBHOOK_HEADERS).map((name) => [name, String(d.headers[name] ?? '')]));

describe("the configuration page's 'Webhooks' tab, in Chromium", () => {
  it('the director clicks Empresa > Webhooks, creates a webhook for a local receiver, copies its secret once, and sees a delivered project creation in Entregas', async () => {
    const director = await apiSession('director@andes.cl');
    const companyId = director.user.companyId ?? '';
    const receiver = await webhookReceiver();
    const url = `${receiver.url}/${unique()}`;
    const base = `/api/admin/companies/${companyId}/webhooks`;
    const mine = async () => (await call<{ items: WebhookEndpoint[] }>(director.token, 'GET', base)).body.items.find((w) => w.url === url);
    const projects = revisionesApi(director.token, companyId);
    const created: string[] = [];
    const found: string[] = [];

    const { page, context } = await newSession(shared.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await withAxe(context);
    try {
      await signIn(page, 'director@andes.cl');
      await page.waitForURL('**/administrador/empresa/detalles');
      await moduleScreen(page, 'admin');

      // Empresa > Webhooks by clicks, as a person does
      await page.getByRole('tab', { name: adminScreens.config.tabs.empresa }).click();
      const tab = page.getByRole('tab', { name: adminScreens.config.subTabs.webhooks });
      await tab.click();
      await page.getByTestId('webhooks-tab').waitFor();
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      await page.waitForURL(/[?&]subtab=webhooks/);
      found.push(...(await blockingOn(page, 'tab')));

      // 'Nuevo webhook': URL, description, two events
      await page.getByRole('button', { name: t.nuevo }).click();
      const dialog = page.getByTestId('webhook-dialog');
      await dialog.waitFor();
      await dialog.getByLabel(t.url).fill(url);
      await dialog.getByLabel(t.descripcion).fill('Receptor e2e');
      await dialog.getByRole('checkbox', { name: texts.tipos['proyecto.creado'] }).check();
      await dialog.getByRole('checkbox', { name: texts.tipos['proyecto.eliminado'] }).check();
      found.push(...(await blockingOn(page, 'nuevo webhook')));
      const creation = snackbar(page, texts.created);
      await dialog.getByRole('button', { name: adminScreens.actions.save }).click();
      await creation;

      // the secret, this once, and 'Copiar' puts it on the clipboard
      const secretDialog = page.getByTestId('webhook-secret');
      await secretDialog.waitFor();
      await secretDialog.getByText(t.secretWarning).waitFor();
      const secret = ((await secretDialog.getByTestId('webhook-secret-value').textContent()) ?? '').trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
      found.push(...(await blockingOn(page, 'secreto')));
      const copied = snackbar(page, t.copied);
      await secretDialog.getByRole('button', { name: t.copy }).click();
      await copied;
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await secretDialog.getByRole('button', { name: t.done }).click();
      await secretDialog.waitFor({ state: 'detached' });

      // the list shows it; the secret is not to be seen again
      const row = page.getByTestId('webhook-row').filter({ hasText: url });
      await row.waitFor();
      await row.getByText(t.estados.activo).waitFor();
      expect(await page.getByText(secret).count()).toBe(0);
      const webhook = await mine();
      expect(webhook).toBeDefined();
      expect(JSON.stringify(webhook)).not.toContain(secret);

      // a project created through the API is delivered, signed with that secret. The module services
      // may hold admin's answer of which types the company wants for up to 30 s: a creation made
      // before they ask again is not forwarded, so the project's deletion (also subscribed) follows.
      const delivered = async () => {
        const log = await call<{ items: WebhookEntrega[] }>(director.token, 'GET', `${base}/${webhook?.id ?? ''}/entregas`);
        return log.body.items.some((entrega) => entrega.estado === 'Entregada');
      };
      const project = await projects.createProject({ NombreProyecto: `E2E Webhooks ${unique()}` });
      created.push(project.id);
      if (!(await eventually(delivered, 45_000))) {
        expect((await call(director.token, 'DELETE', `${projects.base}/projects/${project.id}`)).status).toBe(200);
        created.pop();
        expect(await eventually(delivered, 60_000)).toBe(true);
      }
      const first = receiver.deliveries[0];
      expect(first).toBeDefined();
      if (first) {
        const payload = new Webhook(secret).verify(first.body, signatureHeaders(first)) as { tipo: string };
        expect(['proyecto.creado', 'proyecto.eliminado']).toContain(payload.tipo);
      }

      // 'Entregas' shows the delivered row in Spanish
      await row.getByRole('button', { name: t.entregas }).click();
      const entregas = page.getByRole('dialog', { name: t.entregasTitle(url) });
      await entregas.waitFor();
      const entrega = entregas.getByTestId('entrega-row').filter({ hasText: texts.estados.Entregada });
      await entrega.first().waitFor();
      expect(await entrega.first().textContent()).toMatch(new RegExp(`${texts.tipos['proyecto.creado']}|${texts.tipos['proyecto.eliminado']}`));
      expect(await entrega.first().getByRole('button', { name: t.reenviar }).count()).toBe(1);
      found.push(...(await blockingOn(page, 'entregas')));
      await entregas.getByRole('button', { name: t.close }).click();
      await entregas.waitFor({ state: 'detached' });

      expect(found).toEqual([]);
    } finally {
      await context.close();
      const webhook = await mine().catch(() => undefined);
      if (webhook) await removeWebhook(director, webhook.id);
      for (const id of created) await call(director.token, 'DELETE', `${projects.base}/projects/${id}`);
      await receiver.close();
    }
  });
});
