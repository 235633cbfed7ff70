import { createReport } from '@insp/contracts';
import { listadosEndpoints, type ObservacionResumenItem, projectObservaciones, revisionesEndpoints } from '@insp/contracts';
import { createTestRemote, renderScreen, testUser, viewportMatchMedia } from '@insp/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ProjectObservationsScreen } from '../src/features/observaciones/ProjectObservationsScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';
import { answerContext, COMPANY, LISTADO, listadoItem, observacion, oid, PROJECT, REVISION, revisionItem } from './fixtures.ts';

const row = (n: number, overrides: Partial<ObservacionResumenItem> = {}): ObservacionResumenItem => ({
  ...observacion(n),
  revisionId: REVISION,
  listadoId: LISTADO,
  NombreRevision: 'Revisión 1',
  NombreListado: 'Piso 3',
  ...overrides,
});

function setup(total = 45) {
  const remote = createTestRemote({ session: testUser('Administrador') });
  answerContext(remote.fake)
    .on('revisiones', projectObservaciones, ({ query }) => ({
      items: query.page * 20 < total ? [row(total - query.page * 20, { Estado: 'Vencida', EstadoLabel: 'Por Resolver' })] : [],
      total,
      page: query.page,
      pageSize: 20,
    }))
    .on('revisiones', revisionesEndpoints.list, () => ({ items: [revisionItem()], total: 1, page: 0, pageSize: 100 }))
    .on('revisiones', listadosEndpoints.list, ({ params }) => {
      expect(params.revisionId).toBe(REVISION);
      return { items: [listadoItem({ id: LISTADO, Nombre: 'Piso 3' })], total: 1, page: 0, pageSize: 100 };
    })
    .on('revisiones', createReport, () => ({ id: oid(900) }));
  // the administrator's company rides in ?empresa=
  return renderScreen(<ProjectObservationsScreen />, {
    remote,
    route: revisionesPaths.observacionesProyecto,
    path: `/administrador/proyectos/${PROJECT}/observaciones?empresa=${COMPANY}`,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ProjectObservationsScreen', () => {
  it('at 390 px one card per observation: revision / listado as its title, every other column a line of it', async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(390));
    setup();
    const card = await screen.findByTestId('resumen-row');
    expect(screen.queryByTestId('observaciones-proyecto-table')).toBeNull();
    expect(within(card).getByTestId('row-card-title').textContent).toBe('Revisión 1 / Piso 3');
    expect(within(card).getByText('Por Resolver')).toBeTruthy();
    expect(within(card).getByTestId('row-card-comentario').textContent).toBe('ComentarioComentario 45');
    expect(within(card).getByTestId('row-card-observada').textContent).toMatch(/^Fecha observada\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(screen.getByText('1-20 de 45')).toBeTruthy();
  });

  it('at 1440 px the table: its dates on one line, compact cells and headers that may wrap, so it fits the wide layout', async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(1440));
    setup();
    const first = await screen.findByTestId('resumen-row');
    expect(first.tagName).toBe('TR');
    const fecha = within(first).getByTestId('resumen-observada');
    expect(fecha.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(getComputedStyle(fecha).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(within(first).getByTestId('resumen-vencimiento')).whiteSpace).toBe('nowrap');
    // 6 px each side instead of MUI's 16: twelve columns need about 240 px less
    expect(getComputedStyle(fecha).paddingLeft).toBe('6px');
    const header = within(screen.getByTestId('observaciones-proyecto-table')).getByRole('columnheader', { name: 'Fecha vencimiento' });
    expect(getComputedStyle(header).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(within(first).getByTestId('resumen-sector')).whiteSpace).not.toBe('nowrap');
  });

  it("shows the summary's columns, pages of 20 from the server, and the company from ?empresa=", async () => {
    const { user, remote } = setup();
    const table = await screen.findByTestId('observaciones-proyecto-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Revisión',
      'Listado',
      'Sector',
      'Recinto',
      'Subcontrato',
      'Error Tipo',
      'Prioridad',
      'Orden',
      'Estado',
      'Comentario',
      'Fecha observada',
      'Fecha vencimiento',
    ]);
    const first = await screen.findByTestId('resumen-row');
    expect(within(first).getByText('Por Resolver')).toBeTruthy();
    expect(within(first).getByText('Piso 3')).toBeTruthy();
    expect(screen.getByText('1-20 de 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    await waitFor(() => expect(remote.fake.callsTo('revisiones', projectObservaciones).at(-1)?.query.get('page')).toBe('1'));
    expect(
      remote.fake.callsTo('revisiones', projectObservaciones).every((c) => c.path === `/api/revisiones/companies/${COMPANY}/projects/${PROJECT}/observaciones`),
    ).toBe(true);
  });

  it('filters by revision, listado and the catalogue filters (range only with both dates), back to the first page, and the Excel gets the same filters', async () => {
    const { user, remote } = setup();
    await screen.findByTestId('resumen-row');
    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    await waitFor(() => expect(remote.fake.callsTo('revisiones', projectObservaciones).at(-1)?.query.get('page')).toBe('1'));

    await user.click(screen.getByTestId('filtros-toggle'));
    const listado = await screen.findByLabelText('Listado');
    expect(listado).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText('Revisión'), 'Revisión 1');
    await waitFor(() => expect(screen.getByLabelText('Listado')).toHaveProperty('disabled', false));
    await screen.findByRole('option', { name: 'Piso 3' });
    await user.selectOptions(screen.getByLabelText('Listado'), 'Piso 3');
    await user.selectOptions(screen.getByLabelText('Prioridad'), 'Alta');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-03-01' } });
    const last = () => Object.fromEntries(remote.fake.callsTo('revisiones', projectObservaciones).at(-1)?.query ?? []);
    await waitFor(() => expect(last()).toEqual({ revisionId: REVISION, listadoId: LISTADO, prioridad: 'Alta', page: '0' }));

    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-03-31' } });
    // Whole days on the company's clock (Santiago, UTC-3 in March), whatever the runner's zone.
    const desde = '2025-03-01T03:00:00.000Z';
    const hasta = '2025-04-01T02:59:59.999Z';
    await waitFor(() => expect(last()).toEqual({ revisionId: REVISION, listadoId: LISTADO, prioridad: 'Alta', desde, hasta, page: '0' }));

    await user.click(screen.getByTestId('generar-excel-resumen'));
    await waitFor(() => expect(remote.fake.callsTo('revisiones', createReport)).toHaveLength(1));
    expect(remote.fake.callsTo('revisiones', createReport)[0]?.body).toEqual({
      kind: 'excel-resumen',
      projectId: PROJECT,
      revisionId: REVISION,
      listadoId: LISTADO,
      prioridad: 'Alta',
      desde,
      hasta,
    });
    expect(remote.notifications).toContainEqual({ kind: 'info', message: 'Descargando' });

    // a new revision forgets the listado
    await user.selectOptions(screen.getByLabelText('Revisión'), '');
    await waitFor(() => expect(last()).toEqual({ prioridad: 'Alta', desde, hasta, page: '0' }));
  });

  it("says 'Este proyecto no tiene observaciones.' when there are none", async () => {
    setup(0);
    expect((await screen.findByTestId('resumen-vacio')).textContent).toBe('Este proyecto no tiene observaciones.');
  });
});
