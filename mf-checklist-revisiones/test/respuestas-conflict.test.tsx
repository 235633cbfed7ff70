import * as cr from '@insp/contracts/checklist-revisiones';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RespuestasScreen } from '../src/features/respuestas/RespuestasScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { answerNames, COMPANY, ERROR_TIPO, LISTADO, oid, PROJECT, RECINTO, respuesta, REVISION, S, SUBCONTRATO } from './fixtures.ts';

// issue 17 §3: an answer's edit carries the Version it was made on; a stale one is refused and the dialog offers to reload
const PATH = `/administrador/checklist-proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/recintos/${RECINTO}/subcontratos/${SUBCONTRATO}/respuestas/${ERROR_TIPO}`;
const CONFLICTO = 'Otra persona modificó esta respuesta mientras la editabas. Recarga para ver sus cambios y vuelve a intentarlo.';

/** A fake service that keeps one answer and refuses an edit on a Version that is not the current one. */
function setup(initial: cr.RespuestaItem) {
  const state = { item: initial };
  const bodies: cr.RespuestaUpdateBody[] = [];
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  answerNames(remote.fake).on(S, cr.respuestasEndpoints.list, () => ({ items: [state.item], next: null }));
  remote.fake.on(S, cr.respuestasEndpoints.update, ({ body }) => {
    bodies.push(body);
    if (body.Version !== state.item.Version) throw new ApiError(409, CONFLICTO);
    state.item = {
      ...state.item,
      Comentario: body.Comentario ?? state.item.Comentario,
      Estado: body.Estado === undefined ? state.item.Estado : body.Estado,
      Version: (state.item.Version ?? 0) + 1,
    };
    return { message: 'Comentario Editado Correctamente', item: state.item };
  });
  const view = renderScreen(<RespuestasScreen />, { remote, route: checklistPaths.respuestas, path: PATH });
  return { ...view, state, bodies };
}

async function openEditor(user: ReturnType<typeof setup>['user']) {
  await user.click(within(await screen.findByTestId(`respuesta-${oid(601)}`)).getByTestId('respuesta-editar-boton'));
  return within(await screen.findByTestId('respuesta-editar'));
}

describe('answer edit under concurrent edits', () => {
  it('sends the Version of the answer it opened', async () => {
    const { user, remote, bodies } = setup(respuesta(1, { Version: 2 }));
    const dialog = await openEditor(user);
    await user.selectOptions(dialog.getByTestId('editar-estado'), 'Resuelto');
    await user.click(screen.getByTestId('editar-guardar'));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: 'Comentario Editado Correctamente' }]));
    expect(bodies).toEqual([{ Estado: 'Resuelto', Version: 2 }]);
  });

  it("a stale edit shows the Spanish conflict and 'Recargar', which asks the answers again and edits on the new values", async () => {
    const { user, remote, state, bodies } = setup(respuesta(1, { Version: 2 }));
    const dialog = await openEditor(user);
    // another user edits the answer while this dialog is open
    state.item = { ...state.item, Comentario: 'Cambiado por otra persona', Estado: 'Resuelto', Version: 3 };

    await user.clear(dialog.getByTestId('editar-comentario'));
    await user.type(dialog.getByTestId('editar-comentario'), 'Mi comentario');
    await user.click(screen.getByTestId('editar-guardar'));

    expect((await dialog.findByTestId('respuesta-editar-error')).textContent).toContain(CONFLICTO);
    expect(bodies).toEqual([{ Comentario: 'Mi comentario', Version: 2 }]);
    const listCalls = remote.fake.callsTo(S, cr.respuestasEndpoints.list).length;

    await user.click(dialog.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect((dialog.getByTestId('editar-comentario') as HTMLTextAreaElement).value).toBe('Cambiado por otra persona'));
    expect(remote.fake.callsTo(S, cr.respuestasEndpoints.list).length).toBeGreaterThan(listCalls);
    expect((dialog.getByTestId('editar-estado') as HTMLSelectElement).value).toBe('Resuelto');
    expect(dialog.queryByText(CONFLICTO)).toBeNull();

    // the edit made again on the fresh data carries the new Version and is stored
    await user.clear(dialog.getByTestId('editar-comentario'));
    await user.type(dialog.getByTestId('editar-comentario'), 'Mi comentario');
    await user.click(screen.getByTestId('editar-guardar'));
    await waitFor(() => expect(screen.queryByTestId('respuesta-editar')).toBeNull());
    expect(bodies.at(-1)).toEqual({ Comentario: 'Mi comentario', Version: 3 });
    expect(state.item).toMatchObject({ Comentario: 'Mi comentario', Estado: 'Resuelto', Version: 4 });
  });
});
