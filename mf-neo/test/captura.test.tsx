import { neoCapturaEndpoints, type NeoHojaDetail, neoHojasEndpoints } from '@insp/contracts/neo';
import { etiquetasEstadoOT, neo, neoScreens } from '@insp/messages/neo';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { CapturaScreen } from '../src/features/captura/CapturaScreen.tsx';
import { MisHojasScreen } from '../src/features/captura/MisHojasScreen.tsx';
import { ASIGNADO, CHECKLIST, COMPANY, HOJA, hoja, hojaDetail, oid, PROJECT, USER_ID } from './fixtures.ts';

const s = neoScreens.captura;
const BASE = '/administrador/empresas/neo-projects';
const ROUTE = `${BASE}/captura/:projectId/:checklistId/:asignadoId/:hojaId`;
const PATH = `${BASE}/captura/${PROJECT}/${CHECKLIST}/${ASIGNADO}/${HOJA}`;
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function setup(
  detail: NeoHojaDetail = hojaDetail({ Revisores: [{ id: USER_ID, NombreRevisor: 'Ursula Usuaria', Bloqueado: false, Firmado: false, FechaFirma: null }] }),
) {
  const remote = createTestRemote({ session: testUser('UsuarioEmpresa') });
  remote.fake.on('neo', neoHojasEndpoints.get, () => detail);
  return renderScreen(<CapturaScreen />, { remote, path: PATH, route: ROUTE });
}

describe('NEO reviewer capture (phone page)', () => {
  it('lists the sheets to review; each opens its capture page', async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa') });
    remote.fake.on('neo', neoCapturaEndpoints.misHojas, () => ({
      items: [{ ...hoja(1), NombreProyecto: 'Torre 1', ProyectoIniciado: true, espacioId: oid(5, 'e'), EstadoMio: 'pendiente' as const }],
      total: 1,
      page: 0,
      pageSize: 20,
      next: null,
      conteo: { pendiente: 1, firmada: 0, finalizada: 0 },
    }));
    const { user } = renderScreen(<MisHojasScreen />, { remote, path: `${BASE}/captura` });
    await user.click(await screen.findByTestId(`responder-${hoja(1).id}`));
    expect(remote.navigations).toEqual([PATH]);
  });

  it('answers a question in slot 2 with Estado, comment and photo; a retry keeps the clientId, a new answer gets another', async () => {
    const { user, remote } = setup();
    remote.fake.onPath('POST', `/api/neo/companies/${COMPANY}/files`, () => ({
      id: oid(9, 'f'),
      contentType: 'image/jpeg',
      width: 10,
      height: 10,
      size: 100,
      createdAt: '2025-03-06T13:14:15.000Z',
    }));
    const bodies: Array<Record<string, unknown>> = [];
    let fail = true;
    remote.fake.on('neo', neoCapturaEndpoints.answer, ({ body }) => {
      bodies.push(body as Record<string, unknown>);
      if (fail) throw new ApiError(503, 'Servicio no disponible');
      return {
        id: oid(1, 'f'),
        revisorId: USER_ID,
        NombreRevisor: 'Ursula Usuaria',
        categoria: 0,
        pregunta: 1,
        Categoria: 'Muros',
        Pregunta: '¿Sin fisuras?',
        slot: 2 as const,
        Estado: 'Rechazado' as const,
        Comentario: 'Fisura',
        Foto: oid(9, 'f'),
        Fecha: '2025-03-06T13:14:15.000Z',
      };
    });
    const card = await screen.findByTestId('pregunta-0-1');
    const guardar = within(card).getByTestId('pregunta-0-1-guardar');
    expect(guardar.hasAttribute('disabled')).toBe(true);
    for (const estado of Object.values(etiquetasEstadoOT)) expect(within(card).getByText(estado)).toBeTruthy();
    await user.click(within(card).getByTestId('pregunta-0-1-slot-2'));
    await user.click(within(card).getByTestId('pregunta-0-1-estado-Rechazado'));
    await user.type(within(card).getByTestId('pregunta-0-1-comentario'), 'Fisura');
    await user.upload(within(card).getByTestId('pregunta-0-1-foto'), new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(guardar.hasAttribute('disabled')).toBe(false));
    await user.click(guardar);
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'error', message: 'Servicio no disponible' }));
    fail = false;
    await user.click(guardar);
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.captura.success.respuesta }));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({
      clientId: bodies[0]?.clientId,
      categoria: 0,
      pregunta: 1,
      slot: 2,
      Estado: 'Rechazado',
      Comentario: 'Fisura',
      Foto: oid(9, 'f'),
    });
    expect(bodies[1]?.clientId).toBe(bodies[0]?.clientId);
    await user.click(within(card).getByTestId('pregunta-0-1-estado-Aprobado'));
    await user.click(guardar);
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]?.clientId).not.toBe(bodies[0]?.clientId);
  });

  it('signs with the finger or the mouse: the drawing goes as a PNG data URL', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
    // Every question answered: signing asks nothing first (hojas-cierre.test.tsx: when some are left).
    const preguntas: Array<[number, number]> = [
      [0, 0],
      [0, 1],
      [1, 0],
    ];
    const Respuestas = preguntas.map(([categoria, pregunta], i) => ({
      id: oid(20 + i, 'f'),
      revisorId: USER_ID,
      NombreRevisor: 'Ursula Usuaria',
      categoria,
      pregunta,
      Categoria: '',
      Pregunta: '',
      slot: 1 as const,
      Estado: 'Aprobado' as const,
      Comentario: '',
      Foto: null,
      Fecha: '2025-03-06T13:14:15.000Z',
    }));
    const { user, remote } = setup(
      hojaDetail({ Respuestas, Revisores: [{ id: USER_ID, NombreRevisor: 'Ursula Usuaria', Bloqueado: false, Firmado: false, FechaFirma: null }] }),
    );
    const bodies: Array<Record<string, unknown>> = [];
    remote.fake.on('neo', neoCapturaEndpoints.sign, ({ body }) => {
      bodies.push(body as Record<string, unknown>);
      return {
        firma: { revisorId: USER_ID, Firmante: 'Ursula Usuaria', Fecha: '2025-03-06T13:14:15.000Z', fileId: oid(8, 'f') },
        FechaRevisionFinal: '2025-03-06T13:14:15.000Z',
        Estado: 'Finalizada',
      };
    });
    const canvas = await screen.findByTestId('firma-canvas');
    expect(screen.getByTestId('enviar-firma').hasAttribute('disabled')).toBe(true);
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    await user.click(screen.getByTestId('enviar-firma'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.Imagen).toBe(PNG);
    expect(String(bodies[0]?.clientId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.captura.success.firma });
  });

  it('nothing can be answered or signed while the project is not started', async () => {
    setup(hojaDetail({ ProyectoIniciado: false }));
    expect((await screen.findByTestId('captura-cerrada')).textContent).toBe(s.noIniciado);
    expect(screen.getByTestId('pregunta-0-0-estado-Aprobado').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('enviar-firma').hasAttribute('disabled')).toBe(true);
  });
});
