import { companiesEndpoints, companyCatalogsEndpoints, type CompanyConfiguration, type CompanyDetail } from '@insp/contracts';
import { adminScreens, companyAdmin } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyConfigScreen } from '../src/features/company-config/CompanyConfigScreen.tsx';
import { COMPANY, company, configuration } from './fixtures.ts';

const f = adminScreens.companies.fields;
const zonas = adminScreens.companies.zonasHorarias;

/** The configuration page of a company with this ZonaHoraria, as this user sees it; a saved zone is answered back. */
function setup(userType: 'Administrador' | 'AdministradorEmpresa', ZonaHoraria = 'America/Santiago') {
  const remote = createTestRemote({ session: testUser(userType, userType === 'AdministradorEmpresa' ? { companyId: COMPANY } : {}) });
  let current: CompanyConfiguration = configuration(company({ ZonaHoraria }));
  remote.fake.on('admin', companiesEndpoints.configuration, () => current);
  remote.fake.on('admin', companiesEndpoints.update, ({ body }) => {
    const updated: CompanyDetail = { ...current.company, ...(body.ZonaHoraria ? { ZonaHoraria: body.ZonaHoraria } : {}) };
    current = { ...current, company: updated };
    return { message: companyAdmin.updated, company: updated };
  });
  remote.fake.on('admin', companyCatalogsEndpoints.list, () => ({ items: [], total: 0, page: 0, pageSize: 10 }));
  const path = userType === 'Administrador' ? `/administrador/empresas/${COMPANY}/edit` : '/administrador/empresa/detalles';
  const route = userType === 'Administrador' ? '/administrador/empresas/:idEmpresa/edit' : '/administrador/empresa/detalles';
  return renderScreen(<CompanyConfigScreen />, { remote, path, route });
}

const zoneField = async () => within(await screen.findByTestId('info-zona-horaria')).getByRole('combobox', { name: f.zonaHoraria });

describe("'Información': the company's time zone (issue 20 §3)", () => {
  it("the director reads the company's 'Zona Horaria' and cannot change it", async () => {
    setup('AdministradorEmpresa');
    const field = await zoneField();
    expect(field.textContent).toBe(zonas['America/Santiago']);
    expect(field.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: adminScreens.actions.edit })).toBeNull();
  });

  it('the Administrador chooses another zone of the Americas with the other fields: the service gets its IANA name and the page reads it', async () => {
    const { remote, user } = setup('Administrador');
    await zoneField();
    await user.click(screen.getByRole('button', { name: adminScreens.actions.edit }));
    await user.click(await zoneField());
    await user.click(await screen.findByRole('option', { name: zonas['America/Lima'] }));
    expect((await zoneField()).textContent).toBe(zonas['America/Lima']);
    await user.click(screen.getByRole('button', { name: adminScreens.actions.save }));
    await waitFor(() => expect(remote.fake.callsTo('admin', companiesEndpoints.update)).toHaveLength(1));
    expect(remote.fake.callsTo('admin', companiesEndpoints.update)[0]?.body).toMatchObject({ ZonaHoraria: 'America/Lima' });
    await waitFor(async () => expect((await zoneField()).getAttribute('aria-disabled')).toBe('true'));
    expect((await zoneField()).textContent).toBe(zonas['America/Lima']);
  });

  it('a zone the API accepted outside the offered list reads under its IANA name', async () => {
    setup('Administrador', 'Europe/Madrid');
    expect((await zoneField()).textContent).toBe('Europe/Madrid');
  });
});
