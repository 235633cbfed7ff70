import { observaciones, observacionesScreens, revisiones } from '@insp/messages/revisiones';
import { pdfText, readXlsx } from '@insp/reports/testing';
import { describe, expect, it } from 'vitest';

import { eventually, snackbar, unique } from '../src/admin.ts';
import { closeAfterTest, openDialog, sharedBrowser, signInAt } from '../src/browser.ts';
import {
  apiSession,
  chooseOption,
  DESKTOP,
  downloadOf,
  fillObservacion,
  jpeg,
  openSession,
  PHONE,
  projectForUser,
  revisionesApi,
  saveNewRow,
  shot,
  shotsAtBothWidths,
  testIdSuffix,
} from '../src/revisiones.ts';

const DIRECTOR = { email: 'director@andes.cl', landing: '/administrador/empresa/detalles' };
const ENCARGADO = { email: 'encargado@andes.cl', landing: '/administrador/user/proyectos', name: /Esteban Muñoz/ };
const DIRECTOR_BASE = '/administrador/empresa/proyectos';

const shared = sharedBrowser();

describe('revisiones, end to end', () => {
  it('a director creates a project with its responsible, assigns the company user, and adds a revision and a listado', async () => {
    const { page, errors } = closeAfterTest(await openSession(shared.browser));
    const tag = unique();
    const names = { project: `E2E Torre ${tag}`, revision: `Obra gruesa ${tag}`, listado: `Depto 101 ${tag}` };
    await signInAt(page, DIRECTOR.email, DIRECTOR.landing);
    await page.goto(DIRECTOR_BASE);
    await page.getByTestId('projects-table').waitFor();
    const cupoText = page.getByTestId('cupo-text');
    await cupoText.waitFor();
    const usedBefore = Number(/(\d+) de/.exec((await cupoText.textContent()) ?? '')?.[1]);

    // 'Nuevo Proyecto' with its responsible chosen in the dialog
    await page.getByTestId('nuevo-proyecto').click();
    const dialog = page.getByTestId('project-dialog');
    await dialog.getByTestId('field-NombreProyecto').fill(names.project);
    await chooseOption(page, dialog, revisiones.proyectos.columns.responsable, ENCARGADO.name);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await snackbar(page, revisiones.proyectos.success.agregado);
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('projects-table').getByRole('row').filter({ hasText: names.project });
    await row.waitFor();
    const projectId = await testIdSuffix(row, 'acciones-');
    expect(await page.getByTestId(`responsable-${projectId}`).textContent()).toMatch(ENCARGADO.name);
    expect(await eventually(async () => (await cupoText.textContent())?.includes(`${usedBefore + 1} de`) ?? false, 10_000)).toBe(true);

    // 'Encargados' → 'Asignar responsables': the company user who will see the project
    await page.getByTestId(`acciones-${projectId}`).click();
    await page.getByTestId(`menu-${revisiones.proyectos.actions.encargados}`).click();
    const responsables = page.getByTestId('responsables-dialog');
    await responsables.getByRole('checkbox', { name: ENCARGADO.name }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await snackbar(page, revisiones.proyectos.success.actualizado);
    await responsables.waitFor({ state: 'detached' });
    const director = await apiSession(DIRECTOR.email);
    const encargado = await apiSession(ENCARGADO.email);
    const stored = (await revisionesApi(director.token, director.user.companyId!).listProjects()).find((p) => p.id === projectId);
    expect(stored?.Responsables).toEqual([encargado.user.id]);
    await shotsAtBothWidths(page, 'proyectos');

    // its revisions: 'Nueva Revisión'
    await row.getByRole('button', { name: `Ver revisiones de ${names.project}` }).click();
    await page.waitForURL(`**${DIRECTOR_BASE}/${projectId}/revisiones`);
    await page.getByTestId('revisions-table').waitFor();
    await page.getByTestId('nueva-revision').click();
    const revisionDialog = page.getByTestId('revision-dialog');
    await revisionDialog.getByTestId('field-Nombre').fill(names.revision);
    await chooseOption(page, revisionDialog, 'Responsable', ENCARGADO.name);
    const { id: revisionId } = await saveNewRow(page, revisionDialog, {
      success: revisiones.revisiones.success.agregada,
      table: page.getByTestId('revisions-table'),
      name: names.revision,
      idPrefix: 'listados-',
    });

    // its listados: 'Nuevo Listado'
    await page.getByTestId(`listados-${revisionId}`).click();
    await page.waitForURL(`**${DIRECTOR_BASE}/${projectId}/revisiones/${revisionId}/listados`);
    await page.getByTestId('listados-table').waitFor();
    await page.getByTestId('nuevo-listado').click();
    const listadoDialog = page.getByTestId('listado-dialog');
    await listadoDialog.getByTestId('field-Nombre').fill(names.listado);
    await chooseOption(page, listadoDialog, 'Responsable', ENCARGADO.name);
    const { row: listadoRow, id: listadoId } = await saveNewRow(page, listadoDialog, {
      success: revisiones.listados.success.agregado,
      table: page.getByTestId('listados-table'),
      name: names.listado,
      idPrefix: 'nueva-observacion-',
    });
    // resolved / total, its responsible, and the header business / project / revision
    expect(await listadoRow.textContent()).toContain('0 / 0');
    expect(await listadoRow.textContent()).toMatch(ENCARGADO.name);
    await eventually(async () => ((await page.getByTestId('listados-header').textContent()) ?? '').includes(names.revision), 10_000);
    expect(await page.getByTestId('listados-header').textContent()).toBe(`Constructora Andes / ${names.project} / ${names.revision}`);
    await shotsAtBothWidths(page, 'listados');

    // the revision counts its listado (the Listados column) once back on the revisions table
    await page.getByTestId('breadcrumb-Revisiones').click();
    await page.getByTestId('revisions-table').waitFor();
    expect(await eventually(async () => (await page.getByTestId(`row-${revisionId}`).getByRole('cell').nth(1).textContent()) === '1', 10_000)).toBe(true);
    expect(listadoId).toMatch(/^[0-9a-f]{24}$/);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a company user captures two observations with photos on a 390 px phone; the director sees them live, filters, edits, and opens the project PDF and the summary Excel', async () => {
    const director = await apiSession(DIRECTOR.email);
    const encargado = await apiSession(ENCARGADO.email);
    const tag = unique();
    const names = { project: `E2E Edificio ${tag}`, revision: `Terminaciones ${tag}`, listado: `Piso 3 ${tag}` };
    const { projectId, revisionId, listadoId } = await projectForUser(director, encargado.user.id, names);
    const comentario1 = `Enchufe del baño suelto ${tag}`;
    const comentario1Editado = `Enchufe del baño reparado ${tag}`;
    const comentario2 = `Burbujas en la pintura del living ${tag}`;
    const observacionesPath = `${DIRECTOR_BASE}/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones`;

    const desk = closeAfterTest(await openSession(shared.browser));
    const phone = closeAfterTest(await openSession(shared.browser, 'phone'));
    // the director keeps the listado's observations open
    await signInAt(desk.page, DIRECTOR.email, DIRECTOR.landing);
    await desk.page.goto(observacionesPath);
    await desk.page.getByTestId('observaciones-screen').waitFor();
    await desk.page.getByTestId('observaciones-vacio').getByText(revisiones.listados.empty.sinObservaciones).waitFor();
    // a page that reloads loses this
    await desk.page.evaluate(() => Object.assign(window, { e2eSinRecargar: true }));
    const rows = desk.page.getByTestId('observacion-row');

    // the company user, on a phone, finds the listado and opens 'Nueva observación'
    await signInAt(phone.page, ENCARGADO.email, ENCARGADO.landing);
    await phone.page.getByTestId(`row-${projectId}`).waitFor();
    await shot(phone.page, 'proyectos-usuario-390');
    await phone.page
      .getByTestId(`row-${projectId}`)
      .getByRole('button', { name: `Ver revisiones de ${names.project}` })
      .click();
    await phone.page.getByTestId(`listados-${revisionId}`).click();
    await phone.page.getByTestId(`row-${listadoId}`).waitFor();
    await shot(phone.page, 'listados-usuario-390');
    await phone.page.getByTestId(`nueva-observacion-${listadoId}`).click();
    await phone.page.getByTestId('nueva-observacion-screen').waitFor();
    expect(phone.page.url()).toContain(`/administrador/user/proyectos/${projectId}/revisiones/${revisionId}/listados/${listadoId}/observaciones/nueva`);

    await fillObservacion(phone.page, {
      Sector: 'Norte',
      Recinto: 'Baño',
      Subcontrato: 'Eléctrico',
      ErrorTipo: 'Enchufe suelto',
      Prioridad: 'Alta',
      Comentario: comentario1,
      foto: await jpeg('enchufe.jpg', { r: 200, g: 40, b: 40 }),
    });
    await shot(phone.page, 'captura-con-foto-390');
    await phone.page.getByTestId('captura-guardar').click();
    await phone.page.getByTestId('captura-registrada').getByText(observacionesScreens.captura.registrada(1)).waitFor();

    // live: the director's table shows it without a reload
    expect(await eventually(async () => (await rows.count()) === 1, 15_000)).toBe(true);

    await phone.page.getByTestId('registrar-otra').click();
    await fillObservacion(phone.page, {
      Sector: 'Sur',
      Recinto: 'Living',
      Subcontrato: 'Pintura',
      ErrorTipo: 'Burbujas',
      Prioridad: 'Media',
      Comentario: comentario2,
      foto: await jpeg('burbujas.jpg', { r: 40, g: 90, b: 200 }),
    });
    await phone.page.getByTestId('captura-guardar').click();
    await phone.page.getByTestId('captura-registrada').getByText(observacionesScreens.captura.registrada(2)).waitFor();
    await phone.page.getByTestId('registrar-otra').click();
    await phone.page.getByTestId('captura-form').waitFor();
    await shotsAtBothWidths(phone.page, 'captura');

    expect(await eventually(async () => (await rows.count()) === 2, 15_000)).toBe(true);
    expect(await desk.page.getByTestId('observacion-numero').allTextContents()).toEqual(['2', '1']);
    expect(await desk.page.getByTestId('observacion-estado').allTextContents()).toEqual(['Observada', 'Observada']);
    expect(await desk.page.evaluate(() => (window as { e2eSinRecargar?: boolean }).e2eSinRecargar)).toBe(true);

    // 'Filtros' by status: Observada shows both, Resuelta none
    await desk.page.getByTestId('filtros-toggle').click();
    const estado = desk.page.getByTestId('filtros-panel').getByLabel(observacionesScreens.filtros.estado, { exact: true });
    await estado.selectOption('Observada');
    await desk.page.getByTestId('filtros-toggle').getByText('1').waitFor();
    expect(await eventually(async () => (await rows.count()) === 2 && !(await desk.page.getByTestId('observaciones-vacio').isVisible()), 10_000)).toBe(true);
    await estado.selectOption('Resuelta');
    await desk.page.getByTestId('observaciones-vacio').getByText(observaciones.empty).waitFor();
    expect(await rows.count()).toBe(0);
    await estado.selectOption('');
    expect(await eventually(async () => (await rows.count()) === 2, 10_000)).toBe(true);

    // 'Editar detalle' of N° 1: a new comment and resolved
    const first = rows.filter({ has: desk.page.getByTestId('observacion-numero').getByText('1', { exact: true }) });
    await first.getByRole('button', { name: observacionesScreens.listado.expandir }).click();
    const detalle = desk.page.getByTestId('observacion-detalle');
    await detalle.getByTestId('detalle-comentario').getByText(comentario1).waitFor();
    await detalle.getByTestId('observacion-foto').locator('img').waitFor();
    const edit = desk.page.getByRole('dialog').filter({ hasText: observacionesScreens.editar.title });
    await openDialog(detalle.getByTestId('editar-detalle'), edit);
    await edit.getByTestId('editar-comentario').fill(comentario1Editado);
    await edit.getByRole('switch', { name: observacionesScreens.editar.resuelta }).check();
    await edit.getByRole('button', { name: observacionesScreens.editar.guardar }).click();
    await snackbar(desk.page, observaciones.updated);
    await edit.waitFor({ state: 'detached' });
    await first.getByTestId('observacion-estado').getByText('Resuelta').waitFor();
    await detalle.getByTestId('detalle-comentario').getByText(comentario1Editado).waitFor();
    await shotsAtBothWidths(desk.page, 'observaciones', () => detalle.getByTestId('observacion-foto').locator('img').waitFor());

    // 'Historial': the capture and the edit, with the comment's change
    await detalle.getByTestId('historial-abrir').click();
    const historial = desk.page.getByRole('dialog').filter({ hasText: observacionesScreens.historial.title });
    expect(await eventually(async () => (await historial.getByTestId('historial-evento').count()) === 2, 10_000)).toBe(true);
    const eventos = await historial.getByTestId('historial-evento').allTextContents();
    expect(eventos[0]).toContain(observacionesScreens.historial.acciones.editar);
    expect(eventos[0]).toContain(`Comentario: ${comentario1} → ${comentario1Editado}`);
    expect(eventos[1]).toContain(observacionesScreens.historial.acciones.crear);
    await historial.getByRole('button', { name: observacionesScreens.historial.cerrar }).click();
    await historial.waitFor({ state: 'detached' });

    // now 'Resuelta' finds it
    await estado.selectOption('Resuelta');
    expect(await eventually(async () => (await rows.count()) === 1, 10_000)).toBe(true);
    expect(await desk.page.getByTestId('observacion-numero').allTextContents()).toEqual(['1']);

    // 'Generar PDF proyecto': the revision, then its listado; the part is saved with 'Descargar'
    await desk.page.goto(DIRECTOR_BASE);
    await desk.page.getByTestId(`acciones-${projectId}`).click();
    await desk.page.getByTestId(`menu-${revisiones.proyectos.dialogs.generarPdf}`).click();
    const pdfDialog = desk.page.getByTestId('pdf-dialog');
    await pdfDialog.getByTestId('pdf-revisiones').getByRole('checkbox', { name: names.revision }).check();
    await pdfDialog.getByTestId(`pdf-listados-${revisionId}`).getByRole('checkbox', { name: names.listado }).check();
    await desk.page.getByTestId('pdf-generar').click();
    const part = pdfDialog.getByTestId('report-item-0');
    await pdfDialog.locator('[data-testid="report-item-0"][data-state="listo"]').waitFor({ timeout: 60_000 });
    const pdf = await downloadOf(desk.page, () => part.getByRole('button', { name: 'Descargar' }).click());
    expect(pdf.name).toMatch(/\.pdf$/);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(names.listado);
    expect(text).toContain(comentario1Editado);
    expect(text).toContain(comentario2);
    await desk.page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await pdfDialog.waitFor({ state: 'detached' });

    // the project's statistics
    await desk.page.getByTestId(`acciones-${projectId}`).click();
    await desk.page.getByTestId(`menu-${revisiones.proyectos.actions.estadisticas}`).click();
    await desk.page.locator('[data-testid="estadisticas-estado"][data-state="ok"]').waitFor({ timeout: 30_000 });
    expect(await desk.page.getByTestId('estadistica-total').textContent()).toBe('2');
    expect(await desk.page.getByTestId('estadistica-resueltas').textContent()).toBe('1');
    await shotsAtBothWidths(desk.page, 'estadisticas', () => desk.page.getByTestId('grafico-subcontrato').waitFor());

    // the project's observations summary and its Excel
    await desk.page.goto(DIRECTOR_BASE);
    await desk.page.getByTestId(`acciones-${projectId}`).click();
    await desk.page.getByTestId(`menu-${revisiones.proyectos.actions.observaciones}`).click();
    await desk.page.getByTestId('observaciones-proyecto-screen').waitFor();
    expect(await eventually(async () => (await desk.page.getByTestId('resumen-row').count()) === 2, 15_000)).toBe(true);
    // issue 16 §4: at 1440 px the summary fits its card (no sideways scrolling, dates on one line) …
    const fit = await desk.page
      .getByTestId('observaciones-proyecto-table')
      .evaluate((table) => ({ table: table.scrollWidth, box: (table.parentElement as HTMLElement).clientWidth }));
    expect(fit.table, `summary table ${fit.table} px in a ${fit.box} px card`).toBeLessThanOrEqual(fit.box);
    // … and at 390 px it is one card per row
    await desk.page.setViewportSize(PHONE);
    await desk.page.getByTestId('observaciones-proyecto-cards').waitFor();
    expect(await desk.page.getByTestId('observaciones-proyecto-cards').getByTestId('resumen-row').count()).toBe(2);
    await desk.page.setViewportSize(DESKTOP);
    await desk.page.getByTestId('observaciones-proyecto-table').waitFor();
    await shotsAtBothWidths(desk.page, 'resumen');
    const xlsx = await downloadOf(desk.page, () => desk.page.getByTestId('generar-excel-resumen').click());
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const { sheets } = await readXlsx(xlsx.bytes);
    const cells = sheets.flatMap((s) => s.rows.map((r) => r.map((v) => String(v ?? '')).join(' | ')));
    const row1 = cells.find((r) => r.includes(comentario1Editado));
    const row2 = cells.find((r) => r.includes(comentario2));
    expect(row1).toContain(names.listado);
    expect(row1).toContain('Baño');
    expect(row2).toContain(names.listado);
    expect(row2).toContain('Living');

    expect(desk.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 180_000);
});
