import { type Estadisticas, projectEstadisticas } from '@insp/contracts';
import { createTestRemote, emitUnrelatedChanges, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { StatisticsScreen } from '../src/features/estadisticas/StatisticsScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';
import { COMPANY, oid, PROJECT, REVISION } from './fixtures.ts';

// The charts themselves are @mui/x-charts' business.
vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div data-testid="bar-chart" /> }));
vi.mock('@mui/x-charts/PieChart', () => ({ PieChart: () => <div data-testid="pie-chart" /> }));

const stats = (resueltas: number): Estadisticas => ({
  nivel: 'revision',
  niveles: { proyecto: 'Edificio Norte', revision: 'Revisión 1', listado: null },
  total: 30,
  resueltas,
  pendientes: 30 - resueltas,
  porSubcontrato: [{ nombre: 'Eléctrico', total: 30, resueltas, pendientes: 30 - resueltas }],
  porListado: [{ id: oid(1), nombre: 'Piso 3', total: 30, resueltas, pendientes: 30 - resueltas }],
});

describe('StatisticsScreen, live (issue 16)', () => {
  it('refreshes when an observation it counts is resolved elsewhere; changes of another revision or project leave it be', async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    let resueltas = 10;
    remote.fake.on('revisiones', projectEstadisticas, () => stats(resueltas));
    renderScreen(<StatisticsScreen />, { remote, route: revisionesPaths.estadisticasRevision, path: `/administrador/estadisticas/${PROJECT}/${REVISION}` });
    expect((await screen.findByTestId('estadistica-resueltas')).textContent).toBe('10');
    const calls = () => remote.fake.callsTo('revisiones', projectEstadisticas).length;
    const before = calls();

    // Not what it counts: another revision of the project, another project.
    emitUnrelatedChanges(remote.events, 'revisiones', COMPANY, { entity: 'Observacion', action: 'editar' }, { projectId: PROJECT, revisionId: REVISION });
    resueltas = 11;
    remote.events.emitChange('revisiones', COMPANY, {
      entity: 'Observacion',
      entityId: oid(903),
      action: 'editar',
      parents: { projectId: PROJECT, revisionId: REVISION, listadoId: oid(1) },
    });
    await waitFor(() => expect(screen.getByTestId('estadistica-resueltas').textContent).toBe('11'));
    expect(screen.getByTestId('estadistica-pendientes').textContent).toBe('19');
    expect(calls()).toBe(before + 1);
  });
});
