import * as cr from '@insp/contracts/checklist-revisiones';
import { resolveRoute } from '@insp/mf-kit';
import { createTestRemote, remoteRoutes, renderScreen, testUser } from '@insp/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import descriptor from '../src/module.ts';
import { checklistRevisionesRoutes } from '../src/routes.ts';
import { checklistLinks } from '../src/shared/paths.ts';
import { COMPANY, PROJECT, proyecto, S } from './fixtures.ts';

const RemoteRoutes = remoteRoutes(checklistRevisionesRoutes);

describe('the checklist route table', () => {
  it('every link a screen follows belongs to this remote, with the roles of §2 and §6', () => {
    const ref = { projectId: 'p1', revisionId: 'r1', listadoId: 'l1' };
    const admin = checklistLinks(testUser('Administrador'), COMPANY);
    const pathOf = (href: string) => href.split('?')[0] as string;
    const owned = (href: string) => resolveRoute([descriptor], pathOf(href))?.route;
    expect(owned(admin.proyectos())?.pattern).toBe('/administrador/empresas/:companyId/checklist-proyectos');
    expect(admin.revisiones('p1')).toBe(`/administrador/checklist-proyectos/p1/revisiones?empresa=${COMPANY}`);
    for (const href of [admin.recintos(ref), admin.subcontratos(ref, 'x'), admin.respuestas(ref, 'x', 'y', 'z')]) {
      expect(owned(href)?.roles, href).toEqual(['Administrador', 'AdministradorEmpresa']);
    }
    for (const href of [admin.listados('p1', 'r1'), admin.captura(ref), admin.estadisticas('p1', 'r1', 'l1'), admin.observaciones('p1')]) {
      expect(owned(href)?.roles, href).toContain('UsuarioEmpresa');
    }
    expect(owned(admin.estadisticas('p1', 'r1'))?.pattern).toBe('/administrador/checklist-proyectos/estadisticas/:projectId/:revisionId');
  });

  it('opens a lazy screen of a route and refreshes it on a live change', async () => {
    let nombre = 'Torre Norte';
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    remote.fake
      .on(S, cr.proyectosEndpoints.get, () => proyecto(1, { id: PROJECT, NombreProyecto: nombre }))
      .on(S, cr.revisionesEndpoints.list, () => ({ items: [], total: 0, page: 0, pageSize: 5 }));
    renderScreen(<RemoteRoutes />, { remote, path: `/administrador/checklist-proyectos/${PROJECT}/revisiones` });
    const card = await screen.findByTestId('module-screen-checklist_revisiones');
    expect(await within(card).findByText('Torre Norte')).toBeTruthy();
    expect(remote.events.open()).toEqual([`/api/checklist-revisiones/companies/${COMPANY}/events`]);
    nombre = 'Torre Sur';
    remote.events.emitChange(S, COMPANY, { entity: 'Proyecto', entityId: PROJECT, action: 'editar', parents: { projectId: PROJECT } });
    expect(await within(card).findByText('Torre Sur')).toBeTruthy();
  });
});
