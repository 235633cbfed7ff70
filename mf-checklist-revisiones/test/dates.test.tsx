import * as cr from '@insp/contracts/checklist-revisiones';
import { TEST_TIME_ZONES, useTimeZone } from '@insp/domain/testing';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListadosScreen } from '../src/features/listados/ListadosScreen.tsx';
import { emptyFiltros, filtrosQuery } from '../src/features/resumen/ResumenScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { COMPANY, listado, PROJECT, proyecto, REVISION, revision, S } from './fixtures.ts';

/*
 * docs/architecture.md 'Dates': a listado's proposed / real date is the day chosen (a calendar date),
 * an instant is shown on the company's clock (America/Santiago); both whatever the browser's zone.
 */

const t = checklistRevisiones.listados;
const s = checklistRevisionesScreens.listados;

describe.each(TEST_TIME_ZONES)('dates of the checklist listados under TZ=%s', (timeZone) => {
  useTimeZone(timeZone);

  it('a listado shows the real and proposed days chosen; the form holds the same day and an unchanged save sends it back', async () => {
    let current = listado(1, { FechaCreacion: '2026-12-20T02:30:00.000Z', FechaPropuesta: '2026-12-19', FechaReal: '2026-12-20' });
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    remote.fake
      .on(S, cr.proyectosEndpoints.get, () => proyecto(1, { id: PROJECT, NombreProyecto: 'Torre Norte' }))
      .on(S, cr.revisionesEndpoints.get, () => revision(1, { id: REVISION }))
      .on(S, cr.listadosEndpoints.list, () => ({ items: [current], total: 1, page: 0, pageSize: 5 }))
      .on(S, cr.listadosEndpoints.fechaReal, ({ body }) => {
        current = { ...current, FechaReal: body.Fecha };
        return current;
      });
    const { user } = renderScreen(<ListadosScreen />, {
      remote,
      route: checklistPaths.listados,
      path: `/administrador/checklist-proyectos/${PROJECT}/revisiones/${REVISION}/listados`,
    });
    const row = await screen.findByTestId(`row-${current.id}`);
    expect(within(row).getByText(s.fechaPropuesta('19/12/2026'))).toBeTruthy();
    expect(within(row).getByText(s.fechaReal('20/12/2026'))).toBeTruthy();
    // Its creation is an instant: 02:30 UTC on the 20th is 23:30 on the 19th in Santiago.
    expect(within(row).getByText('19/12/2026 23:30:00')).toBeTruthy();
    await user.click(screen.getByTestId(`acciones-${current.id}`));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: t.actions.fechaReal }));
    await screen.findByTestId('fecha-dialog');
    expect((screen.getByTestId('fecha-input') as HTMLInputElement).value).toBe('2026-12-20');
    await user.click(await screen.findByTestId('fecha-agregar'));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.fechas.editada }]));
    expect(remote.fake.callsTo(S, cr.listadosEndpoints.fechaReal).map((c) => c.body)).toEqual([{ Fecha: '2026-12-20' }]);
    await waitFor(() => expect(within(screen.getByTestId(`row-${current.id}`)).getByText(s.fechaReal('20/12/2026'))).toBeTruthy());
  });

  it("the summary's date range covers whole days on the company's clock", () => {
    expect(filtrosQuery({ ...emptyFiltros, desde: '2026-12-20', hasta: '2026-12-21' }).query).toEqual({
      desde: '2026-12-20T03:00:00.000Z',
      hasta: '2026-12-22T02:59:59.999Z',
    });
  });
});
