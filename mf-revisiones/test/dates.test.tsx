import { type ListadoItem, listadosEndpoints, listObservaciones, proyectosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { TEST_TIME_ZONES, useTimeZone } from '@insp/domain/testing';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListadosScreen } from '../src/features/listados/ListadosScreen.tsx';
import { ObservationsScreen } from '../src/features/observaciones/ObservationsScreen.tsx';
import { rangoFechas } from '../src/shared/observaciones/filters.ts';
import { revisionesPaths } from '../src/shared/paths.ts';
import { answerContext, COMPANY, LISTADO, listadoItem, observacion, PROJECT, proyectoItem, REVISION, revisionItem } from './fixtures.ts';

/*
 * docs/architecture.md 'Dates': a listado's proposed / real date is the day chosen (a calendar date),
 * an instant is shown on the company's clock (America/Santiago); both whatever the browser's zone.
 */

const t = revisiones.listados;
const s = revisionesScreens.listados;

const listado = (over: Partial<ListadoItem> = {}): ListadoItem =>
  listadoItem({ Nombre: 'Piso 1', FechaCreacion: '2026-12-20T02:30:00.000Z', FechaPropuesta: '2026-12-20', FechaReal: '2026-12-21', ...over });

function listados() {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY, companyName: 'Constructora Andes' }) });
  let current = listado();
  const sent: unknown[] = [];
  remote.fake.on('revisiones', proyectosEndpoints.get, () => proyectoItem());
  remote.fake.on('revisiones', revisionesEndpoints.get, () => revisionItem({ Nombre: 'Obra gruesa' }));
  remote.fake.on('revisiones', listadosEndpoints.list, ({ query }) => ({ items: [current], total: 1, page: 0, pageSize: query.pageSize }));
  remote.fake.on('revisiones', listadosEndpoints.fechaPropuesta, ({ body }) => {
    sent.push(body);
    current = listado({ FechaPropuesta: body.Fecha });
    return current;
  });
  const view = renderScreen(<ListadosScreen />, {
    remote,
    path: `/administrador/empresa/proyectos/${PROJECT}/revisiones/${REVISION}/listados`,
    route: revisionesPaths.directorListados,
  });
  return { ...view, sent };
}

describe.each(TEST_TIME_ZONES)('dates of the revision screens under TZ=%s', (timeZone) => {
  useTimeZone(timeZone);

  it('a listado shows the proposed and real days chosen; the form holds the same day and an unchanged save sends it back', async () => {
    const { user, remote, sent } = listados();
    const row = await screen.findByTestId(`row-${LISTADO}`);
    expect(within(row).getByText(s.fechaPropuesta('20/12/2026'))).toBeTruthy();
    expect(within(row).getByText(s.fechaReal('21/12/2026'))).toBeTruthy();
    // Its creation is an instant: 02:30 UTC on the 20th is 23:30 on the 19th in Santiago.
    expect(within(row).getByText('19/12/2026 23:30:00')).toBeTruthy();
    await user.click(within(row).getByTestId(`acciones-${LISTADO}`));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: t.actions.fechaPropuesta }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByTestId('fecha-input') as HTMLInputElement).value).toBe('2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: t.fechas.agregar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.fechas.editada }]));
    expect(sent).toEqual([{ Fecha: '2026-12-20' }]);
    await waitFor(() => expect(within(screen.getByTestId(`row-${LISTADO}`)).getByText(s.fechaPropuesta('20/12/2026'))).toBeTruthy());
  });

  it("an observation's creation date is on the company's clock", async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    answerContext(remote.fake).on('revisiones', listObservaciones, () => ({ items: [observacion(1, { CreatedAt: '2026-12-20T02:30:00.000Z' })], next: null }));
    renderScreen(<ObservationsScreen />, {
      remote,
      route: revisionesPaths.directorObservaciones,
      path: `/administrador/empresa/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones`,
    });
    const [row] = await screen.findAllByTestId('observacion-row');
    expect(within(row as HTMLElement).getByText('19/12/2026 23:30:00')).toBeTruthy();
  });

  it("the observations' date range covers whole days on the company's clock", () => {
    expect(rangoFechas({ desde: '2026-07-01', hasta: '2026-12-20' })).toEqual({ desde: '2026-07-01T04:00:00.000Z', hasta: '2026-12-21T02:59:59.999Z' });
  });
});
