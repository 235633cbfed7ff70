import { neoCapturaEndpoints, type NeoHojaDetail, neoHojasEndpoints, type NeoRespuesta } from '@insp/contracts/neo';
import { offline } from '@insp/messages';
import { estadosRespuestaOT, etiquetasEstadoOT, neo, neoScreens } from '@insp/messages/neo';
import { ApiError } from '@insp/mf-kit';
import { respuestaOTColors } from '@insp/ui';
import { resetDeviceQueue, setOnline } from '@insp/ui/offline/testing';
import { dateTimeMinutes } from '@insp/ui/screens';
import { createTestRemote, prefetchRouteOf, renderScreen, type TestRemote, testUser } from '@insp/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CapturaScreen } from '../src/features/captura/CapturaScreen.tsx';
import { neoRoutes } from '../src/routes.ts';
import { ASIGNADO, CHECKLIST, COMPANY, HOJA, hojaDetail, oid, PROJECT, USER_ID } from './fixtures.ts';

const s = neoScreens.captura;
const BASE = '/administrador/empresas/neo-projects';
const ROUTE = `${BASE}/captura/:projectId/:checklistId/:asignadoId/:hojaId`;
const PATH = `${BASE}/captura/${PROJECT}/${CHECKLIST}/${ASIGNADO}/${HOJA}`;
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const FECHA = '2025-03-06T13:14:15.000Z';

/** What the service answers for a saved answer of the signed-in reviewer. */
const respuesta = (body: Record<string, unknown>): NeoRespuesta => ({
  id: oid(Number(body.categoria ?? 0) * 10 + Number(body.pregunta ?? 0) + 1, 'f'),
  revisorId: USER_ID,
  NombreRevisor: 'Ursula Usuaria',
  categoria: Number(body.categoria ?? 0),
  pregunta: Number(body.pregunta ?? 0),
  Categoria: '',
  Pregunta: '',
  slot: body.slot === 2 ? 2 : 1,
  Estado: (body.Estado ?? 'Aprobado') as NeoRespuesta['Estado'],
  Comentario: String(body.Comentario ?? ''),
  Foto: typeof body.Foto === 'string' ? body.Foto : null,
  Fecha: FECHA,
});

/** A '#rrggbb' as a browser reports a computed colour (happy-dom keeps the hex). */
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

function setup(
  detail: NeoHojaDetail = hojaDetail({ Revisores: [{ id: USER_ID, NombreRevisor: 'Ursula Usuaria', Bloqueado: false, Firmado: false, FechaFirma: null }] }),
) {
  const remote = createTestRemote({ session: testUser('UsuarioEmpresa') });
  remote.fake.on('neo', neoHojasEndpoints.get, () => detail);
  return renderScreen(<CapturaScreen />, { remote, path: PATH, route: ROUTE });
}

afterEach(resetDeviceQueue);
/** The answers sent (`bodies`); while `refusal` is set, the service refuses them with it (`accept()` ends that). */
function recordAnswers(remote: TestRemote, refusal?: ApiError) {
  const bodies: Array<Record<string, unknown>> = [];
  let refuse = refusal !== undefined;
  remote.fake.on('neo', neoCapturaEndpoints.answer, ({ body }) => {
    bodies.push(body as Record<string, unknown>);
    if (refuse && refusal) throw refusal;
    return respuesta(body as Record<string, unknown>);
  });
  return { bodies, accept: () => void (refuse = false) };
}

describe('NEO reviewer capture (phone page)', () => {
  it("opened from a link, the page's sheet is asked for by the route's prefetch (beside the page's code) and read from it: one request", async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa') });
    remote.fake.on('neo', neoHojasEndpoints.get, () => hojaDetail());
    prefetchRouteOf(neoRoutes, 'captura', PATH, remote);
    // before the page has rendered at all
    await waitFor(() => expect(remote.fake.callsTo('neo', neoHojasEndpoints.get)).toHaveLength(1));
    expect(remote.fake.callsTo('neo', neoHojasEndpoints.get)[0]?.path).toContain(`/companies/${COMPANY}/projects/${PROJECT}/`);
    renderScreen(<CapturaScreen />, { remote, path: PATH, route: ROUTE });
    expect(await screen.findByTestId('neo-captura')).toBeTruthy();
    expect(remote.fake.callsTo('neo', neoHojasEndpoints.get)).toHaveLength(1);
  });

  it('answers as you go: each Estado is a large button, the chosen one filled with its colour, a check mark and aria-pressed; one request per change', async () => {
    const { user, remote } = setup();
    remote.fake.onPath('POST', `/api/neo/companies/${COMPANY}/files`, () => ({
      id: oid(9, 'f'),
      contentType: 'image/jpeg',
      width: 10,
      height: 10,
      size: 100,
      createdAt: '2025-03-06T13:14:15.000Z',
    }));
    let gets = 0;
    remote.fake.on('neo', neoHojasEndpoints.get, () => {
      gets += 1;
      return hojaDetail({ Revisores: [{ id: USER_ID, NombreRevisor: 'Ursula Usuaria', Bloqueado: false, Firmado: false, FechaFirma: null }] });
    });
    const { bodies } = recordAnswers(remote);
    const card = await screen.findByTestId('pregunta-0-1');
    const loads = gets;
    // every state by the spec's name, with the old app's label where it differs; none chosen, no 'Guardar'
    for (const estado of estadosRespuestaOT) {
      const button = within(card).getByTestId(`pregunta-0-1-estado-${estado}`);
      expect(button.textContent).toContain(estado);
      expect(button.textContent).toContain(etiquetasEstadoOT[estado]);
      expect(button.getAttribute('aria-pressed')).toBe('false');
      // a target of 44 px and more on a phone
      expect(getComputedStyle(button).minHeight).toBe('48px');
    }
    expect(within(card).queryByText(s.guardar)).toBeNull();

    await user.click(within(card).getByTestId('pregunta-0-1-estado-Rechazado'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const rechazado = within(card).getByTestId('pregunta-0-1-estado-Rechazado');
    expect(rechazado.getAttribute('aria-pressed')).toBe('true');
    expect(rechazado.querySelector('svg')).not.toBeNull();
    expect([respuestaOTColors.Rechazado.bg, rgb(respuestaOTColors.Rechazado.bg)]).toContain(getComputedStyle(rechazado).backgroundColor.toLowerCase());
    expect(within(card).getByTestId('pregunta-0-1-estado-Aprobado').getAttribute('aria-pressed')).toBe('false');
    expect(bodies[0]).toEqual({ clientId: bodies[0]?.clientId, categoria: 0, pregunta: 1, slot: 1, Estado: 'Rechazado', Comentario: '', Foto: null });

    // the comment goes when the field is left (not per keystroke), the photo once uploaded
    await user.type(within(card).getByTestId('pregunta-0-1-comentario'), 'Fisura');
    expect(bodies).toHaveLength(1);
    await user.click(card.querySelector('p') as HTMLElement);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ Estado: 'Rechazado', Comentario: 'Fisura', Foto: null });
    await user.upload(within(card).getByTestId('pregunta-0-1-foto'), new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ Estado: 'Rechazado', Comentario: 'Fisura', Foto: oid(9, 'f') });
    await user.click(within(card).getByTestId('pregunta-0-1-estado-Aprobado'));
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies[3]).toMatchObject({ Estado: 'Aprobado', Comentario: 'Fisura', Foto: oid(9, 'f') });
    expect(new Set(bodies.map((body) => body.clientId)).size).toBe(4);
    await waitFor(() => expect(within(card).getByTestId('pregunta-0-1-estado-guardado').textContent).toBe(s.guardada(dateTimeMinutes(FECHA))));
    // the page shows what it saved without reloading the sheet, and no success toast per tap
    expect(gets).toBe(loads);
    expect(remote.notifications.filter((n) => n.kind === 'success')).toEqual([]);
  });

  it('the progress line counts the questions answered in either slot, and follows each save', async () => {
    const { user, remote } = setup(
      hojaDetail({
        Respuestas: [{ ...respuesta({ categoria: 0, pregunta: 0, slot: 2, Estado: 'Aprobado' }) }],
        Revisores: [{ id: USER_ID, NombreRevisor: 'Ursula Usuaria', Bloqueado: false, Firmado: false, FechaFirma: null }],
      }),
    );
    remote.fake.on('neo', neoCapturaEndpoints.answer, ({ body }) => respuesta(body as Record<string, unknown>));
    expect((await screen.findByTestId('captura-progreso')).textContent).toBe(s.progreso(1, 3));
    await user.click(screen.getByTestId('pregunta-1-0-estado-No Aplica'));
    await waitFor(() => expect(screen.getByTestId('captura-progreso').textContent).toBe(s.progreso(2, 3)));
    // answering the same question again does not count twice
    await user.click(screen.getByTestId('pregunta-1-0-estado-Pendiente'));
    await waitFor(() => expect(screen.getByTestId('pregunta-1-0-estado-Pendiente').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('captura-progreso').textContent).toBe(s.progreso(2, 3));
  });

  it('a save the service cannot take now stays on the phone as Pendiente de envío, keeps what was entered, and arrives once with its clientId', async () => {
    const { user, remote } = setup();
    const { bodies, accept } = recordAnswers(remote, new ApiError(503, 'Servicio no disponible'));
    const card = await screen.findByTestId('pregunta-0-0');
    await user.type(within(card).getByTestId('pregunta-0-0-comentario'), 'Desaplomado');
    expect(within(card).getByTestId('pregunta-0-0-estado-guardado').textContent).toBe(s.elegirEstado);
    await user.click(within(card).getByTestId('pregunta-0-0-estado-Bloqueado'));
    expect((await within(card).findByTestId('pregunta-0-0-pendiente')).textContent).toBe(offline.pendiente);
    expect(within(card).getByTestId('pregunta-0-0-estado-Bloqueado').getAttribute('aria-pressed')).toBe('true');
    expect((within(card).getByTestId('pregunta-0-0-comentario') as HTMLTextAreaElement).value).toBe('Desaplomado');
    // counted as answered while it waits
    expect(screen.getByTestId('captura-progreso').textContent).toBe(s.progreso(1, 3));
    accept();
    setOnline(true);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ Estado: 'Bloqueado', Comentario: 'Desaplomado', slot: 1 });
    await waitFor(() => expect(within(card).getByTestId('pregunta-0-0-estado-guardado').textContent).toBe(s.guardada(dateTimeMinutes(FECHA))));
    expect(bodies).toHaveLength(2);
  });

  it('a save the service refuses says why, keeps what was entered; Reintentar sends it again with its clientId', async () => {
    const { user, remote } = setup();
    const { bodies, accept } = recordAnswers(remote, new ApiError(400, neo.captura.errors.preguntaNoExiste));
    const card = await screen.findByTestId('pregunta-0-0');
    await user.click(within(card).getByTestId('pregunta-0-0-estado-Rechazado'));
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'error', message: neo.captura.errors.preguntaNoExiste }));
    expect(within(card).getByTestId('pregunta-0-0-estado-guardado').textContent).toContain(neo.captura.errors.preguntaNoExiste);
    expect(within(card).getByTestId('pregunta-0-0-estado-Rechazado').getAttribute('aria-pressed')).toBe('true');
    accept();
    await user.click(within(card).getByTestId('pregunta-0-0-reintentar'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual(bodies[0]);
    await waitFor(() => expect(within(card).queryByTestId('pregunta-0-0-reintentar')).toBeNull());
  });

  it('offline: answers and the signature wait on the phone in order, the page counts them, and they arrive once when the signal returns', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
    const { user, remote } = setup();
    const sent: string[] = [];
    remote.fake.on('neo', neoCapturaEndpoints.answer, ({ body }) => {
      sent.push(`respuesta ${body.categoria}-${body.pregunta} ${body.Estado}`);
      return respuesta(body as Record<string, unknown>);
    });
    remote.fake.on('neo', neoCapturaEndpoints.sign, () => {
      sent.push('firma');
      return { firma: { revisorId: USER_ID, Firmante: 'Ursula Usuaria', Fecha: FECHA, fileId: oid(8, 'f') }, FechaRevisionFinal: null, Estado: 'En Proceso' };
    });
    await screen.findByTestId('pregunta-0-0');
    setOnline(false);
    await user.click(screen.getByTestId('pregunta-0-0-estado-Aprobado'));
    await user.click(screen.getByTestId('pregunta-0-1-estado-Rechazado'));
    await user.click(screen.getByTestId('pregunta-1-0-estado-No Aplica'));
    await waitFor(() => expect(screen.getByTestId('captura-progreso').textContent).toBe(s.progreso(3, 3)));
    expect(screen.getAllByText(offline.pendiente).length).toBeGreaterThanOrEqual(3);
    const canvas = screen.getByTestId('firma-canvas');
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    await user.click(screen.getByTestId('enviar-firma'));
    expect((await screen.findByTestId('firma-pendiente')).textContent).toContain(offline.pendiente);
    // signed on this phone: the answers are final here too
    expect(screen.getByTestId('pregunta-0-0-estado-Aprobado').hasAttribute('disabled')).toBe(true);
    expect(sent).toEqual([]);
    setOnline(true);
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent).toEqual(['respuesta 0-0 Aprobado', 'respuesta 0-1 Rechazado', 'respuesta 1-0 No Aplica', 'firma']);
    await waitFor(() => expect(screen.queryByTestId('firma-pendiente')).toBeNull());
  });

  it('after a reload while offline, each question shows its answer kept on the phone as chosen, Pendiente de envío, and it arrives once', async () => {
    const first = setup();
    const sent: string[] = [];
    first.remote.fake.on('neo', neoCapturaEndpoints.answer, ({ body }) => {
      sent.push(`respuesta ${body.categoria}-${body.pregunta} ${body.Estado}`);
      return respuesta(body as Record<string, unknown>);
    });
    await screen.findByTestId('pregunta-0-0');
    setOnline(false);
    await first.user.click(screen.getByTestId('pregunta-0-1-estado-Rechazado'));
    await within(screen.getByTestId('pregunta-0-1')).findByTestId('pregunta-0-1-pendiente');
    first.unmount();
    // the page opens again (a reload): the answer comes back from the device, not from the service
    const again = setup();
    again.remote.fake.on('neo', neoCapturaEndpoints.answer, ({ body }) => {
      sent.push(`respuesta ${body.categoria}-${body.pregunta} ${body.Estado}`);
      return respuesta(body as Record<string, unknown>);
    });
    const card = await screen.findByTestId('pregunta-0-1');
    expect((await within(card).findByTestId('pregunta-0-1-pendiente')).textContent).toBe(offline.pendiente);
    expect(within(card).getByTestId('pregunta-0-1-estado-Rechazado').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('captura-progreso').textContent).toBe(s.progreso(1, 3));
    expect(sent).toEqual([]);
    setOnline(true);
    await waitFor(() => expect(sent).toEqual(['respuesta 0-1 Rechazado']));
    await waitFor(() => expect(within(card).queryByTestId('pregunta-0-1-pendiente')).toBeNull());
    expect(within(card).getByTestId('pregunta-0-1-estado-Rechazado').getAttribute('aria-pressed')).toBe('true');
  });

  it("an answer refused once the signal returned stays listed with its reason; 'Editar' reopens its question and the next change replaces it", async () => {
    const { user, remote } = setup();
    const { bodies, accept } = recordAnswers(remote, new ApiError(409, neo.hojas.errors.cerrada));
    await screen.findByTestId('pregunta-0-1');
    setOnline(false);
    await user.type(screen.getByTestId('pregunta-0-1-comentario'), 'Fisura');
    await user.click(screen.getByTestId('pregunta-0-1-estado-Rechazado'));
    await screen.findByTestId('pregunta-0-1-pendiente');
    setOnline(true);
    expect((await screen.findByTestId('captura-pendiente-motivo')).textContent).toBe(neo.hojas.errors.cerrada);
    expect((await screen.findByTestId('pregunta-0-1-rechazada')).textContent).toBe(offline.rechazada);
    expect(bodies).toHaveLength(1);
    // the card moved on (another slot and back): the list on the page still holds it
    await user.click(screen.getByTestId('pregunta-0-1-slot-2'));
    await user.click(screen.getByTestId('pregunta-0-1-slot-1'));
    await user.click(screen.getByTestId('captura-pendiente-editar'));
    await waitFor(() => expect((screen.getByTestId('pregunta-0-1-comentario') as HTMLTextAreaElement).value).toBe('Fisura'));
    expect(screen.getByTestId('pregunta-0-1-estado-Rechazado').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pregunta-0-1-estado-guardado').textContent).toContain(neo.hojas.errors.cerrada);
    accept();
    await user.click(screen.getByTestId('pregunta-0-1-estado-Aprobado'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ clientId: bodies[0]?.clientId, Estado: 'Aprobado', Comentario: 'Fisura', slot: 1 });
    await waitFor(() => expect(screen.queryByTestId('captura-pendiente')).toBeNull());
  });

  it('slot 2 is answered on its own, and shows what was saved in it', async () => {
    const { user, remote } = setup(
      hojaDetail({
        Respuestas: [respuesta({ categoria: 0, pregunta: 0, slot: 1, Estado: 'Rechazado', Comentario: 'Primera' })],
        Revisores: [{ id: USER_ID, NombreRevisor: 'Ursula Usuaria', Bloqueado: false, Firmado: false, FechaFirma: null }],
      }),
    );
    const { bodies } = recordAnswers(remote);
    const card = await screen.findByTestId('pregunta-0-0');
    expect(within(card).getByTestId('pregunta-0-0-estado-Rechazado').getAttribute('aria-pressed')).toBe('true');
    await user.click(within(card).getByTestId('pregunta-0-0-slot-2'));
    expect(within(card).getByTestId('pregunta-0-0-estado-Rechazado').getAttribute('aria-pressed')).toBe('false');
    expect((within(card).getByTestId('pregunta-0-0-comentario') as HTMLTextAreaElement).value).toBe('');
    await user.click(within(card).getByTestId('pregunta-0-0-estado-Aprobado'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ slot: 2, Estado: 'Aprobado', Comentario: '' });
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
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.captura.success.firma }));
  });

  it('nothing can be answered or signed while the project is not started', async () => {
    setup(hojaDetail({ ProyectoIniciado: false }));
    expect((await screen.findByTestId('captura-cerrada')).textContent).toBe(s.noIniciado);
    expect(screen.getByTestId('pregunta-0-0-estado-Aprobado').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('enviar-firma').hasAttribute('disabled')).toBe(true);
  });
});
