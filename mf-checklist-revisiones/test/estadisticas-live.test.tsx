import * as cr from '@insp/contracts/checklist-revisiones';
import { createTestRemote, emitUnrelatedChanges, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { StatisticsScreen } from '../src/features/estadisticas/StatisticsScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { COMPANY, oid, PROJECT, REVISION, S } from './fixtures.ts';

// The charts themselves are @mui/x-charts' business.
vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div data-testid="bar-chart" /> }));
vi.mock('@mui/x-charts/PieChart', () => ({ PieChart: () => <div data-testid="pie-chart" /> }));

const stats = (total: number): cr.Estadisticas => ({
  nivel: 'revision',
  niveles: { proyecto: 'Torre Norte', revision: 'Revisión 1', listado: null },
  total,
  resueltas: 10,
  porResolver: total - 10,
  porSubcontrato: [{ nombre: 'Eléctrico', total, resueltas: 10, porResolver: total - 10 }],
  porListado: [{ id: oid(201), nombre: 'Depto 1', total, resueltas: 10, porResolver: total - 10 }],
});

describe('checklist statistics, live (issue 16)', () => {
  it('refresh when an answer they count changes elsewhere; changes of another revision or project leave them be', async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    let total = 30;
    remote.fake.on(S, cr.estadisticasProyecto, () => stats(total));
    renderScreen(<StatisticsScreen />, {
      remote,
      route: checklistPaths.estadisticasRevision,
      path: `/administrador/checklist-proyectos/estadisticas/${PROJECT}/${REVISION}`,
    });
    expect((await screen.findByTestId('estadistica-total')).textContent).toBe('30');
    const calls = () => remote.fake.callsTo(S, cr.estadisticasProyecto).length;
    const before = calls();

    // Not what they count: another revision of the project, another project.
    emitUnrelatedChanges(remote.events, S, COMPANY, { entity: 'Respuesta', action: 'crear' }, { projectId: PROJECT, revisionId: REVISION });
    // An answer of this revision captured elsewhere.
    total = 31;
    remote.events.emitChange(S, COMPANY, {
      entity: 'Respuesta',
      entityId: oid(903),
      action: 'crear',
      parents: { projectId: PROJECT, revisionId: REVISION, listadoId: oid(201) },
    });
    await waitFor(() => expect(screen.getByTestId('estadistica-total').textContent).toBe('31'));
    expect(screen.getByTestId('estadistica-por-resolver').textContent).toBe('21');
    expect(calls()).toBe(before + 1);
  });
});
