import { type CatalogItem, companyCatalogsEndpoints, subcontratoContactosEndpoints } from '@insp/contracts';
import { contactos, users } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SubcontratosTab } from '../src/features/company-config/SubcontratosTab.tsx';
import { addContacto, fakeContactos, openContactos } from './contactos.ts';
import { COMPANY, configuration, id } from './fixtures.ts';

const pintura: CatalogItem = { id: id(9), Nombre: 'Pintura', Activado: true, ErroresTipo: 0 };
const ctx = { companyId: COMPANY, config: configuration(), isAdmin: false, readOnly: false, reload: () => undefined };

function setup(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa' = 'AdministradorEmpresa') {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
  fakeContactos(remote, subcontratoContactosEndpoints, pintura, [{ id: id(20), Nombre: 'Ana Soto', Email: 'ana@pinturas.cl', Telefono: '+56987654321' }]);
  remote.fake.on('admin', companyCatalogsEndpoints.list, () => ({ items: [pintura], total: 1, page: 0, pageSize: 10 }));
  return { ...renderScreen(<SubcontratosTab ctx={ctx} />, { remote }), remote };
}

describe("a subcontract's contacts in the configuration page", () => {
  it('the director adds a contact and sees it in the list; a bad email or phone shows its text and is not sent', async () => {
    const { remote, user } = setup();
    const { dialog, form } = await openContactos(user, 'Pintura');
    expect(await within(dialog).findByText('Ana Soto')).toBeTruthy();

    await addContacto(user, form, { Nombre: 'Luis Rojas', Email: 'no-es-correo', Telefono: '1234' });
    expect(await within(form).findByText(contactos.emailInvalid)).toBeTruthy();
    expect(within(form).getByText(users.telefonoInvalid)).toBeTruthy();
    expect(remote.fake.callsTo('admin', subcontratoContactosEndpoints.replace)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(contactos.email));
    await user.type(within(form).getByLabelText(contactos.email), 'luis@pinturas.cl');
    await user.clear(within(form).getByLabelText(contactos.telefono));
    await user.type(within(form).getByLabelText(contactos.telefono), '12345678');
    await user.click(within(form).getByRole('button', { name: contactos.add }));

    expect(await within(dialog).findByText('Luis Rojas')).toBeTruthy();
    expect(within(dialog).getAllByTestId('contacto-row')).toHaveLength(2);
    const [call] = remote.fake.callsTo('admin', subcontratoContactosEndpoints.replace);
    expect(call?.body).toEqual({
      Contactos: [
        { id: id(20), Nombre: 'Ana Soto', Email: 'ana@pinturas.cl', Telefono: '+56987654321' },
        { Nombre: 'Luis Rojas', Email: 'luis@pinturas.cl', Telefono: '12345678' },
      ],
    });
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: contactos.saved }]));
  });

  it('the director removes a contact', async () => {
    const { user } = setup();
    const { dialog } = await openContactos(user, 'Pintura');
    await user.click(await within(dialog).findByRole('button', { name: contactos.remove }));
    expect(await within(dialog).findByText(contactos.empty)).toBeTruthy();
  });

  it('a UsuarioEmpresa is not offered the contacts', async () => {
    setup('UsuarioEmpresa');
    expect(await screen.findByText('Pintura')).toBeTruthy();
    expect(screen.queryByRole('button', { name: contactos.button })).toBeNull();
  });
});
