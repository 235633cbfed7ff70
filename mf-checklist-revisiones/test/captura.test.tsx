import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ApiError } from '@insp/mf-kit';
import { pendingStates as pendientes, resetDeviceQueue, saveKeptThenReconnect, setOnline } from '@insp/ui/offline/testing';
import { createTestRemote, prefetchRouteOf, renderScreen, type TestRemote, testUser } from '@insp/ui/testing';
import { attachPhoto, refuseUpload, removePhotoAndSave, storedPhoto, testJpeg } from '@insp/ui/testing/capture';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CapturaScreen } from '../src/features/captura/CapturaScreen.tsx';
import { checklistRevisionesRoutes } from '../src/routes.ts';
import { checklistPaths } from '../src/shared/paths.ts';
import { answerNames, COMPANY, LISTADO, oid, PROJECT, respuesta, REVISION, S } from './fixtures.ts';

const text = checklistRevisionesScreens.captura;
const PATH = `/administrador/checklist-proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/captura`;
const UPLOAD = `/api/checklist-revisiones/companies/${COMPANY}/files`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const arbol: cr.ArbolCaptura = {
  recintos: [
    {
      id: oid(301),
      Nombre: 'Cocina',
      subcontratos: [
        {
          id: oid(401),
          Nombre: 'Eléctrico',
          erroresTipo: [
            { id: oid(501), Nombre: 'Cable expuesto' },
            { id: oid(502), Nombre: 'Enchufe suelto' },
          ],
        },
        { id: oid(402), Nombre: 'Pintura', erroresTipo: [{ id: oid(503), Nombre: 'Mancha' }] },
      ],
    },
    { id: oid(302), Nombre: 'Baño', subcontratos: [] },
  ],
};

function setup(onCapture: (call: number) => cr.RespuestaItem, onUpload?: () => unknown) {
  const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
  let captures = 0;
  answerNames(remote.fake)
    .on(S, cr.respuestasEndpoints.arbol, () => arbol)
    .on(S, cr.respuestasEndpoints.capture, () => onCapture(++captures))
    .onPath('POST', UPLOAD, () => (onUpload ? onUpload() : storedPhoto(oid(700))));
  return renderScreen(<CapturaScreen />, { remote, route: checklistPaths.captura, path: PATH });
}

const captures = (remote: TestRemote) => remote.fake.callsTo(S, cr.respuestasEndpoints.capture);

async function choose(user: ReturnType<typeof setup>['user']) {
  await user.selectOptions(await screen.findByLabelText(/^Recinto/), 'Cocina');
  await user.selectOptions(screen.getByLabelText(/^Subcontrato/), 'Eléctrico');
  await user.selectOptions(screen.getByLabelText(/^Error Tipo/), 'Cable expuesto');
}

afterEach(resetDeviceQueue);

const uploads = (remote: TestRemote) => remote.fake.calls.filter((c) => c.method === 'POST' && c.path === UPLOAD);
const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLSelectElement | HTMLTextAreaElement).value;

/** Offline, two answers of the same error type ('Primera', 'Segunda'): 'Registrar otra' keeps recinto, subcontrato and error tipo. */
async function twoOffline(user: ReturnType<typeof setup>['user']) {
  await screen.findByLabelText(/^Recinto/);
  setOnline(false);
  await choose(user);
  await user.type(screen.getByTestId('captura-comentario'), 'Primera');
  await user.click(screen.getByTestId('captura-guardar'));
  await user.click(await screen.findByTestId('registrar-otra'));
  expect(value(/^Recinto/)).toBe(oid(301));
  expect(value(/^Error Tipo/)).toBe(oid(501));
  await user.type(screen.getByTestId('captura-comentario'), 'Segunda');
  await user.click(screen.getByTestId('captura-guardar'));
  await screen.findByTestId('captura-registrada');
}

describe('phone capture page', () => {
  it("opened from a link, the listado's tree and the breadcrumbs' names are asked for by the route's prefetch (beside the page's code) and read from it", async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    answerNames(remote.fake).on(S, cr.respuestasEndpoints.arbol, () => arbol);
    prefetchRouteOf(checklistRevisionesRoutes, 'captura', PATH, remote);
    const firstQueries = [cr.respuestasEndpoints.arbol, cr.listadosEndpoints.ruta];
    // before the page has rendered at all
    await waitFor(() => expect(firstQueries.map((endpoint) => remote.fake.callsTo(S, endpoint).length)).toEqual([1, 1]));
    renderScreen(<CapturaScreen />, { remote, route: checklistPaths.captura, path: PATH });
    await screen.findByLabelText(/^Recinto/);
    await waitFor(() => expect(screen.getByTestId('breadcrumbs-nombres').textContent).toBe('Constructora Andes / Torre Norte / Revisión 1 / Depto 1'));
    expect(firstQueries.map((endpoint) => remote.fake.callsTo(S, endpoint).length)).toEqual([1, 1]);
  });

  it('says in Spanish what is missing, and the choices narrow room → subcontract → error type', async () => {
    const { user, remote } = setup(() => respuesta(1));
    await user.click(await screen.findByTestId('captura-guardar'));
    for (const message of [text.requeridos.recinto, text.requeridos.subcontrato, text.requeridos.errorTipo]) expect(screen.getByText(message)).toBeTruthy();
    expect((screen.getByLabelText(/^Subcontrato/) as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(/^Recinto/), 'Cocina');
    const options = (label: RegExp) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options(/^Subcontrato/)).toEqual([text.elegir, 'Eléctrico', 'Pintura']);
    await user.selectOptions(screen.getByLabelText(/^Subcontrato/), 'Pintura');
    expect(options(/^Error Tipo/)).toEqual([text.elegir, 'Mancha']);
    expect(options(/^Estado/)).toEqual(['Sin selección', 'Por Resolver', 'Resuelto', 'Criterio Propietario']);
    expect(captures(remote)).toEqual([]);
  });

  it('marks the required fields', async () => {
    setup(() => respuesta(1));
    await screen.findByLabelText(/^Recinto/);
    for (const id of ['captura-recinto', 'captura-subcontrato', 'captura-error-tipo'])
      expect(document.querySelector(`label[for="${id}"]`)?.textContent).toMatch(/\*/);
    expect(document.querySelector('label[for="captura-estado"]')?.textContent).not.toMatch(/\*/);
  });

  it("keeps an answer whose request the network failed as 'Pendiente de envío', and sends it once, same clientId and photo, when the connection returns", async () => {
    const { user, remote } = setup((call) => {
      if (call === 1) throw new ApiError(0, 'El servicio no está disponible. Intenta nuevamente en unos momentos.');
      return respuesta(7);
    });
    await choose(user);
    const input = screen.getByTestId('captura-foto-input');
    expect(input.getAttribute('capture')).toBe('environment');
    await user.upload(input, testJpeg('a.jpg'));
    await waitFor(() => expect(screen.getByTestId('captura-foto').dataset.state).toBe('lista'));
    await user.type(screen.getByTestId('captura-comentario'), 'Cable a la vista');
    await user.selectOptions(screen.getByLabelText(/^Estado/), 'Por Resolver');
    await saveKeptThenReconnect(user);
    const [first, retry, ...more] = captures(remote);
    expect(more).toEqual([]);
    expect(first?.path).toBe(
      `/api/checklist-revisiones/companies/${COMPANY}/projects/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/recintos/${oid(301)}/subcontratos/${oid(401)}/errores-tipo/${oid(501)}/respuestas`,
    );
    expect(first?.body).toEqual({ clientId: expect.stringMatching(UUID), Imagen: oid(700), Comentario: 'Cable a la vista', Estado: 'Por Resolver' });
    expect(retry?.body).toEqual(first?.body);
    expect(uploads(remote)).toHaveLength(1);
  });

  it("offline: answers wait in order as 'Pendiente de envío' and arrive once online", async () => {
    const { user, remote } = setup((call) => respuesta(call));
    await twoOffline(user);
    await waitFor(() => expect(pendientes()).toEqual(['pendiente', 'pendiente']));
    expect(captures(remote)).toEqual([]);
    setOnline(true);
    await waitFor(() => expect(pendientes()).toEqual([]));
    expect(captures(remote).map((c) => (c.body as { Comentario: string }).Comentario)).toEqual(['Primera', 'Segunda']);
  });

  it("an answer refused after it was kept shows the service's reason; 'Editar' reopens it, 'Descartar' forgets it", async () => {
    const { user, remote } = setup((call) => {
      if (call <= 2) throw new ApiError(409, 'El error tipo ya no existe.');
      return respuesta(9);
    });
    await twoOffline(user);
    setOnline(true);
    await waitFor(() => expect(pendientes()).toEqual(['rechazada', 'rechazada']));
    expect(screen.getAllByTestId('captura-pendiente-motivo').map((m) => m.textContent)).toEqual(['El error tipo ya no existe.', 'El error tipo ya no existe.']);

    await user.click(screen.getAllByTestId('captura-pendiente-editar')[0]!);
    await waitFor(() => expect(value(/^Comentario/)).toBe('Primera'));
    await user.selectOptions(screen.getByLabelText(/^Error Tipo/), 'Enchufe suelto');
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-registrada')).dataset.state).toBe('enviada');
    const [refused, , edited] = captures(remote);
    expect((edited?.body as { clientId: string }).clientId).toBe((refused?.body as { clientId: string }).clientId);
    expect(edited?.path).toContain(`/errores-tipo/${oid(502)}/respuestas`);

    await user.click(screen.getByTestId('captura-pendiente-descartar'));
    await user.click(screen.getByTestId('captura-pendiente-confirmar'));
    await waitFor(() => expect(pendientes()).toEqual([]));
    expect(captures(remote)).toHaveLength(3);
  });

  it("'Registrar otra' starts a new answer with a NEW clientId and no photo", async () => {
    const { user, remote } = setup((call) => respuesta(call));
    await choose(user);
    await user.click(screen.getByTestId('captura-guardar'));
    await user.click(await screen.findByTestId('registrar-otra'));
    expect(screen.queryByTestId('captura-foto')).toBeNull();
    await user.click(screen.getByTestId('captura-guardar'));
    await screen.findByTestId('captura-registrada');
    const [first, second] = captures(remote).map((c) => c.body as { clientId: string; Imagen: string | null; Estado: string | null });
    expect(first?.Imagen).toBeNull();
    expect(first?.Estado).toBeNull();
    expect(second?.clientId).toMatch(UUID);
    expect(second?.clientId).not.toBe(first?.clientId);
  });

  it("shows the service's 415 text for a photo it refuses, keeps the answer's choices, and saves once the photo is removed", async () => {
    const { user, remote } = setup(() => respuesta(3), refuseUpload);
    await choose(user);
    await attachPhoto(user, 'falsa.jpg');
    await user.type(screen.getByTestId('captura-comentario'), 'Mancha');
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-error')).textContent).toBe('El archivo debe ser una imagen JPEG, PNG o WebP.');
    expect(captures(remote)).toEqual([]);
    expect(value(/^Error Tipo/)).toBe(oid(501));
    expect(value(/^Comentario/)).toBe('Mancha');
    expect(pendientes()).toEqual([]);
    await removePhotoAndSave(user, text.quitarFoto);
  });
});
