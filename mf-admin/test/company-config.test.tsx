import { companiesEndpoints, companyCatalogsEndpoints, type CompanyDetail } from '@insp/contracts';
import { adminScreens, ui } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { CompanyConfigScreen } from '../src/features/company-config/CompanyConfigScreen.tsx';
import { COMPANY, company, configuration } from './fixtures.ts';

const t = adminScreens.config;
const f = adminScreens.companies.fields;

function LocationProbe() {
  const { search } = useLocation();
  return <span data-testid="location-search">{search}</span>;
}

function setup(c: CompanyDetail, search = '') {
  const remote = createTestRemote({ session: testUser('Administrador') });
  let current = c;
  remote.fake.on('admin', companiesEndpoints.configuration, () => configuration(current));
  remote.fake.on('admin', companiesEndpoints.restore, () => {
    current = { ...current, Activado: true, FechaEliminacion: null };
    return { message: 'Empresa restaurada', company: current };
  });
  remote.fake.on('admin', companyCatalogsEndpoints.list, () => ({ items: [], total: 0, page: 0, pageSize: 10 }));
  return renderScreen(
    <>
      <CompanyConfigScreen />
      <LocationProbe />
    </>,
    { remote, path: `/administrador/empresas/${COMPANY}/edit${search}`, route: '/administrador/empresas/:idEmpresa/edit' },
  );
}

describe('company configuration page', () => {
  it('keeps the top tab and sub-tab in the URL: a link opens them, choosing one writes it', async () => {
    const { user } = setup(company({ Revisiones: { ...company().Revisiones, Activado: true } }), '?tab=revisiones&subtab=prioridades');
    expect(await screen.findByTestId('config-tab-revisiones-prioridades')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: t.subTabs.recintos }));
    expect(await screen.findByTestId('config-tab-revisiones-recintos')).toBeTruthy();
    expect(screen.getByTestId('location-search').textContent).toBe('?tab=revisiones&subtab=recintos');
    await user.click(screen.getByRole('tab', { name: t.tabs.empresa }));
    expect(await screen.findByTestId('config-tab-empresa-informacion')).toBeTruthy();
    expect(screen.getByTestId('location-search').textContent).toBe('?tab=empresa');
  });

  it("a soft-deleted company reads 'Eliminada', cannot be edited, and offers 'Restaurar' behind a confirmation", async () => {
    const { remote, user } = setup(company({ Activado: false, FechaEliminacion: '2026-01-02T10:00:00.000Z' }));
    const banner = await screen.findByTestId('company-deleted');
    expect(banner.textContent).toContain(t.deleted);
    expect(screen.queryByRole('button', { name: adminScreens.actions.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: t.deleteCompany })).toBeNull();
    await user.click(within(banner).getByRole('button', { name: adminScreens.actions.restore }));
    const dialog = await screen.findByRole('dialog');
    expect(remote.fake.callsTo('admin', companiesEndpoints.restore)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: ui.accept }));
    await waitFor(() => expect(remote.fake.callsTo('admin', companiesEndpoints.restore)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: adminScreens.actions.edit })).toBeTruthy();
    expect(screen.queryByTestId('company-deleted')).toBeNull();
  });

  it('an active company has no banner and can be edited', async () => {
    setup(company());
    expect(await screen.findByRole('button', { name: adminScreens.actions.edit })).toBeTruthy();
    expect(screen.queryByTestId('company-deleted')).toBeNull();
  });

  it('turning a module on proposes the display defaults 10 and 20 users; a module on keeps its limits', async () => {
    const { user } = setup(company());
    await user.click(await screen.findByRole('button', { name: adminScreens.actions.edit }));
    const revisiones = screen.getByTestId('info-module-Revisiones');
    expect((within(revisiones).getByLabelText(f.limiteRevisiones) as HTMLInputElement).value).toBe('5');
    const checklist = screen.getByTestId('info-module-CheckList');
    await user.click(within(checklist).getByRole('switch'));
    expect((within(checklist).getByLabelText(f.limiteCheckList) as HTMLInputElement).value).toBe('10');
    expect((within(checklist).getByLabelText(f.limiteUsuarios) as HTMLInputElement).value).toBe('20');
    const ot = screen.getByTestId('info-module-ChecklistsOT');
    await user.click(within(ot).getByRole('switch'));
    expect((within(ot).getByLabelText(f.limiteProyectos) as HTMLInputElement).value).toBe('10');
    expect((within(ot).getByLabelText(f.limiteUsuarios) as HTMLInputElement).value).toBe('20');
  });
});
