import { adminScreens, users as texts } from '@insp/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { call, createCompany, freshRut, snackbar, unique } from '../src/admin.ts';
import { apiSignIn, moduleScreen, newSession, sharedBrowser, signIn } from '../src/browser.ts';
import { platformAdmin } from '../src/demo.ts';

const shared = sharedBrowser();

const u = adminScreens.users;

/** Fills the user dialog tab by tab (Autenticación, Datos, Módulos) and saves. */
async function addUser(page: Page, email: string, modules: Array<'Revisiones' | 'Checklist Revisiones' | 'Checklists'>): Promise<void> {
  await page.getByRole('button', { name: u.add }).click();
  const dialog = page.getByTestId('user-dialog');
  await dialog.getByLabel(u.fields.email, { exact: true }).fill(email);
  await dialog.getByLabel(u.fields.confirmarEmail).fill(email);
  await dialog.getByRole('tab', { name: u.tabs.datos }).click();
  await dialog.getByLabel(u.fields.nombre).fill('Usuario');
  await dialog.getByLabel(u.fields.apellido).fill('Prueba');
  await dialog.getByLabel(u.fields.telefono).fill('87654321');
  await dialog.getByRole('combobox', { name: u.fields.cargo }).click();
  await page.getByRole('option', { name: 'Supervisor' }).click();
  await dialog.getByRole('tab', { name: u.tabs.modulos }).click();
  for (const m of modules) await dialog.getByRole('switch', { name: m, exact: true }).check();
  await dialog.getByRole('button', { name: adminScreens.actions.save }).click();
}

describe('users of a company', () => {
  it('the platform administrator creates users up to the module quota and is refused past it', async () => {
    const token = await apiSignIn(platformAdmin.email);
    const company = await createCompany(token, { Nombre: `E2E Cupos ${unique()}`, Rut: freshRut(), Revisiones: { Activado: true, LimiteUsuarios: 2 } });
    expect((await call(token, 'POST', `/api/admin/companies/${company.id}/catalogs/cargos`, { Nombre: 'Supervisor' })).status).toBe(201);

    const { page, context, errors } = await newSession(shared.browser);
    try {
      await signIn(page, platformAdmin.email);
      await page.waitForURL(`**${platformAdmin.landing}`);
      await page.goto(`/administrador/empresas/${company.id}/edit`);
      await moduleScreen(page, 'admin');
      await page.getByRole('tab', { name: adminScreens.config.subTabs.usuarios }).click();
      await page.getByTestId('users-usage-Revisiones').filter({ hasText: '0/2' }).waitFor();

      // Required fields, then no module chosen: the dialog refuses with the spec's texts.
      await page.getByRole('button', { name: u.add }).click();
      const dialog = page.getByTestId('user-dialog');
      await dialog.getByRole('tab', { name: u.tabs.modulos }).click();
      await dialog.getByRole('button', { name: adminScreens.actions.save }).click();
      await dialog.getByText(texts.emailRequired).waitFor();
      await dialog.getByRole('button', { name: adminScreens.actions.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      await addUser(page, `sinmodulo.${unique()}@e2e.cl`, []);
      await page.getByTestId('modules-error').filter({ hasText: texts.moduleRequired }).waitFor();
      await page.getByTestId('user-dialog').getByRole('button', { name: adminScreens.actions.cancel }).click();
      await page.getByTestId('user-dialog').waitFor({ state: 'detached' });

      const suffix = unique();
      for (const n of [1, 2]) {
        await addUser(page, `cupo${n}.${suffix}@e2e.cl`, ['Revisiones']);
        await snackbar(page, texts.created);
        await page.getByTestId('user-dialog').waitFor({ state: 'detached' });
        await page
          .getByTestId('users-usage-Revisiones')
          .filter({ hasText: `${n}/2` })
          .waitFor();
      }
      await addUser(page, `cupo3.${suffix}@e2e.cl`, ['Revisiones']);
      await snackbar(page, texts.quotaReached(texts.moduleNames.Revisiones, 2));
      await page.getByTestId('user-dialog').waitFor();
      const list = await call<{ total: number }>(token, 'GET', `/api/admin/companies/${company.id}/users`);
      expect(list.body.total).toBe(2);
      expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a blocked user is thrown out within 5 s and can come back once unblocked', async () => {
    const token = await apiSignIn(platformAdmin.email);
    const companies = await call<{ items: { id: string; Nombre: string }[] }>(token, 'GET', '/api/admin/companies?page=0&pageSize=100');
    const andes = companies.body.items.find((c) => c.Nombre === 'Constructora Andes');
    expect(andes).toBeDefined();
    const users = await call<{ items: { id: string; Email: string | null }[] }>(token, 'GET', `/api/admin/companies/${andes!.id}/users`);
    const encargado = users.body.items.find((x) => x.Email === 'encargado@andes.cl');
    expect(encargado).toBeDefined();

    const victim = await newSession(shared.browser);
    const admin = await newSession(shared.browser);
    try {
      await signIn(victim.page, 'encargado@andes.cl');
      await victim.page.waitForURL('**/administrador/user/proyectos');
      await moduleScreen(victim.page, 'revisiones');

      // The platform administrator blocks the user from the Usuarios tab.
      await signIn(admin.page, platformAdmin.email);
      await admin.page.waitForURL(`**${platformAdmin.landing}`);
      await admin.page.goto(`/administrador/empresas/${andes!.id}/edit`);
      await moduleScreen(admin.page, 'admin');
      await admin.page.getByRole('tab', { name: adminScreens.config.subTabs.usuarios }).click();
      // issue 9: row actions in a menu, and 'Bloquear' asks for confirmation
      await admin.page.getByTestId('user-actions-encargado@andes.cl').getByRole('button').click();
      await admin.page.getByRole('menuitem', { name: u.actions.block }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await snackbar(admin.page, texts.blocked);
      const blockedAt = Date.now();

      // The blocked user keeps using the console: within 5 s a call is refused and the shell signs them out.
      const sidebar = victim.page.getByTestId('sidebar');
      const entries = [sidebar.getByRole('link', { name: 'Proyectos' }).first(), sidebar.getByRole('link', { name: 'Proyectos' }).last()];
      let i = 0;
      while (!victim.page.url().includes('/auth/sign-in') && Date.now() - blockedAt < 8_000) {
        await entries[i++ % 2]!.click({ timeout: 1_000 }).catch(() => undefined);
        await victim.page.waitForTimeout(500);
      }
      await victim.page.waitForURL('**/auth/sign-in', { timeout: 1_000 });
      expect(Date.now() - blockedAt).toBeLessThan(5_000);
      // And cannot sign in again while blocked.
      const refused = await call(token, 'GET', `/api/admin/companies/${andes!.id}`);
      expect(refused.status).toBe(200);
      await expect(apiSignIn('encargado@andes.cl')).rejects.toThrow();
    } finally {
      await call(token, 'POST', `/api/admin/companies/${andes!.id}/users/${encargado!.id}/unblock`);
      await victim.context.close();
      await admin.context.close();
    }
    // Unblocked: back in.
    expect(await apiSignIn('encargado@andes.cl')).toBeTruthy();
  });
});
