import { projectEstadisticas, type ProyectoItem, proyectosEndpoints } from '@insp/contracts';
import { createTestRemote, remoteRoutes, renderScreen, testUser } from '@insp/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { revisionesRoutes } from '../src/routes.ts';
import { COMPANY, PROJECT, proyectoItem } from './fixtures.ts';

const proyecto = (NombreProyecto: string): ProyectoItem => proyectoItem({ NombreProyecto });

const RemoteRoutes = remoteRoutes(revisionesRoutes);

describe('a revisiones screen in a test remote', () => {
  it('opens the lazy screen of a route, reads the project through the fake client and refreshes on a live change', async () => {
    let nombre = 'Edificio Norte';
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    remote.fake.on('revisiones', proyectosEndpoints.get, ({ params }) => {
      expect(params).toEqual({ companyId: COMPANY, projectId: PROJECT });
      return proyecto(nombre);
    });
    renderScreen(<RemoteRoutes />, { remote, path: `/administrador/empresa/proyectos/${PROJECT}/revisiones` });

    const card = await screen.findByTestId('module-screen-revisiones');
    expect((await within(card).findByText('Edificio Norte')).dataset.testid).toBe('project-name');
    expect(remote.events.open()).toEqual([`/api/revisiones/companies/${COMPANY}/events`]);

    nombre = 'Edificio Sur';
    remote.events.emitChange('revisiones', COMPANY, { entity: 'Proyecto', entityId: PROJECT, action: 'editar', parents: {} });
    expect(await within(card).findByText('Edificio Sur')).toBeTruthy();
  });

  it("the administrator's statistics route takes the company from ?empresa=", async () => {
    const remote = createTestRemote({ session: testUser('Administrador') });
    remote.fake.on('revisiones', projectEstadisticas, () => ({
      nivel: 'proyecto' as const,
      niveles: { proyecto: 'Torre', revision: null, listado: null },
      total: 0,
      resueltas: 0,
      pendientes: 0,
      porSubcontrato: [],
      porListado: [],
    }));
    renderScreen(<RemoteRoutes />, { remote, path: `/administrador/estadisticas/${PROJECT}?empresa=${COMPANY}` });
    expect(await screen.findByText('Torre')).toBeTruthy();
    expect(remote.fake.calls.map((c) => c.path)).toEqual([`/api/revisiones/companies/${COMPANY}/projects/${PROJECT}/estadisticas`]);
  });
});
