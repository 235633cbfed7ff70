import { type CatalogItem, companyCatalogsEndpoints, globalCatalogsEndpoints } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyCatalogScreen, ErroresTipoScreen } from '../src/features/catalogs/CatalogScreens.tsx';
import { COMPANY, id } from './fixtures.ts';

const page = (items: CatalogItem[]) => ({ items, total: items.length, page: 0, pageSize: 10 });

describe('catalogue writes', () => {
  it("the director's rename shows in the table once saved, with the service's message", async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    let sectores: CatalogItem[] = [{ id: id(1), Nombre: 'Torre A', Activado: true }];
    remote.fake.on('admin', companyCatalogsEndpoints.list, () => page(sectores));
    remote.fake.on('admin', companyCatalogsEndpoints.update, ({ params, body }) => {
      sectores = sectores.map((s) => (s.id === params.itemId ? { ...s, Nombre: body.Nombre ?? s.Nombre } : s));
      return { message: 'Sector actualizado', item: sectores[0] as CatalogItem };
    });
    const { user } = renderScreen(<CompanyCatalogScreen catalog="sectores" />, { remote });
    await screen.findByText('Torre A');
    await user.click(screen.getByRole('button', { name: adminScreens.actions.edit }));
    const dialog = await screen.findByTestId('name-dialog');
    const nombre = within(dialog).getByLabelText(adminScreens.crud.nombre);
    await user.clear(nombre);
    await user.type(nombre, 'Torre B');
    await user.click(within(dialog).getByRole('button', { name: adminScreens.actions.save }));
    expect(await screen.findByText('Torre B')).toBeTruthy();
    expect(screen.queryByText('Torre A')).toBeNull();
    expect(remote.notifications).toEqual([{ kind: 'success', message: 'Sector actualizado' }]);
  });

  it('a new Error Tipo of a global subcontract shows in its list once saved', async () => {
    const remote = createTestRemote({ session: testUser('Administrador') });
    const errores: CatalogItem[] = [];
    const subcontrato = { id: id(9), Nombre: 'Pintura', Activado: true };
    remote.fake.on('admin', globalCatalogsEndpoints.erroresTipo, () => ({ ...page(errores), subcontrato }));
    remote.fake.on('admin', globalCatalogsEndpoints.addErrorTipo, ({ body }) => {
      const item = { id: id(10 + errores.length), Nombre: body.Nombre, Activado: true };
      errores.push(item);
      return { message: 'Error tipo agregado', item };
    });
    const { user } = renderScreen(<ErroresTipoScreen />, {
      remote,
      route: '/mantenedores/subcontratos/:id/errorestipo',
      path: `/mantenedores/subcontratos/${id(9)}/errorestipo`,
    });
    await user.click(await screen.findByRole('button', { name: adminScreens.catalogs.newErrorTipo }));
    const dialog = await screen.findByTestId('name-dialog');
    await user.type(within(dialog).getByLabelText(adminScreens.crud.nombre), 'Mancha');
    await user.click(within(dialog).getByRole('button', { name: adminScreens.actions.save }));
    expect(await screen.findByText('Mancha')).toBeTruthy();
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: 'Error tipo agregado' }]));
  });
});
