import { adminScreens, companyAdmin } from '@insp/messages';
import { describe, expect, it } from 'vitest';

import { call, createCompany, eventually, freshRut, snackbar, unique } from '../src/admin.ts';
import { apiSignIn, baseUrl, moduleScreen, newSession, sharedBrowser, signIn } from '../src/browser.ts';
import { platformAdmin } from '../src/demo.ts';

const shared = sharedBrowser();

describe('companies (platform administrator)', () => {
  it("adds a company: bad Rut 'Rut no válido', duplicate Rut 'Rut de empresa ya existe', good Rut 'Empresa Agregada'", async () => {
    const { page, context } = await newSession(shared.browser);
    try {
      await signIn(page, platformAdmin.email);
      await page.waitForURL(`**${platformAdmin.landing}`);
      await moduleScreen(page, 'admin');
      await page.getByRole('button', { name: adminScreens.companies.add }).click();
      const dialog = page.getByTestId('add-company-dialog');
      const name = `E2E Constructora ${unique()}`;
      await dialog.getByLabel('Nombre').fill(`  ${name}  `);

      // Formatted while typing; a wrong check digit is refused before any call.
      await dialog.getByLabel('Rut').fill('123456789');
      expect(await dialog.getByLabel('Rut').inputValue()).toBe('12.345.678-9');
      await dialog.getByRole('button', { name: adminScreens.actions.save }).click();
      await dialog.getByText(companyAdmin.rutInvalid).waitFor();

      // The demo company's Rut belongs to another company.
      await dialog.getByLabel('Rut').fill('760864285');
      await dialog.getByRole('button', { name: adminScreens.actions.save }).click();
      await snackbar(page, companyAdmin.rutTaken);

      // Module switches reveal their limits with the dialog defaults (5).
      await dialog.getByRole('switch', { name: 'Revisiones', exact: true }).check();
      expect(await dialog.getByLabel(adminScreens.companies.fields.limiteRevisiones).inputValue()).toBe('5');
      expect(await dialog.getByLabel(adminScreens.companies.fields.limiteUsuarios).inputValue()).toBe('5');
      expect(await dialog.getByLabel(adminScreens.companies.fields.limiteFotos).inputValue()).toBe('1');

      const rut = freshRut();
      await dialog.getByLabel('Rut').fill(rut.replace(/[.-]/g, ''));
      await dialog.getByRole('button', { name: adminScreens.actions.save }).click();
      await snackbar(page, companyAdmin.created);
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name, exact: true }).waitFor();
      await page.getByRole('cell', { name: rut, exact: true }).waitFor();

      const token = await apiSignIn(platformAdmin.email);
      const list = await call<{ items: { Nombre: string; Rut: string; Revisiones: { Activado: boolean } }[] }>(
        token,
        'GET',
        '/api/admin/companies?page=0&pageSize=100',
      );
      const created = list.body.items.find((c) => c.Rut === rut);
      expect(created).toMatchObject({ Nombre: name, Revisiones: { Activado: true } });
    } finally {
      await context.close();
    }
  });

  it('deletes a company, restores it, deletes it again and permanently: nothing of it is left', async () => {
    const token = await apiSignIn(platformAdmin.email);
    const company = await createCompany(token, {
      Nombre: `E2E Purga ${unique()}`,
      Rut: freshRut(),
      Revisiones: { Activado: true },
      CheckList: { Activado: true },
      ChecklistsOT: { Activado: true },
    });
    const base = `/api/admin/companies/${company.id}`;
    // Some data of it: a Cargo, a user, a checklist template, a work-order list and a parameter.
    expect((await call(token, 'POST', `${base}/catalogs/cargos`, { Nombre: 'Supervisor' })).status).toBe(201);
    const email = `purga.${unique()}@e2e.cl`;
    const user = await call<{ user: { id: string } }>(token, 'POST', `${base}/users`, {
      Nombre: 'Ana',
      Apellido: 'Pérez',
      Telefono: '12345678',
      Cargo: 'Supervisor',
      Email: email,
      ConfirmarEmail: email,
      Revisiones: true,
    });
    expect(user.status).toBe(201);
    expect((await call(token, 'POST', `${base}/checklists`, { Nombre: 'Terminaciones', Recintos: ['Baño'] })).status).toBe(201);
    expect(
      (
        await call(token, 'POST', `${base}/listas-chequeo`, {
          Nombre: 'Losa',
          Tipo: 'Obra Gruesa',
          Preguntas: [{ Categoria: 'General', Preguntas: ['¿Moldaje limpio?'] }],
        })
      ).status,
    ).toBe(201);
    expect((await call(token, 'POST', `${base}/parametros-ot/unidades`, { Nombre: 'Depto 101' })).status).toBe(201);

    const { page, context } = await newSession(shared.browser);
    try {
      await signIn(page, platformAdmin.email);
      await page.waitForURL(`**${platformAdmin.landing}`);
      // 'Eliminar Empresa' on the configuration page: soft delete, back to the list.
      await page.goto(`/administrador/empresas/${company.id}/edit`);
      await moduleScreen(page, 'admin');
      await page.getByRole('button', { name: adminScreens.config.deleteCompany }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await snackbar(page, companyAdmin.deleted);
      await page.waitForURL('**/administrador/empresas');

      // 'Mostrar Eliminadas': restore, then permanent delete of the deleted row.
      await page.getByRole('switch', { name: adminScreens.companies.showDeleted }).check();
      const row = page.getByRole('row', { name: new RegExp(company.Nombre) });
      await row.getByRole('button', { name: adminScreens.actions.restore }).click();
      // 'Restaurar' asks for confirmation (issue 9)
      await page
        .getByRole('dialog')
        .filter({ hasText: adminScreens.companies.restoreTitle(company.Nombre) })
        .getByRole('button', { name: 'Aceptar' })
        .click();
      await snackbar(page, companyAdmin.restored);
      await row.waitFor({ state: 'detached' });
      expect((await call<{ Activado: boolean }>(token, 'GET', base)).body.Activado).toBe(true);

      expect((await call(token, 'DELETE', base)).status).toBe(200);
      await page.getByRole('switch', { name: adminScreens.companies.showDeleted }).uncheck();
      await page.getByRole('switch', { name: adminScreens.companies.showDeleted }).check();
      await row.getByRole('button', { name: adminScreens.actions.delete }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: adminScreens.companies.purgeTitle });
      await confirm.waitFor();
      const accept = confirm.getByRole('button', { name: 'Aceptar' });
      // 'Empresa Eliminada', or the purge-pending text while a module service has not confirmed yet
      // (watched from before the click: it may come and go while the dialog closes)
      const told = snackbar(page, [companyAdmin.deleted, companyAdmin.purgePending]);
      await accept.click();
      expect(await accept.isDisabled()).toBe(true);
      await confirm.waitFor({ state: 'detached', timeout: 5_000 });
      await told;
    } finally {
      await context.close();
    }

    // Nothing of it is left in admin (once every module service confirmed), and no module service holds a project of it.
    expect(await eventually(async () => (await call(token, 'GET', base)).status === 404, 30_000)).toBe(true);
    expect((await call(token, 'GET', `${base}/users`)).status).toBe(404);
    expect((await call(token, 'GET', `${base}/catalogs/cargos`)).status).toBe(404);
    expect((await call(token, 'GET', `${base}/checklists`)).status).toBe(404);
    expect((await call(token, 'GET', `${base}/listas-chequeo`)).status).toBe(404);
    expect((await call(token, 'GET', `${base}/parametros-ot/unidades`)).status).toBe(404);
    for (const deleted of [true, false]) {
      const list = await call<{ items: { id: string }[] }>(token, 'GET', `/api/admin/companies?page=0&pageSize=100&deleted=${deleted}`);
      expect(list.body.items.map((c) => c.id)).not.toContain(company.id);
    }
    for (const service of ['revisiones', 'checklist-revisiones', 'neo']) {
      const projects = await call<{ total: number }>(token, 'GET', `/api/${service}/companies/${company.id}/projects`);
      expect([200, 404]).toContain(projects.status);
      if (projects.status === 200) expect(projects.body.total).toBe(0);
    }
    // The user's sign-in account went with it.
    const signInAnswer = await fetch(`${baseUrl()}/api/admin/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'cualquier-clave' }),
    });
    expect(signInAnswer.status).toBe(401);
  });
});
