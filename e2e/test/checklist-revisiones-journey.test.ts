import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { pdfText, readXlsx } from '@insp/reports/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { eventually, snackbar, unique } from '../src/admin.ts';
import { closeAfterTest, sharedBrowser, signInAt } from '../src/browser.ts';
import { checklistProjectForUser, createPlantilla, respuestasDe } from '../src/checklist-revisiones.ts';
import { platformAdmin } from '../src/demo.ts';
import { apiSession, downloadOf, jpeg, openSession, shot, shotsAtBothWidths, testIdSuffix } from '../src/revisiones.ts';

const DIRECTOR = { email: 'director@andes.cl', landing: '/administrador/empresa/detalles' };
const ENCARGADO = { email: 'encargado@andes.cl', landing: '/administrador/user/proyectos' };
const BASE = '/administrador/checklist-proyectos';
const t = checklistRevisiones;
const s = checklistRevisionesScreens;

const shared = sharedBrowser();

interface Respuesta {
  Recinto: string;
  Subcontrato: string;
  ErrorTipo: string;
  Comentario: string;
  Estado: string;
  foto: { name: string; mimeType: string; buffer: Buffer };
}

/** Fills the capture page like a person on a phone: native selects, the camera input, the comment, the state. */
async function capture(page: Page, r: Respuesta): Promise<void> {
  const form = page.getByTestId('captura-form');
  await form.getByLabel(/^Recinto/).selectOption(r.Recinto);
  await form.getByLabel(/^Subcontrato/).selectOption(r.Subcontrato);
  await form.getByLabel(/^Error Tipo/).selectOption(r.ErrorTipo);
  await form.getByTestId('captura-foto-input').setInputFiles(r.foto);
  await form.locator('[data-testid="captura-foto"][data-state="lista"]').waitFor({ timeout: 30_000 });
  await form.getByTestId('captura-comentario').fill(r.Comentario);
  await form.getByLabel(/^Estado/).selectOption(r.Estado);
  await page.getByTestId('captura-guardar').click();
  await page.getByTestId('captura-registrada').waitFor();
}

describe('checklist revisiones, end to end', () => {
  it('a director assigns a checklist, a company user captures answers on a phone, the director reviews, edits, downloads and swaps the checklist', async () => {
    const director = await apiSession(DIRECTOR.email);
    const encargado = await apiSession(ENCARGADO.email);
    const administrador = await apiSession(platformAdmin.email);
    const tag = unique();
    const names = { project: `E2E Checklist ${tag}`, revision: `Entrega ${tag}`, listado: `Depto 201 ${tag}` };
    const plantillaA = `Checklist Depto ${tag}`;
    const plantillaB = `Checklist Áreas ${tag}`;
    await createPlantilla(director, administrador, plantillaA, {
      Cocina: { Eléctrico: ['Cable expuesto', 'Enchufe suelto'], Pintura: ['Mancha'] },
      Baño: { Gasfitería: ['Filtración'] },
    });
    await createPlantilla(director, administrador, plantillaB, { Hall: { Aseo: ['Polvo'] } });
    const { projectId, revisionId, listadoId } = await checklistProjectForUser(director, encargado.user.id, names);
    const listadosPath = `${BASE}/${projectId}/revisiones/${revisionId}/listados`;
    const comentario1 = `Cable a la vista en cocina ${tag}`;
    const comentario1Editado = `Cable cubierto con canaleta ${tag}`;
    const comentario2 = `Enchufe suelto junto al lavaplatos ${tag}`;

    const desk = closeAfterTest(await openSession(shared.browser));
    const phone = closeAfterTest(await openSession(shared.browser, 'phone'));
    // 1. the director assigns the first template to the listado
    await signInAt(desk.page, DIRECTOR.email, DIRECTOR.landing);
    await desk.page.goto(listadosPath);
    const row = desk.page.getByTestId(`row-${listadoId}`);
    await row.waitFor();
    expect(await row.getByTestId(`checklist-${listadoId}`).textContent()).toBe(s.listados.sinChecklist);
    await desk.page.getByTestId(`acciones-${listadoId}`).click();
    await desk.page.getByTestId(`menu-${t.listados.actions.asignarChecklist}`).click();
    const dialog = desk.page.getByTestId('checklist-dialog');
    await dialog.getByRole('radio', { name: new RegExp(plantillaA) }).check();
    expect(await dialog.getByTestId('checklist-advertencia').count()).toBe(0);
    await desk.page.getByTestId('checklist-asignar').click();
    await snackbar(desk.page, t.listados.checklist.asignado);
    await row.getByTestId(`checklist-${listadoId}`).getByText(s.listados.checklist(plantillaA)).waitFor();
    await shotsAtBothWidths(desk.page, 'checklist-listados');

    // 2. the company user, on a 390 px phone, finds the listado and captures two answers
    await signInAt(phone.page, ENCARGADO.email, ENCARGADO.landing);
    await phone.page.goto(BASE);
    await phone.page
      .getByTestId(`row-${projectId}`)
      .getByRole('button', { name: s.proyectos.verRevisiones(names.project) })
      .click();
    await phone.page.getByTestId(`listados-${revisionId}`).click();
    await phone.page.getByTestId(`row-${listadoId}`).waitFor();
    // a company user has no rooms navigation and cannot assign checklists
    expect(await phone.page.getByTestId(`recintos-${listadoId}`).count()).toBe(0);
    await phone.page.getByTestId(`captura-${listadoId}`).click();
    await phone.page.getByTestId('captura-form').waitFor();
    expect(phone.page.url()).toContain(`${listadosPath}/${listadoId}/captura`);
    await capture(phone.page, {
      Recinto: 'Cocina',
      Subcontrato: 'Eléctrico',
      ErrorTipo: 'Cable expuesto',
      Comentario: comentario1,
      Estado: 'Por Resolver',
      foto: await jpeg('cable.jpg', { r: 200, g: 40, b: 40 }),
    });
    await shot(phone.page, 'checklist-captura-registrada-390');
    await phone.page.getByTestId('registrar-otra').click();
    await capture(phone.page, {
      Recinto: 'Cocina',
      Subcontrato: 'Eléctrico',
      ErrorTipo: 'Cable expuesto',
      Comentario: comentario2,
      Estado: 'Resuelto',
      foto: await jpeg('enchufe.jpg', { r: 40, g: 90, b: 200 }),
    });
    await phone.page.getByTestId('registrar-otra').click();
    await shot(phone.page, 'checklist-captura-390');

    // 3. the director: rooms → subcontracts → answers ('1 de 2' resolved of total)
    await desk.page.reload();
    await row.getByTestId(`observaciones-${listadoId}`).getByText('1 de 2').waitFor({ timeout: 15_000 });
    await desk.page.getByTestId(`recintos-${listadoId}`).click();
    const cocina = desk.page.getByTestId('recintos-table').getByRole('row').filter({ hasText: 'Cocina' });
    await cocina.waitFor();
    const recintoId = await testIdSuffix(cocina, 'subcontratos-');
    expect(await cocina.getByTestId(`observaciones-${recintoId}`).textContent()).toBe('1 de 2');
    await shotsAtBothWidths(desk.page, 'checklist-recintos');
    await cocina.getByTestId(`subcontratos-${recintoId}`).click();
    await desk.page.getByTestId('subcontratos-list').getByText('Eléctrico').click();
    const errores = desk.page.getByTestId('errores-tipo');
    const cable = errores.getByRole('listitem').filter({ hasText: 'Cable expuesto' });
    await cable.waitFor();
    const errorTipoId = await testIdSuffix(cable, 'respuestas-');
    await shotsAtBothWidths(desk.page, 'checklist-subcontratos');
    await cable.getByTestId(`respuestas-${errorTipoId}`).click();
    await desk.page.waitForURL(`**/respuestas/${errorTipoId}*`);
    const subcontratoId = new URL(desk.page.url()).pathname.split('/').at(-3) ?? '';
    await desk.page.getByTestId('respuestas-grid').getByText(comentario1).waitFor();
    await desk.page.getByTestId('respuestas-grid').getByText(comentario2).waitFor();
    expect(await desk.page.getByTestId('respuesta-estado').allTextContents()).toEqual(['Por Resolver', 'Resuelto']);
    expect(await desk.page.getByTestId('respuesta-resuelta').first().textContent()).toContain(t.respuestas.sinResolver);
    expect(await desk.page.getByTestId('breadcrumbs-nombres').textContent()).toBe(
      `Constructora Andes / ${names.project} / ${names.revision} / ${names.listado} / Cocina / Eléctrico / Cable expuesto`,
    );
    await desk.page.getByTestId('respuesta-imagen').first().locator('img').waitFor();

    // the photo in its dialog, then the comment edited
    await desk.page.getByTestId('respuesta-imagen').first().click();
    await desk.page.getByTestId('visor-foto').waitFor();
    expect((await desk.page.getByTestId('imagen-dialog').boundingBox())?.width ?? 0).toBeLessThanOrEqual(600);
    await desk.page.getByTestId('imagen-dialog').getByRole('button', { name: s.comunes.cerrar }).click();
    await desk.page.getByTestId('imagen-dialog').waitFor({ state: 'detached' });
    const primera = desk.page.getByTestId('respuestas-grid').locator('> *').filter({ hasText: comentario1 });
    await primera.getByTestId('respuesta-editar-boton').click();
    await desk.page.getByTestId('editar-comentario').fill(comentario1Editado);
    await desk.page.getByTestId('editar-guardar').click();
    await snackbar(desk.page, t.respuestas.success.comentario);
    await desk.page.getByTestId('respuestas-grid').getByText(comentario1Editado).waitFor();
    await shotsAtBothWidths(desk.page, 'checklist-respuestas', () => desk.page.getByTestId('respuesta-imagen').first().locator('img').waitFor());
    const stored = await respuestasDe(director, { projectId, revisionId, listadoId, recintoId, subcontratoId, errorTipoId });
    expect(stored.map((r) => [r.Comentario, r.Estado])).toEqual([
      [comentario1Editado, 'Por Resolver'],
      [comentario2, 'Resuelto'],
    ]);

    // 4. the project summary PDF ('Pendientes vs. Resueltas') and the summary Excel
    await desk.page.goto(BASE);
    await desk.page.getByTestId(`acciones-${projectId}`).click();
    const pdf = await downloadOf(desk.page, () => desk.page.getByTestId(`menu-${t.proyectos.actions.pendientesVsResueltas}`).click());
    expect(pdf.name).toMatch(/\.pdf$/);
    expect((await pdfText(pdf.bytes)).replace(/\s+/g, ' ')).toContain(names.listado);
    await desk.page.getByTestId(`acciones-${projectId}`).click();
    await desk.page.getByTestId(`menu-${t.proyectos.actions.observaciones}`).click();
    expect(await eventually(async () => (await desk.page.getByTestId('resumen-row').count()) === 2, 15_000)).toBe(true);
    await shotsAtBothWidths(desk.page, 'checklist-resumen');
    const xlsx = await downloadOf(desk.page, () => desk.page.getByTestId('generar-excel-resumen').click());
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const { sheets } = await readXlsx(xlsx.bytes);
    const lines = sheets.flatMap((sheet) => sheet.rows.map((r) => r.map((v) => String(v ?? '')).join(' | ')));
    expect(lines.find((l) => l.includes(comentario1Editado))).toContain('Cocina');
    expect(lines.find((l) => l.includes(comentario2))).toContain(names.listado);

    // 5. swapping the checklist: the risk dialog, then every answer of the listado is gone
    await desk.page.goto(listadosPath);
    await row.waitFor();
    await desk.page.getByTestId(`acciones-${listadoId}`).click();
    await desk.page.getByTestId(`menu-${t.listados.actions.asignarChecklist}`).click();
    await dialog.getByTestId('checklist-advertencia').getByText(t.listados.checklist.advertencia).waitFor();
    await dialog.getByRole('radio', { name: new RegExp(plantillaB) }).check();
    expect(await desk.page.getByTestId('checklist-asignar').isDisabled()).toBe(true);
    await shotsAtBothWidths(desk.page, 'checklist-reemplazo');
    await dialog.getByRole('checkbox', { name: t.listados.checklist.comprendo }).check();
    await desk.page.getByTestId('checklist-asignar').click();
    await snackbar(desk.page, t.listados.checklist.asignado);
    await row.getByTestId(`checklist-${listadoId}`).getByText(s.listados.checklist(plantillaB)).waitFor();
    await row.getByTestId(`observaciones-${listadoId}`).getByText('0 de 0').waitFor({ timeout: 15_000 });

    expect(desk.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 300_000);
});
