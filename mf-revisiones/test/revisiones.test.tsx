import { proyectosEndpoints, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { portalPantallas } from '@insp/messages/portal';
import { revisiones } from '@insp/messages/revisiones';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, saveRefusedThenRenamed, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RevisionsScreen } from '../src/features/revisiones/RevisionsScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';
import { COMPANY, PROJECT, proyectoItem, REVISION, revisionItem } from './fixtures.ts';

const USER = 'dddddddddddddddddddddddd';
const t = revisiones.revisiones;

const revision: RevisionItem = revisionItem({
  Nombre: 'Obra gruesa',
  Carpetas: 2,
  Responsable: { id: USER, NombreCompleto: 'Elena Encargada', Cargo: 'Jefa de obra', FechaAsignado: '2025-01-02T03:04:05.000Z' },
  FechaCreacion: '2025-03-05T13:14:15.000Z',
});

function setup(userType: 'Administrador' | 'AdministradorEmpresa' | 'UsuarioEmpresa' = 'AdministradorEmpresa') {
  const remote = createTestRemote({ session: testUser(userType, userType === 'Administrador' ? {} : { companyId: COMPANY }) });
  remote.fake.on('revisiones', proyectosEndpoints.get, () => proyectoItem());
  remote.fake.on('revisiones', revisionesEndpoints.list, ({ query }) => {
    expect(query.pageSize).toBe(5);
    return { items: [revision], total: 1, page: 0, pageSize: 5 };
  });
  remote.fake.on('revisiones', proyectosEndpoints.usuarios, () => ({
    items: [{ id: USER, NombreCompleto: 'Elena Encargada', Cargo: 'Jefa de obra', Email: null }],
  }));
  const path =
    userType === 'Administrador'
      ? `/administrador/empresas/${COMPANY}/proyectos/${PROJECT}/revisiones`
      : `/administrador/empresa/proyectos/${PROJECT}/revisiones`;
  const route = userType === 'Administrador' ? revisionesPaths.adminRevisiones : revisionesPaths.directorRevisiones;
  return renderScreen(<RevisionsScreen />, { remote, path, route });
}

describe('revisions screen', () => {
  it('shows the breadcrumbs of the platform administrator, the project and the table; Listados opens the lists', async () => {
    const { user, remote } = setup('Administrador');
    expect(await screen.findByText('Edificio Norte')).toBeTruthy();
    const crumbs = screen.getByTestId('breadcrumbs');
    expect(within(crumbs).getByText('Empresas')).toBeTruthy();
    await user.click(within(crumbs).getByText('Proyectos'));
    expect(remote.navigations).toEqual([`/administrador/empresas/${COMPANY}/proyectos`]);

    const row = await screen.findByTestId(`row-${REVISION}`);
    expect(within(row).getByText('Obra gruesa')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('05/03/2025 10:14:15')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: t.actions.listados }));
    expect(remote.navigations.at(-1)).toBe(`/administrador/empresas/${COMPANY}/proyectos/${PROJECT}/revisiones/${REVISION}/listados`);
  });

  it("the dialog requires a name and a responsible and keeps the service's duplicate-name refusal on the field", async () => {
    const { user, remote } = setup();
    const sent: unknown[] = [];
    remote.fake.on('revisiones', revisionesEndpoints.create, ({ body }) => {
      sent.push(body);
      if (body.Nombre === 'Obra gruesa') throw new ApiError(409, t.errors.nombreDuplicado);
      return { ...revision, id: 'eeeeeeeeeeeeeeeeeeeeeeee', Nombre: body.Nombre };
    });
    expect(screen.queryByTestId('breadcrumb-Empresas')).toBeNull();
    await user.click(await screen.findByRole('button', { name: t.nueva }));
    const dialog = await screen.findByTestId('revision-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.nombreRequerido)).toBeTruthy();
    expect(within(dialog).getByText(t.validation.responsableRequerido)).toBeTruthy();

    await user.type(within(dialog).getByTestId('field-Nombre'), 'Obra gruesa');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Elena Encargada (Jefa de obra)' }));
    await saveRefusedThenRenamed(user, dialog, {
      refusal: t.errors.nombreDuplicado,
      field: 'field-Nombre',
      rename: 'Terminaciones',
      closes: 'revision-dialog',
    });
    expect(sent).toEqual([
      { Nombre: 'Obra gruesa', ResponsableId: USER },
      { Nombre: 'Terminaciones', ResponsableId: USER },
    ]);
    expect(remote.notifications).toEqual([
      { kind: 'error', message: t.errors.nombreDuplicado },
      { kind: 'success', message: t.success.agregada },
    ]);
  });

  it('shows why a revision with listados cannot be deleted', async () => {
    const { user, remote } = setup();
    remote.fake.on('revisiones', revisionesEndpoints.remove, () => {
      throw new ApiError(409, t.errors.conListados);
    });
    const row = await screen.findByTestId(`row-${REVISION}`);
    await user.click(within(row).getByTestId(`acciones-${REVISION}`));
    await user.click(await screen.findByRole('menuitem', { name: t.actions.eliminar }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.confirmarEliminar('Obra gruesa'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'error', message: t.errors.conListados }]));
  });

  it('a company user has no new button and Editar / Eliminar disabled; Estadísticas leads to the revision statistics', async () => {
    const { user, remote } = setup('UsuarioEmpresa');
    const row = await screen.findByTestId(`row-${REVISION}`);
    expect(screen.queryByRole('button', { name: t.nueva })).toBeNull();
    await user.click(within(row).getByTestId(`acciones-${REVISION}`));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: t.actions.editar }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: t.actions.eliminar }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.estadisticas }));
    expect(remote.navigations).toEqual([`/administrador/estadisticas/${PROJECT}/${REVISION}`]);
  });

  it("offers 'Compartir con subcontratista' on the project to the director and the Administrador, not to a company user (issue 20 §2)", async () => {
    for (const userType of ['AdministradorEmpresa', 'Administrador', 'UsuarioEmpresa'] as const) {
      const { unmount } = setup(userType);
      expect(await screen.findByTestId(`row-${REVISION}`)).toBeTruthy();
      expect(screen.queryByRole('button', { name: portalPantallas.consola.compartir }) !== null, userType).toBe(userType !== 'UsuarioEmpresa');
      unmount();
    }
  });
});
