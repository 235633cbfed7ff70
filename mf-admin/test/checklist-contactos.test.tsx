import { type ChecklistDetail, checklistsEndpoints, checklistSubcontratoContactosEndpoints, type SubcontratoContacto } from '@insp/contracts';
import { contactos } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SubcontratosScreen } from '../src/features/checklists/SubcontratosScreen.tsx';
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
  let stored: SubcontratoContacto[] = [{ id: id(20), Nombre: 'Rodrigo Pérez', Email: 'rperez@pinturas.cl', Telefono: '+56988889999' }];
  const subcontrato = { id: id(3), Nombre: 'Pintura' };
  remote.fake.on('admin', checklistsEndpoints.get, () => checklist);
  remote.fake.on('admin', checklistSubcontratoContactosEndpoints.list, () => ({ subcontrato, Contactos: stored }));
  remote.fake.on('admin', checklistSubcontratoContactosEndpoints.replace, ({ body }) => {
    stored = body.Contactos.map((c, i) => ({ id: c.id ?? id(30 + i), Nombre: c.Nombre, Email: c.Email, Telefono: c.Telefono }));
    return { message: contactos.saved, subcontrato, Contactos: stored };
  });
  const path = `/administrador/checklist/${id(1)}/Recintos/${id(2)}/Subcontratos`;
  return { ...renderScreen(<SubcontratosScreen />, { remote, path, route: '/administrador/checklist/:checklistId/Recintos/:recintoId/Subcontratos' }), remote };
}

describe("contacts of a checklist template's subcontract", () => {
  it("the director opens 'Contactos' on the template's subcontract, sees its contacts and adds one through the template's route", async () => {
    const { remote, user } = setup();
    await user.click(await screen.findByRole('button', { name: contactos.button }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(contactos.title('Pintura'))).toBeTruthy();
    expect(await within(dialog).findByText('Rodrigo Pérez')).toBeTruthy();
    expect(within(dialog).getByText('+56988889999')).toBeTruthy();

    const form = within(dialog).getByTestId('contacto-form');
    await user.type(within(form).getByLabelText(contactos.nombre), 'Luis Rojas');
    await user.type(within(form).getByLabelText(contactos.email), 'luis@pinturas.cl');
    await user.type(within(form).getByLabelText(contactos.telefono), '12345678');
    await user.click(within(form).getByRole('button', { name: contactos.add }));

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
