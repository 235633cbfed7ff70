import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { describe, expect, it } from 'vitest';

import { call, createCompany, eventually, freshRut, snackbar, unique } from '../src/admin.ts';
import { closeAfterTest, sharedBrowser, signInAt } from '../src/browser.ts';
import { platformAdmin } from '../src/demo.ts';
import { apiSession, openSession, projectForUser, revisionesApi } from '../src/revisiones.ts';

const t = revisiones.proyectos;

const shared = sharedBrowser();

describe('revisiones: who sees and writes what', () => {
  it('a company user sees only the projects they are responsible for, and no write controls', async () => {
    const director = await apiSession('director@andes.cl');
    const encargado = await apiSession('encargado@andes.cl');
    const api = revisionesApi(director.token, director.user.companyId!);
    const tag = unique();
    const mine = await projectForUser(director, encargado.user.id, { project: `E2E Mío ${tag}`, revision: `Revisión ${tag}`, listado: `Listado ${tag}` });
    // the company user as the project's Responsable only (not among its Encargados) sees it too (issue 16 §3)
    const responsable = await api.createProject({ NombreProyecto: `E2E Responsable ${tag}`, ResponsableId: encargado.user.id });
    // (the demo company's quota (10 in these runs, e2e global-setup) is shared by the other files: no third project here; the rows
    // shown are compared below with the rule applied to the director's whole list)
    const visible = (await api.listProjects())
      .filter((p) => p.Responsables.includes(encargado.user.id) || p.Responsable?.id === encargado.user.id)
      .map((p) => p.id);
    expect(visible).toContain(mine.projectId);
    expect(visible).toContain(responsable.id);

    const { page, errors } = closeAfterTest(await openSession(shared.browser));
    await signInAt(page, 'encargado@andes.cl', '/administrador/user/proyectos');
    const table = page.getByTestId('projects-table');
    await table.getByTestId(`row-${mine.projectId}`).waitFor();
    const shown = await table
      .locator('tbody tr[data-testid^="row-"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.slice('row-'.length)));
    expect(shown.sort()).toEqual([...visible].sort());
    expect(await table.getByText(`E2E Responsable ${tag}`).count()).toBe(1);

    // read-only: no 'Nuevo Proyecto', no selection, no quota bar, no 'Mostrar Eliminados'
    expect(await page.getByTestId('nuevo-proyecto').count()).toBe(0);
    expect(await page.getByRole('button', { name: t.nuevo }).count()).toBe(0);
    expect(await table.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByTestId('cupo-bar').count()).toBe(0);
    expect(await page.getByRole('switch', { name: t.mostrarEliminados }).count()).toBe(0);
    // the responsible is text, not the 'Elige al responsable' button
    expect(await page.getByTestId(`responsable-${mine.projectId}`).count()).toBe(0);

    await page.getByTestId(`acciones-${mine.projectId}`).click();
    for (const label of [t.actions.editar, t.actions.eliminar, t.actions.encargados]) {
      expect(await page.getByTestId(`menu-${label}`).getAttribute('aria-disabled')).toBe('true');
    }
    for (const label of [t.actions.estadisticas, t.actions.observaciones]) {
      expect(await page.getByTestId(`menu-${label}`).getAttribute('aria-disabled')).not.toBe('true');
    }
    await page.keyboard.press('Escape');

    // nor on the revisions and listados below it
    await page
      .getByTestId(`row-${mine.projectId}`)
      .getByRole('button', { name: `Ver revisiones de E2E Mío ${tag}` })
      .click();
    await page.getByTestId('revisions-table').getByTestId(`row-${mine.revisionId}`).waitFor();
    expect(await page.getByTestId('nueva-revision').count()).toBe(0);
    await page.getByTestId(`listados-${mine.revisionId}`).click();
    await page.getByTestId('listados-table').getByTestId(`row-${mine.listadoId}`).waitFor();
    expect(await page.getByTestId('nuevo-listado').count()).toBe(0);
    // capture stays theirs
    expect(await page.getByTestId(`nueva-observacion-${mine.listadoId}`).isVisible()).toBe(true);

    // the service agrees: the project they are only the Responsable of opens (projects not theirs are
    // refused in the authorization matrices); a create is refused
    const responsableProject = await call(encargado.token, 'GET', `${api.base}/projects/${responsable.id}`);
    expect(responsableProject.status).toBe(200);
    const create = await call<{ message: string }>(encargado.token, 'POST', `${api.base}/projects`, { NombreProyecto: `E2E Intento ${tag}` });
    expect(create.status).toBe(403);
    expect(errors).toEqual([]);
  }, 90_000);

  it('the quota bar turns red and refuses the project over the limit', async () => {
    const admin = await apiSession(platformAdmin.email);
    // a company of its own: the demo company's quota is shared by the other files
    const company = await createCompany(admin.token, { Nombre: `E2E Cupo ${unique()}`, Rut: freshRut(), Revisiones: { Activado: true, LimiteRevisiones: 2 } });
    const api = revisionesApi(admin.token, company.id);
    await api.createProject({ NombreProyecto: 'Primero' });

    const { page, errors } = closeAfterTest(await openSession(shared.browser));
    await signInAt(page, platformAdmin.email, platformAdmin.landing);
    await page.goto(`/administrador/empresas/${company.id}/proyectos`);
    await page.getByTestId('projects-table').getByText('Primero').waitFor();
    const bar = page.getByTestId('cupo-bar');
    const nuevo = page.getByTestId('nuevo-proyecto');
    expect(await page.getByTestId('cupo-text').textContent()).toBe(revisionesScreens.proyectos.cupo(1, 2));
    expect(await bar.getAttribute('data-color')).toBe('warning');
    expect(await nuevo.isEnabled()).toBe(true);

    // the last slot through the dialog: the bar turns red and 'Nuevo Proyecto' is disabled
    await nuevo.click();
    const dialog = page.getByTestId('project-dialog');
    await dialog.getByTestId('field-NombreProyecto').fill('Segundo');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await snackbar(page, t.success.agregado);
    expect(await eventually(async () => (await bar.getAttribute('data-color')) === 'error', 10_000)).toBe(true);
    expect(await page.getByTestId('cupo-text').textContent()).toBe(revisionesScreens.proyectos.cupo(2, 2));
    expect(await nuevo.isDisabled()).toBe(true);

    // the service refuses one more
    const refused = await call<{ message: string }>(admin.token, 'POST', `${api.base}/projects`, { NombreProyecto: 'Tercero' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(t.errors.limite);
    expect((await api.listProjects()).map((p) => p.NombreProyecto).sort()).toEqual(['Primero', 'Segundo']);
    expect(errors).toEqual([]);
  }, 90_000);
});
