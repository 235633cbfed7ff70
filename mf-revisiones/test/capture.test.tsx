import { captureObservacion, type ObservacionCreateBody } from '@insp/contracts';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, type TestRemote, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CaptureScreen } from '../src/features/capture/CaptureScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';
import { answerContext, COMPANY, LISTADO, observacion, oid, PROJECT, REVISION } from './fixtures.ts';

const PATH = `/administrador/user/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones/nueva`;
const UPLOAD = `/api/revisiones/companies/${COMPANY}/files`;

const stored = (id: string) => ({ id, contentType: 'image/jpeg', width: 1600, height: 1200, size: 1234, createdAt: '2025-03-04T05:06:07.000Z' });
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

function setup(onCapture: (body: ObservacionCreateBody, call: number) => ReturnType<typeof observacion>, onUpload?: () => unknown) {
  const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
  let captures = 0;
  let uploads = 0;
  answerContext(remote.fake)
    .on('revisiones', captureObservacion, ({ body }) => onCapture(body, ++captures))
    .onPath('POST', UPLOAD, () => (onUpload ? onUpload() : stored(oid(700 + ++uploads))));
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

  it('uploads each photo as soon as it is chosen, sends their ids, and keeps the same clientId when the first POST failed', async () => {
    const { user, remote } = setup((_body, call) => {
      if (call === 1) throw new ApiError(0, 'El servicio no está disponible. Intenta nuevamente en unos momentos.');
      return observacion(7);
    });
    await fill(user);
    const input = screen.getByTestId('captura-foto-input');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    await user.upload(input, jpeg('a.jpg'));
    await waitFor(() => expect(screen.getAllByTestId('captura-foto').map((f) => f.dataset.state)).toEqual(['lista']));
    await user.upload(screen.getByTestId('captura-foto-input'), jpeg('b.jpg'));
    await waitFor(() => expect(screen.getAllByTestId('captura-foto').map((f) => f.dataset.state)).toEqual(['lista', 'lista']));
    // LimiteFotos 2: no third photo
    expect(screen.queryByTestId('captura-foto-input')).toBeNull();
    expect(remote.fake.calls.filter((c) => c.method === 'POST' && c.path === UPLOAD)).toHaveLength(2);

    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-error')).textContent).toBe('El servicio no está disponible. Intenta nuevamente en unos momentos.');
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-registrada')).textContent).toContain('Observación N° 7 registrada');

    const [first, retry] = bodies(remote);
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
  });

  it("'Registrar otra' starts an empty form with a NEW clientId; the link goes back to the list", async () => {
    const { user, remote } = setup((_body, call) => observacion(call + 10));
    await fill(user);
    await user.click(screen.getByTestId('captura-guardar'));
    await screen.findByTestId('captura-registrada');
    expect(screen.getByTestId('volver-observaciones').getAttribute('href')).toBe(
      `/administrador/user/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones`,
    );
    await user.click(screen.getByTestId('registrar-otra'));
    expect((screen.getByLabelText(/^Sector/) as HTMLSelectElement).value).toBe('');
    expect(screen.queryAllByTestId('captura-foto')).toHaveLength(0);
    await fill(user);
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-registrada')).textContent).toContain('Observación N° 12 registrada');
    const [first, second] = bodies(remote);
    expect(first?.clientId).toBeTruthy();
    expect(second?.clientId).toBeTruthy();
    expect(second?.clientId).not.toBe(first?.clientId);
  });

  it("shows the service's 415 text for a file that is not an image, and will not save until it is removed", async () => {
    const { user, remote } = setup(
      () => observacion(3),
      () => {
        throw new ApiError(415, 'El archivo debe ser una imagen JPEG, PNG o WebP.');
      },
    );
    await fill(user);
    await user.upload(screen.getByTestId('captura-foto-input'), jpeg('falsa.jpg'));
    expect((await screen.findByTestId('captura-foto-error')).textContent).toBe('El archivo debe ser una imagen JPEG, PNG o WebP.');
    await user.click(screen.getByTestId('captura-guardar'));
    expect((await screen.findByTestId('captura-error')).textContent).toBe('Quita o reemplaza la foto que no se pudo subir.');
    expect(bodies(remote)).toEqual([]);
    await user.click(within(screen.getByTestId('captura-foto')).getByRole('button', { name: 'Quitar foto' }));
    await user.click(screen.getByTestId('captura-guardar'));
    await screen.findByTestId('captura-registrada');
    expect(bodies(remote)[0]?.Imagenes).toEqual([]);
  });
});
