import { adminScreens } from '@insp/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, unique } from '../src/admin.ts';
import { apiSignIn, baseUrl, launchBrowser, moduleScreen, newSession, signIn } from '../src/browser.ts';
import { platformAdmin } from '../src/demo.ts';

let browser: Browser;
let andesId = '';
let checklist = { id: '', Nombre: '', recintoId: '' };
beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiSignIn(platformAdmin.email);
  const list = await call<{ items: { id: string; Nombre: string }[] }>(token, 'GET', '/api/admin/companies?page=0&pageSize=100');
  andesId = list.body.items.find((c) => c.Nombre === 'Constructora Andes')?.id ?? '';
  const Nombre = `E2E Navegación ${unique()}`;
  const created = await call<{ checklist: { id: string; ItemsRecintos: { id: string }[] } }>(token, 'POST', `/api/admin/companies/${andesId}/checklists`, {
    Nombre,
    Recintos: ['Baño'],
  });
  expect(created.status).toBe(201);
  checklist = { id: created.body.checklist.id, Nombre, recintoId: created.body.checklist.ItemsRecintos[0]!.id };
});
afterAll(async () => {
  await browser?.close();
});

const crumbs = (page: Page) => page.getByTestId('checklist-breadcrumbs');
// breadcrumbs are real links (issue 9)
const crumbLinks = async (page: Page) => (await crumbs(page).getByRole('link').allTextContents()).map((x) => x.trim());

describe('checklist navigation (spec 000 §2, §6)', () => {
  it('the director moves between CheckList, its Recintos and a place’s Subcontratos, without the company link', async () => {
    const { page, context, errors } = await newSession(browser);
    try {
      await signIn(page, 'director@andes.cl');
      await page.waitForURL('**/administrador/empresa/detalles');
      const recintos = `/administrador/checklist/${checklist.id}/Recintos`;
      await page.goto(recintos);
      await moduleScreen(page, 'admin');
      await crumbs(page).getByText(checklist.Nombre).waitFor();
      expect(await crumbLinks(page)).toEqual([adminScreens.checklists.title]);

      await page.getByRole('row', { name: /Baño/ }).getByRole('button', { name: adminScreens.checklists.subcontratosAction }).click();
      await page.waitForURL(`**${recintos}/${checklist.recintoId}/Subcontratos`);
      await crumbs(page).getByRole('link', { name: checklist.Nombre }).waitFor();
      expect(await crumbLinks(page)).toEqual([adminScreens.checklists.title, checklist.Nombre]);
      await crumbs(page).getByRole('link', { name: checklist.Nombre }).click();
      await page.waitForURL(`**${recintos}`);

      await page.goto(`${recintos}/${checklist.recintoId}/Subcontratos`);
      await crumbs(page).getByRole('link', { name: adminScreens.checklists.title }).click();
      await page.waitForURL((url) => url.pathname === '/administrador/checklist');
      await moduleScreen(page, 'admin');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the Administrador also gets the link back to the company edit page', async () => {
    const { page, context, errors } = await newSession(browser);
    try {
      await signIn(page, platformAdmin.email);
      await page.waitForURL(`**${platformAdmin.landing}`);
      const base = `/administrador/empresas/${andesId}/Checklists`;
      await page.goto(`${base}/${checklist.id}/Recintos/${checklist.recintoId}/Subcontratos`);
      await moduleScreen(page, 'admin');
      await crumbs(page).getByRole('link', { name: checklist.Nombre }).waitFor();
      expect(await crumbLinks(page)).toEqual([adminScreens.config.tabs.empresa, adminScreens.checklists.title, checklist.Nombre]);
      await crumbs(page).getByRole('link', { name: adminScreens.checklists.title }).click();
      await page.waitForURL((url) => url.pathname === base);
      await page.goto(`${base}/${checklist.id}/Recintos`);
      await crumbs(page).getByRole('link', { name: 'Constructora Andes' }).click();
      await page.waitForURL(`${baseUrl()}/administrador/empresas/${andesId}/edit`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
