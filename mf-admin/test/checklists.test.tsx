import { checklistsEndpoints, type ChecklistSummary, companyCatalogsEndpoints } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ChecklistsScreen } from '../src/features/checklists/ChecklistsScreen.tsx';
import { COMPANY, id } from './fixtures.ts';

const t = adminScreens.checklists;

describe('checklists of a company', () => {
  it("'Crear Cheklist' sends the name and the places picked, and the new checklist shows in the table", async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    const rows: ChecklistSummary[] = [];
    remote.fake.on('admin', checklistsEndpoints.list, () => ({ items: rows, total: rows.length, page: 0, pageSize: 10 }));
    remote.fake.on('admin', companyCatalogsEndpoints.list, () => ({
      items: [
        { id: id(1), Nombre: 'Baño', Activado: true },
        { id: id(2), Nombre: 'Cocina', Activado: true },
      ],
      total: 2,
      page: 0,
      pageSize: 100,
    }));
    remote.fake.on('admin', checklistsEndpoints.create, ({ body }) => {
      rows.push({
        id: id(3),
        Nombre: body.Nombre,
        Activado: true,
        FechaCreacion: '2026-01-02T10:00:00.000Z',
        Recintos: body.Recintos.length,
        SinSubcontratos: true,
      });
      return {
        message: 'Checklist creado',
        checklist: { id: id(3), Nombre: body.Nombre, Activado: true, FechaCreacion: '2026-01-02T10:00:00.000Z', ItemsRecintos: [] },
      };
    });
    const { user } = renderScreen(<ChecklistsScreen />, { remote, path: '/administrador/checklist' });
    await user.click(await screen.findByRole('button', { name: t.add }));
    const dialog = await screen.findByTestId('checklist-dialog');
    await user.type(within(dialog).getByLabelText(adminScreens.crud.nombre), 'Terminaciones');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Cocina' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: adminScreens.actions.save }));
    await waitFor(() => expect(remote.fake.callsTo('admin', checklistsEndpoints.create)).toHaveLength(1));
    expect(remote.fake.callsTo('admin', checklistsEndpoints.create)[0]?.body).toEqual({ Nombre: 'Terminaciones', Recintos: ['Cocina'] });
    expect(await screen.findByText('Terminaciones')).toBeTruthy();
    expect(remote.notifications).toEqual([{ kind: 'success', message: 'Checklist creado' }]);
  });
});
