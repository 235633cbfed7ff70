import { companiesEndpoints, type CompanyDetail, type ProyectoPage, proyectosEndpoints } from '@insp/contracts';
import { common } from '@insp/messages';
import { ModuleOffGate } from '@insp/ui/screens';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { render, screen } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { describe, expect, it } from 'vitest';

import { App } from '../src/App.tsx';
import { ProjectsScreen } from '../src/features/proyectos/ProjectsScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';

const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const block = { LimiteUsuarios: 10, UsuariosUsados: 0 };
const company = (revisiones: boolean): CompanyDetail => ({
  id: COMPANY,
  Nombre: 'Inmobiliaria Pacífico',
  Rut: '77.123.456-9',
  LimiteFotos: 2,
  PiePagina: '',
  ZonaHoraria: 'America/Santiago',
  Activado: true,
  FechaEliminacion: null,
  Revisiones: { Activado: revisiones, LimiteRevisiones: 5, RevisionesUsados: 0, ...block },
  CheckList: { Activado: true, LimiteCheckList: 5, CheckListUsados: 0, ...block },
  ChecklistsOT: { Activado: true, LimiteProyectos: 5, ProyectosUsados: 0, ...block },
});
const empty: ProyectoPage = { items: [], total: 0, page: 0, pageSize: 80, cupo: { used: 0, limit: 5 } };

function setup(revisiones: boolean) {
  const remote = createTestRemote({ session: testUser('Administrador', { companyId: null }) });
  remote.fake.on('admin', companiesEndpoints.get, () => company(revisiones));
  remote.fake.on('revisiones', proyectosEndpoints.list, () => empty);
  return renderScreen(
    <ModuleOffGate on={(c) => c.Revisiones.Activado}>
      <ProjectsScreen />
    </ModuleOffGate>,
    { remote, route: revisionesPaths.adminProyectos, path: `/administrador/empresas/${COMPANY}/proyectos` },
  );
}

describe('a module the company switched off, for the Administrador (issue 16)', () => {
  it("a typed URL shows the module-off page, no list and no 'Nuevo Proyecto'; the service is never asked", async () => {
    const { remote } = setup(false);
    const page = await screen.findByTestId('modulo-deshabilitado');
    expect(page.textContent).toContain(common.companyModuleOffTitle);
    expect(page.textContent).toContain(common.companyModuleDisabled);
    expect(screen.queryByRole('button', { name: 'Nuevo Proyecto' })).toBeNull();
    expect(remote.fake.callsTo('revisiones', proyectosEndpoints.list)).toHaveLength(0);
  });

  it('with the module on, the screen opens as before', async () => {
    setup(true);
    expect(await screen.findByRole('button', { name: 'Nuevo Proyecto' })).toBeTruthy();
    expect(screen.queryByTestId('modulo-deshabilitado')).toBeNull();
  });

  it('the remote itself, opened by the Administrador at a typed URL of that company, shows the module-off page', async () => {
    const remote = createTestRemote({ session: testUser('Administrador', { companyId: null }) });
    remote.fake.on('admin', companiesEndpoints.get, () => company(false));
    remote.fake.on('revisiones', proyectosEndpoints.list, () => empty);
    window.history.pushState({}, '', `/administrador/empresas/${COMPANY}/proyectos`);
    const spaProps = { name: 'revisiones', singleSpa: {}, mountParcel: () => undefined } as unknown as AppProps;
    render(<App {...remote.props} {...spaProps} />);
    expect((await screen.findByTestId('modulo-deshabilitado')).textContent).toContain(common.companyModuleDisabled);
    expect(screen.queryByRole('button', { name: 'Nuevo Proyecto' })).toBeNull();
    expect(remote.fake.callsTo('revisiones', proyectosEndpoints.list)).toHaveLength(0);
  });
});
