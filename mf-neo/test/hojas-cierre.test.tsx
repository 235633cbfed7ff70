import {
  neoAsignacionesEndpoints,
  neoCapturaEndpoints,
  neoChecklistsEndpoints,
  type NeoHojaDetail,
  neoHojasEndpoints,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { ui } from '@insp/messages';
import { neo, neoScreens } from '@insp/messages/neo';
import { ApiError } from '@insp/mf-kit';
import { resetDeviceQueue } from '@insp/ui/offline/testing';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CapturaScreen } from '../src/features/captura/CapturaScreen.tsx';
import { HojasScreen } from '../src/features/hojas/HojasScreen.tsx';
import { ASIGNADO, asignado, CHECKLIST, checklist, COMPANY, HOJA, hoja, hojaDetail, oid, PROJECT, proyecto, USER_ID } from './fixtures.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const OTRO = oid(2, '7');
const FINAL = '2025-03-07T10:00:00.000Z';
const parents = { projectId: PROJECT, checklistId: CHECKLIST, asignadoId: ASIGNADO, hojaId: HOJA };
const revisor = (id: string, nombre: string, Firmado: boolean) => ({
  id,
  NombreRevisor: nombre,
  Bloqueado: false,
  Firmado,
  FechaFirma: Firmado ? FINAL : null,
});
const respuesta = (
  revisorId: string,
  categoria: number,
  pregunta: number,
  over: Partial<NeoHojaDetail['Respuestas'][number]> = {},
): NeoHojaDetail['Respuestas'][number] => ({
  id: oid(10 + categoria * 10 + pregunta, revisorId === USER_ID ? 'f' : '9'),
  revisorId,
  NombreRevisor: revisorId === USER_ID ? 'Ursula Usuaria' : 'Raúl Revisor',
  categoria,
  pregunta,
  Categoria: 'Muros',
  Pregunta: '¿Aplomado?',
  slot: 1,
  Estado: 'Aprobado',
  Comentario: '',
  Foto: null,
  Fecha: '2025-03-06T13:14:15.000Z',
  ...over,
});

/** The sheet of the signed-in reviewer and another one; `signed` says who signed, `final` whether it is finished. */
const sheet = (signed: { yo?: boolean; otro?: boolean } = {}, over: Partial<NeoHojaDetail> = {}): NeoHojaDetail =>
  hojaDetail({
    Revisores: [revisor(USER_ID, 'Ursula Usuaria', signed.yo === true), revisor(OTRO, 'Raúl Revisor', signed.otro === true)],
    ...(signed.yo && signed.otro ? { Estado: 'Finalizada', FechaRevisionFinal: FINAL, Insignia: 'verde' as const } : {}),
    ...over,
  });

afterEach(resetDeviceQueue);
describe('NEO capture page: a closed sheet, live', () => {
  function capture(current: () => NeoHojaDetail) {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa') });
    remote.fake.on('neo', neoHojasEndpoints.get, () => current());
    const BASE = '/administrador/empresas/neo-projects';
    return renderScreen(<CapturaScreen />, {
      remote,
      path: `${BASE}/captura/${PROJECT}/${CHECKLIST}/${ASIGNADO}/${HOJA}`,
      route: `${BASE}/captura/:projectId/:checklistId/:asignadoId/:hojaId`,
    });
  }
  const estado = () => screen.getByTestId('pregunta-0-0-estado-Aprobado');

  it('a sheet finished elsewhere closes the page at once; reopened elsewhere, it opens again', async () => {
    let current = sheet();
    const { remote } = capture(() => current);
    await screen.findByTestId('pregunta-0-0');
    expect(estado().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('captura-hoja-cerrada')).toBeNull();

    // Finished on the other reviewer's phone (and this reviewer's own earlier signature).
    current = sheet({ yo: true, otro: true });
    remote.events.emitChange('neo', COMPANY, { entity: 'HojaOT', entityId: HOJA, action: 'editar', parents });
    expect((await screen.findByTestId('captura-hoja-cerrada')).textContent).toBe(neoScreens.captura.cerrada);
    expect(estado().hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('pregunta-0-0-comentario').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('enviar-firma').hasAttribute('disabled')).toBe(true);

    // A director reopens it.
    current = sheet();
    remote.events.emitChange('neo', COMPANY, { entity: 'HojaOT', entityId: HOJA, action: 'reabrir', parents });
    await waitFor(() => expect(screen.queryByTestId('captura-hoja-cerrada')).toBeNull());
    expect(estado().hasAttribute('disabled')).toBe(false);
  });

  it('signed by this reviewer on another device: closed for them, though the other reviewer has not signed', async () => {
    let current = sheet();
    const { remote } = capture(() => current);
    await screen.findByTestId('pregunta-0-0');
    current = sheet({ yo: true });
    remote.events.emitChange('neo', COMPANY, { entity: 'FirmaOT', entityId: oid(8, 'f'), action: 'firmar', parents });
    expect((await screen.findByTestId('captura-hoja-cerrada')).textContent).toBe(neoScreens.captura.cerrada);
    expect(estado().hasAttribute('disabled')).toBe(true);
  });

  it('a project finished elsewhere closes the page too', async () => {
    let current = sheet();
    const { remote } = capture(() => current);
    await screen.findByTestId('pregunta-0-0');
    current = sheet({}, { ProyectoIniciado: false });
    remote.events.emitChange('neo', COMPANY, { entity: 'ProyectoOT', entityId: PROJECT, action: 'finalizar', parents: { projectId: PROJECT } });
    expect((await screen.findByTestId('captura-cerrada')).textContent).toBe(neoScreens.captura.noIniciado);
    expect(estado().hasAttribute('disabled')).toBe(true);
  });

  it('an answer refused because the sheet closed meanwhile says so and shows the sheet closed', async () => {
    let current = sheet();
    const { user, remote } = capture(() => current);
    remote.fake.on('neo', neoCapturaEndpoints.answer, () => {
      current = sheet({ yo: true, otro: true });
      throw new ApiError(409, neo.hojas.errors.cerrada);
    });
    // choosing the Estado saves it (issue 19 §4: no 'Guardar' per question)
    await user.click(await screen.findByTestId('pregunta-0-0-estado-Aprobado'));
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'error', message: neo.hojas.errors.cerrada }));
    expect((await screen.findByTestId('captura-hoja-cerrada')).textContent).toBe(neoScreens.captura.cerrada);
  });

  it('signing with questions left unanswered asks first and says how many', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
    // Three questions; this reviewer answered one, the other reviewer another.
    const { user, remote } = capture(() => sheet({}, { Respuestas: [respuesta(USER_ID, 0, 0), respuesta(OTRO, 0, 1)] }));
    const bodies = remote.fake.keepBodies('neo', neoCapturaEndpoints.sign, () => ({
      firma: { revisorId: USER_ID, Firmante: 'Ursula Usuaria', Fecha: FINAL, fileId: oid(8, 'f') },
      FechaRevisionFinal: null,
      Estado: 'En Proceso',
    }));
    const canvas = await screen.findByTestId('firma-canvas');
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });

    await user.click(screen.getByTestId('enviar-firma'));
    const pregunta = await screen.findByRole('dialog', { name: neoScreens.captura.firmarTitulo });
    expect(within(pregunta).getByTestId('firma-sin-responder').textContent).toBe(neoScreens.captura.sinResponder(2));
    expect(neoScreens.captura.sinResponder(2)).toContain('Quedan 2 preguntas sin responder');
    await user.click(within(pregunta).getByRole('button', { name: ui.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: neoScreens.captura.firmarTitulo })).toBeNull());
    expect(bodies).toEqual([]);

    await user.click(screen.getByTestId('enviar-firma'));
    await user.click(within(await screen.findByRole('dialog', { name: neoScreens.captura.firmarTitulo })).getByRole('button', { name: ui.accept }));
    await waitFor(() => expect(bodies).toEqual([{ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), Imagen: PNG }]));
  });
});

describe("NEO 'Ver respuestas': live, closed sheets and 'Reabrir hoja'", () => {
  function sheets(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa', current: () => NeoHojaDetail) {
    const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
    remote.fake.on('neo', neoProyectosEndpoints.get, () => proyecto(1, { ProyectoIniciado: true }));
    remote.fake.on('neo', neoChecklistsEndpoints.get, () => ({ ...checklist(1), Preguntas: [] }));
    remote.fake.on('neo', neoAsignacionesEndpoints.get, () => asignado(1));
    remote.fake.on('neo', neoHojasEndpoints.list, () => ({
      items: [
        hoja(1, { Revisores: current().Revisores, FechaRevisionFinal: current().FechaRevisionFinal }),
        hoja(2, { Revisores: [revisor(OTRO, 'Raúl Revisor', false)] }),
      ],
      total: 2,
      page: 0,
      pageSize: 20,
      espacio: { Cantidad: 4, UnidadesUsadas: 2, UnidadesDisponibles: 2, Unidad: 'Departamento' },
    }));
    remote.fake.on('neo', neoHojasEndpoints.get, () => current());
    const BASE = '/administrador/empresa/neo-projects';
    return renderScreen(<HojasScreen />, { remote, path: `${BASE}/${PROJECT}/${CHECKLIST}/${ASIGNADO}`, route: `${BASE}/:projectId/:checklistId/:asignadoId` });
  }
  const s = neoScreens.hojas;
  const openVer = async (user: ReturnType<typeof sheets>['user']) => {
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe(s.verTitulo(1)) }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: s.menu.ver }));
    return screen.findByTestId('ver-respuestas-dialog');
  };

  it('answers, signatures and the finish made elsewhere show at once; a director reopens the sheet', async () => {
    let current = sheet();
    const { user, remote } = sheets('AdministradorEmpresa', () => current);
    const dialog = await openVer(user);
    expect((await within(dialog).findByTestId('categoria-0')).textContent).toContain(s.sinRespuesta);
    expect(within(dialog).queryByTestId('ver-hoja-cerrada')).toBeNull();
    expect(within(dialog).queryByTestId('reabrir-hoja')).toBeNull();

    // The reviewers answer and sign on their phones: the dialog follows.
    current = sheet({ yo: true, otro: true }, { Respuestas: [respuesta(OTRO, 0, 0, { Estado: 'Rechazado', Comentario: 'Fisura en eje A' })] });
    remote.events.emitChange('neo', COMPANY, { entity: 'HojaOT', entityId: HOJA, action: 'editar', parents });
    expect((await within(dialog).findByTestId('ver-hoja-cerrada')).textContent).toBe(s.cerrada);
    expect(within(dialog).getByText('Fisura en eje A')).toBeTruthy();
    expect(within(dialog).getByTestId(`insignia-${HOJA}`).textContent).toBe('Finalizada');

    const reabrir: unknown[] = [];
    remote.fake.on('neo', neoHojasEndpoints.reabrir, ({ params }) => {
      reabrir.push(params);
      current = sheet({}, { Respuestas: current.Respuestas });
      return { message: neo.hojas.success.reabierta, hoja: hoja(1, { Revisores: current.Revisores }) };
    });
    await user.click(within(dialog).getByTestId('reabrir-hoja'));
    const confirm = await screen.findByRole('dialog', { name: s.reabrirTitulo(1) });
    expect(confirm.textContent).toContain(s.reabrirAviso);
    await user.click(within(confirm).getByRole('button', { name: ui.accept }));
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.hojas.success.reabierta }));
    expect(reabrir).toEqual([{ companyId: COMPANY, projectId: PROJECT, checklistId: CHECKLIST, asignadoId: ASIGNADO, hojaId: HOJA }]);
    await waitFor(() => expect(within(dialog).queryByTestId('ver-hoja-cerrada')).toBeNull());
    expect(within(dialog).queryByTestId('reabrir-hoja')).toBeNull();
    expect(within(dialog).getByText('Fisura en eje A')).toBeTruthy();
  });

  it("'Reabrir hoja' in the sheet's menu only for a closed sheet; a company user sees it closed without reopening it", async () => {
    const director = sheets('AdministradorEmpresa', () => sheet({ otro: true }));
    await director.user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe(s.verTitulo(1)) }));
    expect(
      within(await screen.findByRole('menu'))
        .getByRole('menuitem', { name: s.menu.reabrir })
        .getAttribute('aria-disabled'),
    ).not.toBe('true');
    await director.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await director.user.click(screen.getByRole('button', { name: neoScreens.comunes.accionesDe(s.verTitulo(2)) }));
    expect(
      within(await screen.findByRole('menu'))
        .getByRole('menuitem', { name: s.menu.reabrir })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    director.unmount();

    const { user } = sheets('UsuarioEmpresa', () => sheet({ otro: true }));
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe(s.verTitulo(1)) }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: s.menu.reabrir })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.ver }));
    const dialog = await screen.findByTestId('ver-respuestas-dialog');
    expect((await within(dialog).findByTestId('ver-hoja-cerrada')).textContent).toBe(s.cerrada);
    expect(within(dialog).queryByTestId('reabrir-hoja')).toBeNull();
  });
});
