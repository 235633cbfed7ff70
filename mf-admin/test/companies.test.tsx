import { companiesEndpoints, type CompanyListItem } from '@insp/contracts';
import { adminScreens, ui } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompaniesScreen } from '../src/features/companies/CompaniesScreen.tsx';
import { company, id } from './fixtures.ts';

const row = (n: number, Activado: boolean): CompanyListItem => ({
  id: id(n),
  Nombre: `Empresa ${n}`,
  Rut: '76.086.428-5',
  Activado,
  Revisiones: { Activado: true },
  CheckList: { Activado: false },
  ChecklistsOT: { Activado: false },
});

describe('companies list', () => {
  it("'Restaurar' asks for confirmation before restoring", async () => {
    const remote = createTestRemote({ session: testUser('Administrador') });
    remote.fake.on('admin', companiesEndpoints.list, ({ query }) => {
      const items = query.deleted === 'true' ? [row(2, false)] : [row(1, true)];
      return { items, total: items.length, page: 0, pageSize: 10 };
    });
    remote.fake.on('admin', companiesEndpoints.restore, ({ params }) => ({ message: 'Empresa restaurada', company: company({ id: params.companyId }) }));
    const { user } = renderScreen(<CompaniesScreen />, { remote, path: '/administrador/empresas' });
    await screen.findByText('Empresa 1');
    await user.click(screen.getByRole('switch', { name: adminScreens.companies.showDeleted }));
    await user.click(await screen.findByRole('button', { name: adminScreens.actions.restore }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(adminScreens.companies.restoreTitle('Empresa 2'));
    expect(remote.fake.callsTo('admin', companiesEndpoints.restore)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: ui.accept }));
    await waitFor(() => expect(remote.fake.callsTo('admin', companiesEndpoints.restore)).toHaveLength(1));
  });
});

describe('rows per page', () => {
  it('the companies table remembers the chosen rows-per-page', async () => {
    localStorage.clear();
    const sizes: number[] = [];
    const remote = createTestRemote({ session: testUser('Administrador') });
    remote.fake.on('admin', companiesEndpoints.list, ({ query }) => {
      sizes.push(query.pageSize);
      return { items: [row(1, true)], total: 1, page: 0, pageSize: query.pageSize };
    });
    const first = renderScreen(<CompaniesScreen />, { remote, path: '/administrador/empresas' });
    await screen.findByText('Empresa 1');
    await first.user.selectOptions(screen.getByRole('combobox', { name: /Filas por página/ }), '50');
    await waitFor(() => expect(sizes.at(-1)).toBe(50));
    first.unmount();
    sizes.length = 0;
    renderScreen(<CompaniesScreen />, { remote, path: '/administrador/empresas' });
    await screen.findByText('Empresa 1');
    expect(sizes).toEqual([50]);
  });
});
