import { companiesEndpoints, companyCatalogsEndpoints, type CompanyConfiguration } from '@insp/contracts';
import { adminScreens, companyAdmin } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyConfigScreen } from '../src/features/company-config/CompanyConfigScreen.tsx';
import { COMPANY, company, configuration } from './fixtures.ts';

const f = adminScreens.companies.fields;
const GIB = 1024 ** 3;

/** The configuration page of the fixture company (1.2 GiB used of 5 GiB), as this user sees it; a saved quota is answered back. */
function setup(userType: 'Administrador' | 'AdministradorEmpresa') {
  const remote = createTestRemote({ session: testUser(userType, userType === 'AdministradorEmpresa' ? { companyId: COMPANY } : {}) });
  let current: CompanyConfiguration = configuration(company());
  remote.fake.on('admin', companiesEndpoints.configuration, () => current);
  remote.fake.on('admin', companiesEndpoints.update, ({ body }) => {
    if (body.LimiteAlmacenamiento !== undefined) current = { ...current, almacenamiento: { ...current.almacenamiento, limit: body.LimiteAlmacenamiento } };
    return { message: companyAdmin.updated, company: current.company };
  });
  remote.fake.on('admin', companyCatalogsEndpoints.list, () => ({ items: [], total: 0, page: 0, pageSize: 10 }));
  const path = userType === 'Administrador' ? `/administrador/empresas/${COMPANY}/edit` : '/administrador/empresa/detalles';
  const route = userType === 'Administrador' ? '/administrador/empresas/:idEmpresa/edit' : '/administrador/empresa/detalles';
  return renderScreen(<CompanyConfigScreen />, { remote, path, route });
}

describe("'Información': the company's storage (issue 17 §4)", () => {
  it("reads 'Almacenamiento: 1,2 GB de 5 GB usados' with a bar for the company's director, who cannot change it", async () => {
    setup('AdministradorEmpresa');
    const storage = await screen.findByTestId('info-storage');
    expect(storage.textContent).toContain('Almacenamiento: 1,2 GB de 5 GB usados');
    expect(within(storage).getByRole('progressbar', { name: 'Almacenamiento: 1,2 GB de 5 GB usados' }).getAttribute('aria-valuenow')).toBe('24');
    expect(screen.queryByRole('button', { name: adminScreens.actions.edit })).toBeNull();
    expect(screen.queryByLabelText(f.limiteAlmacenamiento)).toBeNull();
  });

  it('the Administrador changes the quota in GB with the other limits: the service gets bytes and the page reads the new quota', async () => {
    const { remote, user } = setup('Administrador');
    expect((await screen.findByTestId('info-storage')).textContent).toContain('1,2 GB de 5 GB');
    await user.click(screen.getByRole('button', { name: adminScreens.actions.edit }));
    const field = screen.getByLabelText(f.limiteAlmacenamiento) as HTMLInputElement;
    expect(field.value).toBe('5');
    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: adminScreens.actions.save }));
    await waitFor(() => expect(remote.fake.callsTo('admin', companiesEndpoints.update)).toHaveLength(1));
    expect(remote.fake.callsTo('admin', companiesEndpoints.update)[0]?.body).toMatchObject({ LimiteAlmacenamiento: 10 * GIB });
    await waitFor(() => expect(screen.getByTestId('info-storage').textContent).toContain('Almacenamiento: 1,2 GB de 10 GB usados'));
  });

  it('saving other fields leaves the quota alone; a negative quota is refused in Spanish before anything is sent', async () => {
    const { remote, user } = setup('Administrador');
    await user.click(await screen.findByRole('button', { name: adminScreens.actions.edit }));
    await user.click(screen.getByRole('button', { name: adminScreens.actions.save }));
    await waitFor(() => expect(remote.fake.callsTo('admin', companiesEndpoints.update)).toHaveLength(1));
    expect(remote.fake.callsTo('admin', companiesEndpoints.update)[0]?.body).not.toHaveProperty('LimiteAlmacenamiento');

    await user.click(await screen.findByRole('button', { name: adminScreens.actions.edit }));
    const field = screen.getByLabelText(f.limiteAlmacenamiento);
    await user.clear(field);
    await user.type(field, '-1');
    await user.click(screen.getByRole('button', { name: adminScreens.actions.save }));
    expect(await screen.findByText(companyAdmin.storageLimitInvalid)).toBeTruthy();
    expect(remote.fake.callsTo('admin', companiesEndpoints.update)).toHaveLength(1);
  });
});
