import {
  captureObservacion,
  catalogosObservacion,
  listadosEndpoints,
  type ObservacionCreateBody,
  proyectosEndpoints,
  revisionesEndpoints,
} from '@insp/contracts';
import { ApiError } from '@insp/mf-kit';
import { pendingStates as pendientes, resetDeviceQueue, saveKeptThenReconnect, setOnline } from '@insp/ui/offline/testing';
import { createTestRemote, prefetchRouteOf, renderScreen, type TestRemote, testUser } from '@insp/ui/testing';
import { attachPhoto, refuseUpload, removePhotoAndSave, storedPhoto, testJpeg } from '@insp/ui/testing/capture';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CaptureScreen } from '../src/features/captura/CaptureScreen.tsx';
import { revisionesRoutes } from '../src/routes.ts';
import { revisionesPaths } from '../src/shared/paths.ts';
import { answerContext, COMPANY, LISTADO, observacion, oid, PROJECT, REVISION } from './fixtures.ts';

const PATH = `/administrador/user/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones/nueva`;
const UPLOAD = `/api/revisiones/companies/${COMPANY}/files`;

function setup(onCapture: (body: ObservacionCreateBody, call: number) => ReturnType<typeof observacion>, onUpload?: () => unknown) {
  const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
  let captures = 0;
  let uploads = 0;
  answerContext(remote.fake)
    .on('revisiones', captureObservacion, ({ body }) => onCapture(body, ++captures))
    .onPath('POST', UPLOAD, () => (onUpload ? onUpload() : storedPhoto(oid(700 + ++uploads))));
  const view = renderScreen(<CaptureScreen />, { remote, route: revisionesPaths.userNuevaObservacion, path: PATH });
  return view;
}

const bodies = (remote: TestRemote) => remote.fake.callsTo('revisiones', captureObservacion).map((c) => c.body as ObservacionCreateBody);

async function fill(user: ReturnType<typeof setup>['user']) {
  await user.selectOptions(await screen.findByLabelText(/^Sector/), 'Torre A');
  await user.selectOptions(screen.getByLabelText(/^Recinto/), 'Cocina');
  await user.selectOptions(screen.getByLabelText(/^Subcontrato/), 'Eléctrico');
  await user.selectOptions(screen.getByLabelText(/^Error Tipo/), 'Cable expuesto');
  await user.selectOptions(screen.getByLabelText(/^Prioridad/), 'Alta');
  await user.type(screen.getByTestId('captura-comentario'), 'Cable a la vista');
}

afterEach(resetDeviceQueue);

const uploads = (remote: TestRemote) => remote.fake.calls.filter((c) => c.method === 'POST' && c.path === UPLOAD);
const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLSelectElement | HTMLTextAreaElement).value;

describe('CaptureScreen', () => {
  it('says which fields are missing, in Spanish, and sends nothing', async () => {
    const { user, remote } = setup(() => observacion(1));
    await user.click(await screen.findByTestId('captura-guardar'));
    for (const message of ['Sector es requerido', 'Recinto es requerido', 'Subcontrato es requerido', 'Prioridad es requerida']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    // a subcontract with error types needs one of them
    await user.selectOptions(screen.getByLabelText(/^Subcontrato/), 'Pintura');
    await user.click(screen.getByTestId('captura-guardar'));
    expect(await screen.findByText('Error Tipo es requerido')).toBeTruthy();
    expect(bodies(remote)).toEqual([]);
  });

  it('names the project, the revision and the listado in the breadcrumbs from one request (not the three items and their counters)', async () => {
    const { remote } = setup(() => observacion(1));
    await waitFor(() => expect(screen.getByTestId('breadcrumbs-nombres').textContent).toBe('Edificio Norte / Revisión 1 / Piso 3'));
    expect(remote.fake.callsTo('revisiones', listadosEndpoints.ruta)).toHaveLength(1);
    for (const item of [proyectosEndpoints.get, revisionesEndpoints.get, listadosEndpoints.get]) expect(remote.fake.callsTo('revisiones', item)).toEqual([]);
  });

  it("opened from a link, the catalogues and the breadcrumbs' names are asked for by the route's prefetch (beside the page's code) and read from it", async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    answerContext(remote.fake);
    prefetchRouteOf(revisionesRoutes, 'userNuevaObservacion', PATH, remote);
    const firstQueries = [catalogosObservacion, listadosEndpoints.ruta];
    // before the page has rendered at all
    await waitFor(() => expect(firstQueries.map((endpoint) => remote.fake.callsTo('revisiones', endpoint).length)).toEqual([1, 1]));
    renderScreen(<CaptureScreen />, { remote, route: revisionesPaths.userNuevaObservacion, path: PATH });
    await screen.findByLabelText(/^Sector/);
    await waitFor(() => expect(screen.getByTestId('breadcrumbs-nombres').textContent).toBe('Edificio Norte / Revisión 1 / Piso 3'));
    expect(firstQueries.map((endpoint) => remote.fake.callsTo('revisiones', endpoint).length)).toEqual([1, 1]);
  });

  it('marks the required fields', async () => {
    setup(() => observacion(1));
    await screen.findByLabelText(/^Sector/);
    for (const id of ['captura-sector', 'captura-recinto', 'captura-subcontrato', 'captura-prioridad']) {
      expect(document.querySelector(`label[for="${id}"]`)?.textContent).toMatch(/\*/);
    }
    expect(document.querySelector('label[for="captura-error-tipo"]')?.textContent).not.toMatch(/\*/);
  });

  it("keeps a capture whose request the network failed as 'Pendiente de envío', with its photos, and sends it once, same clientId, when the connection returns", async () => {
    const { user, remote } = setup((_body, call) => {
      if (call === 1) throw new ApiError(0, 'El servicio no está disponible. Intenta nuevamente en unos momentos.');
      return observacion(7);
    });
    await fill(user);
    const input = screen.getByTestId('captura-foto-input');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    await user.upload(input, testJpeg('a.jpg'));
    await waitFor(() => expect(screen.getAllByTestId('captura-foto').map((f) => f.dataset.state)).toEqual(['lista']));
    await user.upload(screen.getByTestId('captura-foto-input'), testJpeg('b.jpg'));
    await waitFor(() => expect(screen.getAllByTestId('captura-foto').map((f) => f.dataset.state)).toEqual(['lista', 'lista']));
    // LimiteFotos 2: no third photo; photos stay on the device until 'Guardar'
    expect(screen.queryByTestId('captura-foto-input')).toBeNull();
    expect(uploads(remote)).toHaveLength(0);

    await saveKeptThenReconnect(user);
    const [first, retry, ...more] = bodies(remote);
    expect(more).toEqual([]);
    expect(first).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      Sector: 'Torre A',
      Recinto: 'Cocina',
      Subcontrato: 'Eléctrico',
      ErrorTipo: 'Cable expuesto',
      Prioridad: 'Alta',
      Comentario: 'Cable a la vista',
      Imagenes: [oid(701), oid(702)],
    });
    expect(retry).toEqual(first);
    // each photo uploaded once: the retry reused their ids
    expect(uploads(remote)).toHaveLength(2);
  });

  it("offline: nothing is sent, the captures wait in order as 'Pendiente de envío' and arrive once online", async () => {
    const { user, remote } = setup((body) => observacion(body.Comentario === 'Cable a la vista' ? 21 : 22));
    await screen.findByLabelText(/^Sector/);
    setOnline(false);
    await fill(user);
    await attachPhoto(user, 'a.jpg');
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-registrada')).dataset.state).toBe('pendiente');
    await user.click(screen.getByTestId('registrar-otra'));
    await user.selectOptions(screen.getByLabelText(/^Subcontrato/), 'Eléctrico');
    await user.selectOptions(screen.getByLabelText(/^Error Tipo/), 'Cable expuesto');
    await user.selectOptions(screen.getByLabelText(/^Prioridad/), 'Alta');
    await user.type(screen.getByTestId('captura-comentario'), 'Segundo');
    await user.click(screen.getByTestId('captura-guardar'));
    await screen.findByTestId('captura-registrada');
    await waitFor(() => expect(pendientes()).toEqual(['pendiente', 'pendiente']));
    expect(remote.fake.calls.filter((c) => c.method === 'POST')).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(pendientes()).toEqual([]));
    expect(bodies(remote).map((b) => [b.Comentario, b.Imagenes.length])).toEqual([
      ['Cable a la vista', 1],
      ['Segundo', 0],
    ]);
  });

  it("a capture refused after it was kept shows the service's reason; 'Editar' reopens it with its data and clientId, 'Descartar' forgets it", async () => {
    const { user, remote } = setup((body, call) => {
      if (call <= 2) throw new ApiError(409, `El recinto '${body.Recinto}' ya no existe.`);
      return observacion(30);
    });
    await screen.findByLabelText(/^Sector/);
    setOnline(false);
    await fill(user);
    await user.click(screen.getByTestId('captura-guardar'));
    await user.click(await screen.findByTestId('registrar-otra'));
    await fill(user);
    await user.click(screen.getByTestId('captura-guardar'));
    await screen.findByTestId('captura-registrada');
    setOnline(true);
    await waitFor(() => expect(pendientes()).toEqual(['rechazada', 'rechazada']));
    expect(screen.getAllByTestId('captura-pendiente-motivo').map((m) => m.textContent)).toEqual([
      "El recinto 'Cocina' ya no existe.",
      "El recinto 'Cocina' ya no existe.",
    ]);

    await user.click(screen.getAllByTestId('captura-pendiente-editar')[0]!);
    await waitFor(() => expect(value(/^Comentario/)).toBe('Cable a la vista'));
    expect(value(/^Sector/)).toBe('Torre A');
    expect(value(/^Prioridad/)).toBe('Alta');
    await user.selectOptions(screen.getByLabelText(/^Recinto/), 'Baño');
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-registrada')).textContent).toContain('Observación N° 30 registrada');
    const [refused, , edited] = bodies(remote);
    expect(edited?.clientId).toBe(refused?.clientId);
    expect(edited?.Recinto).toBe('Baño');

    await user.click(screen.getByTestId('captura-pendiente-descartar'));
    await user.click(screen.getByTestId('captura-pendiente-confirmar'));
    await waitFor(() => expect(pendientes()).toEqual([]));
    expect(bodies(remote)).toHaveLength(3);
  });

  it("'Registrar otra' keeps sector and recinto, with a NEW clientId and no photos; the link goes back to the list", async () => {
    const { user, remote } = setup((_body, call) => observacion(call + 10));
    await fill(user);
    await user.click(screen.getByTestId('captura-guardar'));
    await screen.findByTestId('captura-registrada');
    expect(screen.getByTestId('volver-observaciones').getAttribute('href')).toBe(
      `/administrador/user/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones`,
    );
    await user.click(screen.getByTestId('registrar-otra'));
    // the next defect is usually in the same place
    expect(value(/^Sector/)).toBe('Torre A');
    expect(value(/^Recinto/)).toBe('Cocina');
    expect(value(/^Subcontrato/)).toBe('');
    expect(value(/^Comentario/)).toBe('');
    expect(screen.queryAllByTestId('captura-foto')).toHaveLength(0);
    await fill(user);
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-registrada')).textContent).toContain('Observación N° 12 registrada');
    const [first, second] = bodies(remote);
    expect(first?.clientId).toBeTruthy();
    expect(second?.clientId).toBeTruthy();
    expect(second?.clientId).not.toBe(first?.clientId);
  });

  it("shows the service's 415 text for a photo it refuses, keeps what the user entered, and saves once the photo is removed", async () => {
    const { user, remote } = setup(() => observacion(3), refuseUpload);
    await fill(user);
    await attachPhoto(user, 'falsa.jpg');
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-error')).textContent).toBe('El archivo debe ser una imagen JPEG, PNG o WebP.');
    expect(bodies(remote)).toEqual([]);
    // nothing the user entered is lost, and nothing is left in the queue
    expect(value(/^Sector/)).toBe('Torre A');
    expect(value(/^Comentario/)).toBe('Cable a la vista');
    expect(pendientes()).toEqual([]);
    await removePhotoAndSave(user, 'Quitar foto');
    expect(bodies(remote)[0]?.Imagenes).toEqual([]);
  });
});
