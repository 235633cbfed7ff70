import { type Correccion, listObservaciones, observacionCorreccionEndpoints, type ObservacionItem } from '@insp/contracts';
import { portal, portalPantallas } from '@insp/messages/portal';
import { observacionesScreens } from '@insp/messages/revisiones';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ObservationsScreen } from '../src/features/observaciones/ObservationsScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';
import { answerContext, answerHistory, COMPANY, historyStep, LISTADO, observacion, oid, PROJECT, REVISION } from './fixtures.ts';

const t = portalPantallas.consola;
const PATH = `/administrador/empresa/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones`;
const informada: Correccion = { estado: 'Informada', comentario: 'Muro repintado', fotos: [oid(60)], informadaEn: '2026-11-26T15:00:00.000Z' };

/** The listado's observations; accepting resolves the first, returning marks its fix 'Devuelta' (as the service answers). */
function setup(first: ObservacionItem) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  let items = [first, observacion(2)];
  answerContext(remote.fake).on('revisiones', listObservaciones, () => ({ items, next: null }));
  remote.fake.on('revisiones', observacionCorreccionEndpoints.aceptar, () => {
    const item = {
      ...first,
      Estado: 'Resuelta' as const,
      EstadoLabel: 'Resuelta',
      Resuelta: '2026-11-27T10:00:00.000Z',
      correccion: { ...informada, estado: 'Aceptada' as const },
    };
    items = [item, observacion(2)];
    return { message: portal.correccionAceptada, item };
  });
  remote.fake.on('revisiones', observacionCorreccionEndpoints.devolver, ({ body }) => {
    const item = { ...first, correccion: { ...informada, estado: 'Devuelta' as const, comentarioRevision: (body as { comentario: string }).comentario } };
    items = [item, observacion(2)];
    return { message: portal.correccionDevuelta, item };
  });
  return { ...renderScreen(<ObservationsScreen />, { remote, route: revisionesPaths.directorObservaciones, path: PATH }), remote };
}

async function openFirst(user: ReturnType<typeof setup>['user']) {
  const row = (await screen.findAllByTestId('observacion-row'))[0]!;
  await user.click(within(row).getByRole('button', { name: observacionesScreens.listado.expandir }));
  return screen.findByTestId('correccion-revision');
}

describe("an observation with a fix reported through the portal (director's listado)", () => {
  it("shows 'Corrección informada' beside its state, only on that row, and 'Aceptar' resolves it", async () => {
    const { user, remote } = setup(observacion(1, { correccion: informada }));
    const rows = await screen.findAllByTestId('observacion-row');
    expect(within(rows[0]!).getByText(portal.correccionEstados.Informada)).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('correccion-chip')).toBeNull();

    const panel = await openFirst(user);
    expect(within(panel).getByText(t.correccionDelSubcontratista)).toBeTruthy();
    expect(within(panel).getByText('Muro repintado')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: t.aceptar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: portal.correccionAceptada }]));
    expect(remote.fake.callsTo('revisiones', observacionCorreccionEndpoints.aceptar)[0]?.path).toBe(
      `/api/revisiones/companies/${COMPANY}/projects/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones/${observacion(1).id}/correccion/aceptar`,
    );
    // the list is asked again: the row shows it resolved and the fix accepted, without actions
    expect(await within((await screen.findAllByTestId('observacion-row'))[0]!).findByText(portal.correccionEstados.Aceptada)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.aceptar })).toBeNull();
  });

  it("'Devolver' asks for the reason (required) and sends it; the fix then shows 'Corrección devuelta' with it", async () => {
    const { user, remote } = setup(observacion(1, { correccion: informada }));
    const panel = await openFirst(user);
    await user.click(within(panel).getByRole('button', { name: t.devolver }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.devolverTitulo)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.devolver }));
    expect(await within(dialog).findByText(portal.devolucionComentarioRequired)).toBeTruthy();
    expect(remote.fake.callsTo('revisiones', observacionCorreccionEndpoints.devolver)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(t.comentario, { exact: false }), 'Quedan manchas');
    await user.click(within(dialog).getByRole('button', { name: t.devolver }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remote.fake.callsTo('revisiones', observacionCorreccionEndpoints.devolver)[0]?.body).toEqual({ comentario: 'Quedan manchas' });
    expect(remote.notifications).toEqual([{ kind: 'success', message: portal.correccionDevuelta }]);
    expect(await screen.findByText('Quedan manchas')).toBeTruthy();
    expect(screen.getAllByText(portal.correccionEstados.Devuelta).length).toBeGreaterThan(0);
  });

  it("'Historial' names each step of the fix in Spanish: who reported it through the portal, what they wrote, and the director's acceptance", async () => {
    const { user, remote } = setup(observacion(1, { correccion: { ...informada, estado: 'Aceptada' } }));
    const logged = { estado: 'Informada', comentario: 'Muro repintado', fotos: [oid(60)] };
    answerHistory(remote.fake, [
      historyStep(502, '2026-11-27T10:00:00.000Z', { id: oid(9), name: 'Diego Director' }, 'correccion-aceptada', [
        { field: 'correccion', old: logged, new: { ...logged, estado: 'Aceptada' } },
      ]),
      historyStep(501, '2026-11-26T15:00:00.000Z', { id: 'portal', name: portal.actorSubcontrato('Pintura') }, 'correccion-informada', [
        { field: 'correccion', old: null, new: logged },
      ]),
    ]);
    await openFirst(user);
    await user.click(await screen.findByTestId('historial-abrir'));
    const events = await screen.findAllByTestId('historial-evento');
    expect(events[0]?.textContent).toContain(portal.correccionEstados.Aceptada);
    expect(events[0]?.textContent).toContain('Corrección: Corrección informada: Muro repintado → Corrección aceptada: Muro repintado');
    expect(events[1]?.textContent).toContain(portal.actorSubcontrato('Pintura'));
    expect(events[1]?.textContent).toContain('Corrección: (vacío) → Corrección informada: Muro repintado');
    expect(events.map((e) => e.textContent).join(' ')).not.toMatch(/[{}]|correccion-/);
  });
});
