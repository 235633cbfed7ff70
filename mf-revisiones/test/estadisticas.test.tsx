import { type Estadisticas, projectEstadisticas } from '@insp/contracts';
import { ApiError } from '@insp/mf-kit';
import { barMax, porcentaje } from '@insp/ui/screens/statistics';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { charts } from '@insp/ui/testing/charts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { STATISTICS_RETRIES, StatisticsScreen } from '../src/features/estadisticas/StatisticsScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';
import { COMPANY, oid, PROJECT, REVISION } from './fixtures.ts';

// The charts themselves are @mui/x-charts' business; what the screen hands them is ours.
vi.mock('@mui/x-charts/BarChart', () => import('@insp/ui/testing/charts'));
vi.mock('@mui/x-charts/PieChart', () => import('@insp/ui/testing/charts'));

const stats = (overrides: Partial<Estadisticas> = {}): Estadisticas => ({
  nivel: 'revision',
  niveles: { proyecto: 'Edificio Norte', revision: 'Revisión 1', listado: null },
  total: 30,
  resueltas: 10,
  pendientes: 20,
  porSubcontrato: [
    { nombre: 'Eléctrico', total: 20, resueltas: 5, pendientes: 15 },
    { nombre: 'Pintura', total: 10, resueltas: 5, pendientes: 5 },
  ],
  porListado: [
    { id: oid(1), nombre: 'Piso 3', total: 18, resueltas: 8, pendientes: 10 },
    { id: oid(2), nombre: 'Piso 4', total: 12, resueltas: 2, pendientes: 10 },
  ],
  ...overrides,
});

function setup(path: string, route: string, answer: (call: number) => Estadisticas) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  let calls = 0;
  remote.fake.on('revisiones', projectEstadisticas, () => answer(++calls));
  return renderScreen(<StatisticsScreen />, { remote, route, path });
}

const state = () => screen.getByTestId('estadisticas-estado').dataset.state;

describe('StatisticsScreen', () => {
  it('shows totals, the share of each subcontract, a pie, and bars by subcontract and by listado with their maximum at 115%', async () => {
    charts.bars.length = 0;
    const { remote } = setup(`/administrador/estadisticas/${PROJECT}/${REVISION}`, revisionesPaths.estadisticasRevision, () => stats());
    expect((await screen.findByTestId('estadistica-total')).textContent).toBe('30');
    expect(screen.getByTestId('estadistica-resueltas').textContent).toBe('10');
    expect(screen.getByTestId('estadistica-pendientes').textContent).toBe('20');
    // the percentages sit under the pie, each chart under its own title
    const pie = await screen.findByTestId('grafico-torta');
    expect(
      within(within(pie).getByTestId('porcentajes-subcontrato'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Eléctrico: 66,7% (20)', 'Pintura: 33,3% (10)']);
    expect(within(pie).getByRole('heading').textContent).toBe('Distribución por subcontrato');
    expect(within(screen.getByTestId('grafico-subcontrato')).getByRole('heading').textContent).toBe('Resueltas y pendientes por subcontrato');
    expect(await screen.findByTestId('pie-chart')).toBeTruthy();
    await screen.findByTestId('grafico-listado');
    type BarProps = { xAxis: Array<{ max?: number }>; yAxis: Array<{ data?: string[] }> };
    const axisMax = (first: string) => (charts.bars as BarProps[]).findLast((b) => b.yAxis[0]?.data?.[0] === first)?.xAxis[0]?.max;
    // by subcontract (largest 20) and by listado (largest 18)
    expect(axisMax('Eléctrico')).toBeCloseTo(23);
    expect(axisMax('Piso 3')).toBeCloseTo(20.7);
    expect(remote.fake.callsTo('revisiones', projectEstadisticas)[0]?.query.get('revisionId')).toBe(REVISION);
    // the breadcrumb goes back to the project's revisions
    expect(screen.getByRole('link', { name: 'Revisiones' }).getAttribute('href')).toBe(`/administrador/empresa/proyectos/${PROJECT}/revisiones`);
    expect(screen.getByTestId('breadcrumbs-nombres').textContent).toBe('Edificio Norte / Revisión 1');
  });

  it(`retries a failed load up to ${STATISTICS_RETRIES} times, then says the revision has no observations`, async () => {
    const { remote } = setup(`/administrador/estadisticas/${PROJECT}/${REVISION}`, revisionesPaths.estadisticasRevision, () => {
      throw new ApiError(503, 'El servicio no está disponible. Intenta nuevamente en unos momentos.');
    });
    expect(state()).toBe('loading');
    expect((await screen.findByTestId('estadisticas-sin-datos')).textContent).toBe('Esta revisión no tiene observaciones');
    expect(remote.fake.callsTo('revisiones', projectEstadisticas)).toHaveLength(1 + STATISTICS_RETRIES);
    expect(state()).toBe('invalid');
  });

  it('a load that fails twice and then answers is shown', async () => {
    const { remote } = setup(`/administrador/estadisticas/${PROJECT}`, revisionesPaths.estadisticasProyecto, (call) => {
      if (call <= 2) throw new ApiError(0, 'El servicio no está disponible. Intenta nuevamente en unos momentos.');
      return stats({ nivel: 'proyecto', niveles: { proyecto: 'Edificio Norte', revision: null, listado: null }, porListado: [] });
    });
    expect((await screen.findByTestId('estadistica-total')).textContent).toBe('30');
    expect(remote.fake.callsTo('revisiones', projectEstadisticas)).toHaveLength(3);
    expect(screen.queryByTestId('grafico-listado')).toBeNull();
  });

  it("a listado without observations says 'Este listado no tiene observaciones' at once", async () => {
    const { remote } = setup(`/administrador/estadisticas/${PROJECT}/${REVISION}/${oid(3)}`, revisionesPaths.estadisticasListado, () =>
      stats({ nivel: 'listado', total: 0, resueltas: 0, pendientes: 0, porSubcontrato: [], porListado: [] }),
    );
    expect((await screen.findByTestId('estadisticas-sin-datos')).textContent).toBe('Este listado no tiene observaciones');
    expect(Object.fromEntries(remote.fake.callsTo('revisiones', projectEstadisticas)[0]?.query ?? [])).toEqual({ revisionId: REVISION, listadoId: oid(3) });
    expect(remote.fake.callsTo('revisiones', projectEstadisticas)).toHaveLength(1);
  });

  it('a refusal is not retried and its reason is shown (a project of another company)', async () => {
    const { remote } = setup(`/administrador/estadisticas/${PROJECT}`, revisionesPaths.estadisticasProyecto, () => {
      throw new ApiError(404, 'Este proyecto no existe.');
    });
    expect((await screen.findByTestId('estadisticas-sin-datos')).textContent).toBe('Este proyecto no existe.');
    // a query shows its error only once its retries are spent: one call by then means none was made
    expect(remote.fake.callsTo('revisiones', projectEstadisticas)).toHaveLength(1);
  });

  it('bar maximum is 115% of the largest value; shares with one decimal', () => {
    expect(barMax([10, 20, 5])).toBeCloseTo(23);
    expect(barMax([0, 0])).toBeUndefined();
    expect(porcentaje(1, 3)).toBe('33,3');
    expect(porcentaje(0, 0)).toBe('0');
  });

  it('waits for the project and the company (statistics without ?empresa= for the administrator say there is no data)', async () => {
    renderScreen(<StatisticsScreen />, {
      session: testUser('Administrador'),
      route: revisionesPaths.estadisticasProyecto,
      path: `/administrador/estadisticas/${PROJECT}`,
    });
    await waitFor(() => expect(screen.getByTestId('estadisticas-sin-datos').textContent).toBe('Este proyecto no tiene observaciones'));
  });
});
