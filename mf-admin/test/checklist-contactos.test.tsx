import { type ChecklistDetail, checklistsEndpoints, checklistSubcontratoContactosEndpoints } from '@insp/contracts';
import { contactos } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SubcontratosScreen } from '../src/features/checklists/SubcontratosScreen.tsx';
import { addContacto, fakeContactos, openContactos } from './contactos.ts';
import { COMPANY, id } from './fixtures.ts';

const checklist: ChecklistDetail = {
  id: id(1),
  Nombre: 'Terminaciones',
  Activado: true,
  FechaCreacion: '2026-11-01T12:00:00.000Z',
  ItemsRecintos: [{ id: id(2), Nombre: 'Baño', Activado: true, Subcontratos: [{ id: id(3), Nombre: 'Pintura', ErroresTipo: [] }] }],
};

function setup() {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  fakeContactos(remote, checklistSubcontratoContactosEndpoints, { id: id(3), Nombre: 'Pintura' }, [
    { id: id(20), Nombre: 'Rodrigo Pérez', Email: 'rperez@pinturas.cl', Telefono: '+56988889999' },
  ]);
  remote.fake.on('admin', checklistsEndpoints.get, () => checklist);
  const path = `/administrador/checklist/${id(1)}/Recintos/${id(2)}/Subcontratos`;
  return { ...renderScreen(<SubcontratosScreen />, { remote, path, route: '/administrador/checklist/:checklistId/Recintos/:recintoId/Subcontratos' }), remote };
}

describe("contacts of a checklist template's subcontract", () => {
  it("the director opens 'Contactos' on the template's subcontract, sees its contacts and adds one through the template's route", async () => {
    const { remote, user } = setup();
    const { dialog, form } = await openContactos(user, 'Pintura');
    expect(await within(dialog).findByText('Rodrigo Pérez')).toBeTruthy();
    expect(within(dialog).getByText('+56988889999')).toBeTruthy();

    await addContacto(user, form, { Nombre: 'Luis Rojas', Email: 'luis@pinturas.cl', Telefono: '12345678' });

    expect(await within(dialog).findByText('Luis Rojas')).toBeTruthy();
    const [call] = remote.fake.callsTo('admin', checklistSubcontratoContactosEndpoints.replace);
    expect(call?.path).toBe(`/api/admin/companies/${COMPANY}/checklists/${id(1)}/recintos/${id(2)}/subcontratos/${id(3)}/contactos`);
    expect(call?.body).toEqual({
      Contactos: [
        { id: id(20), Nombre: 'Rodrigo Pérez', Email: 'rperez@pinturas.cl', Telefono: '+56988889999' },
        { Nombre: 'Luis Rojas', Email: 'luis@pinturas.cl', Telefono: '12345678' },
      ],
    });
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: contactos.saved }]));
    await user.click(within(dialog).getByRole('button', { name: contactos.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
