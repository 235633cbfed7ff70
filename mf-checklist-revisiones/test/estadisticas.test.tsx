import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones } from '@insp/messages/checklist-revisiones';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { charts } from '@insp/ui/testing/charts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { StatisticsScreen } from '../src/features/estadisticas/StatisticsScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { COMPANY, oid, PROJECT, REVISION, S } from './fixtures.ts';

// The charts themselves are @mui/x-charts' business; what the screen hands them is ours.
vi.mock('@mui/x-charts/BarChart', () => import('@insp/ui/testing/charts'));
vi.mock('@mui/x-charts/PieChart', () => import('@insp/ui/testing/charts'));

const t = checklistRevisiones.estadisticas;

const stats = (over: Partial<cr.Estadisticas> = {}): cr.Estadisticas => ({
  nivel: 'revision',
  niveles: { proyecto: 'Torre Norte', revision: 'Revisión 1', listado: null },
  total: 30,
  resueltas: 10,
  porResolver: 15,
  porSubcontrato: [
    { nombre: 'Eléctrico', total: 20, resueltas: 5, porResolver: 12 },
    { nombre: 'Pintura', total: 10, resueltas: 5, porResolver: 3 },
  ],
  porListado: [
    { id: oid(201), nombre: 'Depto 1', total: 18, resueltas: 8, porResolver: 9 },
    { id: oid(202), nombre: 'Depto 2', total: 12, resueltas: 2, porResolver: 6 },
  ],
  ...over,
});

function setup(path: string, route: string, answer: () => cr.Estadisticas) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  remote.fake.on(S, cr.estadisticasProyecto, answer);
  return renderScreen(<StatisticsScreen />, { remote, route, path });
}

describe('checklist statistics', () => {
  it("counts observations, 'Resuelto' as resolved and 'Por Resolver' as unresolved; pie and bar by subcontract and bar by listado at revision level", async () => {
    charts.bars.length = 0;
    const { remote } = setup(`/administrador/checklist-proyectos/estadisticas/${PROJECT}/${REVISION}`, checklistPaths.estadisticasRevision, () => stats());
    expect((await screen.findByTestId('estadistica-total')).textContent).toBe('30');
    expect(screen.getByTestId('estadistica-resueltas').textContent).toBe('10');
    expect(screen.getByTestId('estadistica-por-resolver').textContent).toBe('15');
    const pie = await screen.findByTestId('grafico-torta');
    expect(within(pie).getByTestId('porcentajes-subcontrato').textContent).toContain('Eléctrico: 66,7% (20)');
    expect(await screen.findByTestId('grafico-listado')).toBeTruthy();
    const [porSubcontrato] = charts.bars as Array<{ series: Array<{ data: number[]; label: string }>; xAxis: Array<{ max: number }> }>;
    expect(porSubcontrato?.series.map((s) => [s.label, s.data])).toEqual([
      [t.resueltas, [5, 5]],
      [t.porResolver, [12, 3]],
    ]);
    expect(porSubcontrato?.xAxis[0]?.max).toBeCloseTo(17 * 1.15);
    expect(remote.fake.callsTo(S, cr.estadisticasProyecto).map((c) => c.query.get('revisionId'))).toEqual([REVISION]);
  });

  it('says the project has no observations when there are none, and shows no listado bar at project level', async () => {
    setup(`/administrador/checklist-proyectos/estadisticas/${PROJECT}`, checklistPaths.estadisticasProyecto, () =>
      stats({ nivel: 'proyecto', total: 0, porSubcontrato: [], porListado: [] }),
    );
    expect((await screen.findByTestId('estadisticas-sin-datos')).textContent).toBe(t.sinDatos.proyecto);
    expect(screen.queryByTestId('grafico-listado')).toBeNull();
  });

  it('shows the refusal of a project it may not see without retrying', async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    remote.fake.on(S, cr.estadisticasProyecto, () => {
      throw new ApiError(404, checklistRevisiones.proyectos.errors.noExiste);
    });
    renderScreen(<StatisticsScreen />, {
      remote,
      route: checklistPaths.estadisticasProyecto,
      path: `/administrador/checklist-proyectos/estadisticas/${PROJECT}`,
    });
    expect((await screen.findByTestId('estadisticas-sin-datos')).textContent).toBe(checklistRevisiones.proyectos.errors.noExiste);
    expect(remote.fake.callsTo(S, cr.estadisticasProyecto)).toHaveLength(1);
  });
});
