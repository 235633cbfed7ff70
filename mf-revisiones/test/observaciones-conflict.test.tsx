import { listObservaciones, type ObservacionItem, type ObservacionUpdateBody, updateObservacion } from '@insp/contracts';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ObservationsScreen } from '../src/features/observaciones/ObservationsScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';
import { answerContext, COMPANY, LISTADO, observacion, PROJECT, REVISION } from './fixtures.ts';

// issue 17 §3: an edit carries the Version it was made on; a stale one is refused and the dialog offers to reload
const PATH = `/administrador/empresa/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones`;
const CONFLICTO = 'Otra persona modificó esta observación mientras la editabas. Recarga para ver sus cambios y vuelve a intentarlo.';

/** A fake service that keeps one observation and refuses an edit on a Version that is not the current one. */
function setup(initial: ObservacionItem) {
  const state = { item: initial };
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  const bodies: ObservacionUpdateBody[] = [];
  answerContext(remote.fake).on('revisiones', listObservaciones, () => ({ items: [state.item], next: null }));
  remote.fake.on('revisiones', updateObservacion, ({ body }) => {
    bodies.push(body);
    if (body.Version !== state.item.Version) throw new ApiError(409, CONFLICTO);
    const { Version: _version, ...fields } = body;
    state.item = {
      ...state.item,
      ...fields,
      ErrorTipo: fields.ErrorTipo === null ? '' : (fields.ErrorTipo ?? state.item.ErrorTipo),
      Resuelta: fields.Resuelta === undefined ? state.item.Resuelta : fields.Resuelta ? '2025-03-06T00:00:00.000Z' : null,
      Version: (state.item.Version ?? 0) + 1,
    };
    return { message: 'Observación actualizada', item: state.item };
  });
  const view = renderScreen(<ObservationsScreen />, { remote, route: revisionesPaths.directorObservaciones, path: PATH });
  return { ...view, state, bodies };
}

async function openEditor(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Ver detalle' }));
  await user.click(await screen.findByTestId('editar-detalle'));
  return screen.findByRole('dialog');
}

describe("'Editar detalle' under concurrent edits", () => {
  it("sends the Version of the observation it opened, with the 'Resuelta' switch too", async () => {
    const { user, bodies } = setup(observacion(1, { Version: 3 }));
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Resuelta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ Resuelta: true, Version: 3 }]);
  });

  it("a stale edit shows the Spanish conflict and 'Recargar', which asks the list again and edits on the new values", async () => {
    const { user, remote, state, bodies } = setup(observacion(1, { Version: 3 }));
    const dialog = await openEditor(user);
    // another user edits the observation while this dialog is open
    state.item = { ...state.item, Comentario: 'Cambiado por otra persona', Sector: 'Torre B', Version: 4 };

    const comentario = within(dialog).getByTestId('editar-comentario');
    await user.clear(comentario);
    await user.type(comentario, 'Mi comentario');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect((await within(dialog).findByTestId('editar-detalle-error')).textContent).toContain(CONFLICTO);
    expect(bodies).toEqual([{ Comentario: 'Mi comentario', Version: 3 }]);
    const listCalls = remote.fake.callsTo('revisiones', listObservaciones).length;

    await user.click(within(dialog).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect((within(dialog).getByTestId('editar-comentario') as HTMLTextAreaElement).value).toBe('Cambiado por otra persona'));
    expect(remote.fake.callsTo('revisiones', listObservaciones).length).toBeGreaterThan(listCalls);
    expect((within(dialog).getByLabelText(/Sector/) as HTMLSelectElement).value).toBe('Torre B');
    expect(within(dialog).queryByText(CONFLICTO)).toBeNull();

    // the edit made again on the fresh data carries the new Version and is stored
    const fresh = within(dialog).getByTestId('editar-comentario');
    await user.clear(fresh);
    await user.type(fresh, 'Mi comentario');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies.at(-1)).toEqual({ Comentario: 'Mi comentario', Version: 4 });
    expect(state.item).toMatchObject({ Comentario: 'Mi comentario', Sector: 'Torre B', Version: 5 });
  });
});
