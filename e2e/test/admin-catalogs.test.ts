import { adminScreens, catalogs, parametrosOT } from '@insp/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { call, snackbar, unique } from '../src/admin.ts';
import { apiSignIn, moduleScreen, newSession, sharedBrowser, signIn } from '../src/browser.ts';
import { platformAdmin } from '../src/demo.ts';

const shared = sharedBrowser();

const COMPANY = 'Constructora Andes';
const save = adminScreens.actions.save;

/** The name dialog of the simple-CRUD card: types Nombre and saves. */
async function submitName(page: Page, name: string): Promise<void> {
  const dialog = page.getByTestId('name-dialog');
  await dialog.getByLabel(adminScreens.crud.nombre).fill(name);
  await dialog.getByRole('button', { name: save }).click();
}

async function andesId(token: string): Promise<string> {
  const list = await call<{ items: { id: string; Nombre: string }[] }>(token, 'GET', '/api/admin/companies?page=0&pageSize=100');
  const andes = list.body.items.find((c) => c.Nombre === COMPANY);
  if (!andes) throw new Error('demo company missing');
  return andes.id;
}

describe('catalogues managed by the director', () => {
  it("renames the company's Sectores (edit only): an accent- and case-insensitive duplicate is refused, then saved and deactivated", async () => {
    const token = await apiSignIn(platformAdmin.email);
    const companyId = await andesId(token);
    const tag = unique();
    const base = `/api/admin/companies/${companyId}/catalogs/sectores`;
    const norte = await call<{ item: { id: string } }>(token, 'POST', base, { Nombre: `Sector Norte ${tag}` });
    const sur = await call<{ item: { id: string } }>(token, 'POST', base, { Nombre: `Sector Sur ${tag}` });
    expect([norte.status, sur.status]).toEqual([201, 201]);

    const { page, context } = await newSession(shared.browser);
    try {
      await signIn(page, 'director@andes.cl');
      await page.waitForURL('**/administrador/empresa/detalles');
      await page.goto('/administrador/empresa/sectores');
      await moduleScreen(page, 'admin');
      const card = page.getByTestId('catalog-sectores');
      await card.getByRole('cell', { name: `Sector Norte ${tag}` }).waitFor();
      // Edit only: no add button, no delete.
      expect(await card.getByTestId('crud-add').count()).toBe(0);
      expect(await card.getByRole('button', { name: adminScreens.actions.delete }).count()).toBe(0);

      const surRow = card.getByRole('row', { name: new RegExp(`Sector Sur ${tag}`) });
      await surRow.getByRole('button', { name: adminScreens.actions.edit }).click();
      await submitName(page, `  séctor NORTE ${tag} `);
      await snackbar(page, catalogs.byKind.sectores.duplicateCompany);
      await submitName(page, `Sector Oriente ${tag}`);
      await snackbar(page, catalogs.byKind.sectores.updated);
      await page.getByTestId('name-dialog').waitFor({ state: 'detached' });
      const oriente = card.getByRole('row', { name: new RegExp(`Sector Oriente ${tag}`) });
      await oriente.waitFor();

      await oriente.getByRole('button', { name: adminScreens.actions.edit }).click();
      await page.getByTestId('name-dialog').getByRole('switch', { name: adminScreens.crud.activado }).uncheck();
      await page.getByTestId('name-dialog').getByRole('button', { name: save }).click();
      await snackbar(page, catalogs.byKind.sectores.updated);
      await oriente.getByText(catalogs.inactive).waitFor();
    } finally {
      await context.close();
      await call(token, 'DELETE', `${base}/${norte.body.item.id}`);
      await call(token, 'DELETE', `${base}/${sur.body.item.id}`);
    }
  });

  it("adds, refuses a duplicate of, edits and deletes a work-order parameter ('Unidades') of the own company", async () => {
    const { page, context } = await newSession(shared.browser);
    const value = `Torre ${unique()}`;
    try {
      await signIn(page, 'director@andes.cl');
      await page.waitForURL('**/administrador/empresa/detalles');
      await moduleScreen(page, 'admin');
      await page.getByRole('tab', { name: adminScreens.config.tabs.checklists }).click();
      await page.getByRole('tab', { name: adminScreens.config.subTabs.unidades }).click();
      const card = page.getByTestId('parametros-unidades');

      await card.getByTestId('crud-add').click();
      await submitName(page, value);
      await snackbar(page, parametrosOT.added(value, COMPANY));
      await card.getByRole('cell', { name: value, exact: true }).waitFor();

      await card.getByTestId('crud-add').click();
      await submitName(page, value.toUpperCase());
      await snackbar(page, parametrosOT.exists(value.toUpperCase(), COMPANY));
      await page.getByTestId('name-dialog').getByRole('button', { name: adminScreens.actions.cancel }).click();

      const renamed = `${value} B`;
      await card.getByRole('row', { name: value }).getByRole('button', { name: adminScreens.actions.edit }).click();
      await submitName(page, renamed);
      await snackbar(page, parametrosOT.updated(renamed, COMPANY));
      await card.getByRole('cell', { name: renamed, exact: true }).waitFor();

      await card.getByRole('row', { name: renamed }).getByRole('button', { name: adminScreens.actions.delete }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await snackbar(page, parametrosOT.removed(renamed, COMPANY));
      await card.getByRole('cell', { name: renamed, exact: true }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it("the platform administrator adds, refuses a duplicate of, edits and deletes a global Sector ('Mantenedores')", async () => {
    const { page, context } = await newSession(shared.browser);
    const name = `Sector Global ${unique()}`;
    try {
      await signIn(page, platformAdmin.email);
      await page.waitForURL(`**${platformAdmin.landing}`);
      await page.goto('/mantenedores/sectores');
      const card = page.getByTestId('catalog-sectores');
      await card.getByTestId('crud-add').click();
      await submitName(page, name);
      await snackbar(page, catalogs.byKind.sectores.created);
      await card.getByRole('cell', { name, exact: true }).waitFor();

      await card.getByTestId('crud-add').click();
      await submitName(page, name.toLowerCase());
      await snackbar(page, catalogs.byKind.sectores.duplicateGlobal);
      await page.getByTestId('name-dialog').getByRole('button', { name: adminScreens.actions.cancel }).click();

      await card.getByRole('row', { name }).getByRole('button', { name: adminScreens.actions.edit }).click();
      await submitName(page, `${name} 2`);
      await snackbar(page, catalogs.byKind.sectores.updated);
      await card
        .getByRole('row', { name: `${name} 2` })
        .getByRole('button', { name: adminScreens.actions.delete })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await snackbar(page, catalogs.byKind.sectores.deleted);
      await card.getByRole('cell', { name: `${name} 2`, exact: true }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
