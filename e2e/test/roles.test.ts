import { describe, expect, it } from 'vitest';

import { apiSignIn, baseUrl, closeAfterTest, moduleScreen, newSession, sharedBrowser, sidebarGroups, signInAt } from '../src/browser.ts';
import { demoUsers, platformAdmin } from '../src/demo.ts';

const shared = sharedBrowser();

describe.each(demoUsers)('$email', (user) => {
  it('signs in through the form, lands where spec 000 §6 says, sees its sidebar groups and opens each module', async () => {
    const { page, errors } = closeAfterTest(await newSession(shared.browser));
    await signInAt(page, user.email, user.landing);
    expect(await sidebarGroups(page)).toEqual(user.sidebarGroups);
    for (const module of user.modules) {
      await page.goto(module.path);
      await moduleScreen(page, module.remote);
      expect(page.url()).toBe(`${baseUrl()}${module.path}`);
    }
    expect(errors).toEqual([]);
  });
});

describe('the platform administrator', () => {
  it('lands on the companies list, sees every group and opens each module of a company', async () => {
    const { page, errors } = closeAfterTest(await newSession(shared.browser));
    await signInAt(page, platformAdmin.email, platformAdmin.landing);
    expect(await sidebarGroups(page)).toEqual(platformAdmin.sidebarGroups);
    await moduleScreen(page, 'admin');
    await page.getByRole('cell', { name: 'Constructora Andes' }).waitFor();
    await page.getByRole('cell', { name: 'Inmobiliaria Pacífico' }).waitFor();

    const token = await apiSignIn(platformAdmin.email);
    const list = (await (await fetch(`${baseUrl()}/api/admin/companies?page=0&pageSize=10`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      items: { id: string; Nombre: string }[];
    };
    const andes = list.items.find((c) => c.Nombre === 'Constructora Andes');
    expect(andes).toBeDefined();
    for (const [remote, path] of [
      ['revisiones', `/administrador/empresas/${andes!.id}/proyectos`],
      ['checklist_revisiones', `/administrador/empresas/${andes!.id}/checklist-proyectos`],
      ['neo', `/administrador/empresas/${andes!.id}/neo-projects`],
    ] as const) {
      await page.goto(path);
      await moduleScreen(page, remote);
    }
    expect(errors).toEqual([]);
  });
});
