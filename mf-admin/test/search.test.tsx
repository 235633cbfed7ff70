import { companiesEndpoints, companyCatalogsEndpoints, type CompanyListItem, globalCatalogsEndpoints, usersEndpoints } from '@insp/contracts';
import { adminScreens, companies as companyTexts } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyCatalogScreen, GlobalCatalogScreen } from '../src/features/catalogs/CatalogScreens.tsx';
import { CompaniesScreen } from '../src/features/companies/CompaniesScreen.tsx';
import UsersTab from '../src/features/company-config/users/UsersTab.tsx';
import { COMPANY, company, companyUser, configuration, id, userPage } from './fixtures.ts';

/** 'Buscar por nombre': debounced, sent to the server as `search`, back to the first page. */
const searchBox = () => screen.getByRole('searchbox', { name: companyTexts.search.label });

const companyRow = (n: number, Nombre: string): CompanyListItem => ({
  id: id(n),
  Nombre,
  Rut: '76.086.428-5',
  Activado: true,
  Revisiones: { Activado: true },
  CheckList: { Activado: false },
  ChecklistsOT: { Activado: false },
});

describe('companies list', () => {
  it('sends the typed text once typing pauses, from the first page, and shows what the server found', async () => {
    localStorage.clear();
    const remote = createTestRemote({ session: testUser('Administrador') });
    const all = [companyRow(1, 'Constructora Peña'), companyRow(2, 'Inmobiliaria Sur')];
    remote.fake.on('admin', companiesEndpoints.list, ({ query }) => {
      const items = query.search ? all.slice(0, 1) : all;
      return { items, total: query.search ? 1 : 25, page: query.page, pageSize: query.pageSize };
    });
    const { user } = renderScreen(<CompaniesScreen />, { remote, path: '/administrador/empresas' });
    await screen.findByText('Inmobiliaria Sur');
    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    await waitFor(() => expect(remote.fake.calls.at(-1)?.query.get('page')).toBe('1'));

    await user.type(searchBox(), ' peña');
    await waitFor(() => expect(screen.queryByText('Inmobiliaria Sur')).toBeNull());
    expect(screen.getByText('Constructora Peña')).toBeTruthy();
    const searches = remote.fake.callsTo('admin', companiesEndpoints.list).map((call) => call.query.get('search'));
    // one call for the whole word (debounced), trimmed, not one per keystroke
    expect(searches.filter((value) => value !== null)).toEqual(['peña']);
    expect(remote.fake.calls.at(-1)?.query.get('page')).toBe('0');

    await user.clear(searchBox());
    await screen.findByText('Inmobiliaria Sur');
    expect(remote.fake.calls.at(-1)?.query.get('search')).toBeNull();
  });
});

describe('users tab', () => {
  it('searches the users on the server', async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    const users = [companyUser(1, { Nombre: 'María', Apellido: 'Peña' }), companyUser(2, { Nombre: 'Ana', Apellido: 'Soto' })];
    remote.fake.on('admin', usersEndpoints.list, ({ query }) => userPage(query.search ? users.slice(0, 1) : users));
    const ctx = { companyId: COMPANY, config: configuration(company()), isAdmin: false, readOnly: false, reload: () => {} };
    const { user } = renderScreen(<UsersTab ctx={ctx} />, { remote });
    await screen.findByText('Ana Soto');
    await user.type(searchBox(), 'PENA');
    await waitFor(() => expect(screen.queryByText('Ana Soto')).toBeNull());
    expect(screen.getByText('María Peña')).toBeTruthy();
    expect(remote.fake.callsTo('admin', usersEndpoints.list).map((call) => call.query.get('search'))).toEqual([null, 'PENA']);
  });
});

describe('catalogues', () => {
  it('a global Mantenedor searches by name', async () => {
    const remote = createTestRemote({ session: testUser('Administrador') });
    remote.fake.on('admin', globalCatalogsEndpoints.list, ({ query }) => {
      const items = [
        { id: id(1), Nombre: 'Peña Alta', Activado: true },
        { id: id(2), Nombre: 'Norte', Activado: true },
      ].filter((item) => !query.search || item.Nombre.startsWith('Peña'));
      return { items, total: items.length, page: 0, pageSize: query.pageSize };
    });
    const { user } = renderScreen(<GlobalCatalogScreen />, { remote, path: '/mantenedores/sectores', route: '/mantenedores/:catalog' });
    await screen.findByText('Norte');
    await user.type(searchBox(), 'pena');
    await waitFor(() => expect(screen.queryByText('Norte')).toBeNull());
    expect(remote.fake.callsTo('admin', globalCatalogsEndpoints.list).at(-1)?.query.get('search')).toBe('pena');
  });

  it("the director's copy of a catalogue searches too", async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    remote.fake.on('admin', companyCatalogsEndpoints.list, ({ query }) => ({
      items: query.search ? [] : [{ id: id(1), Nombre: 'Jefe de obra', Activado: true }],
      total: query.search ? 0 : 1,
      page: 0,
      pageSize: 10,
    }));
    const { user } = renderScreen(<CompanyCatalogScreen catalog="cargos" />, { remote });
    await screen.findByText('Jefe de obra');
    await user.type(searchBox(), 'zzz');
    await waitFor(() => expect(screen.queryByText('Jefe de obra')).toBeNull());
    expect(remote.fake.callsTo('admin', companyCatalogsEndpoints.list).at(-1)?.query.get('search')).toBe('zzz');
  });
});

describe('sorting by column headers', () => {
  it('the companies table sorts on the server by Nombre or Rut, a second click reverses', async () => {
    localStorage.clear();
    const remote = createTestRemote({ session: testUser('Administrador') });
    remote.fake.on('admin', companiesEndpoints.list, ({ query }) => ({
      items: [companyRow(1, 'Constructora Peña')],
      total: 1,
      page: query.page,
      pageSize: query.pageSize,
    }));
    const { user } = renderScreen(<CompaniesScreen />, { remote, path: '/administrador/empresas' });
    await screen.findByText('Constructora Peña');
    const last = () => {
      const query = remote.fake.callsTo('admin', companiesEndpoints.list).at(-1)?.query;
      return `${query?.get('sort')}:${query?.get('order')}`;
    };
    expect(last()).toBe('Nombre:asc');
    await user.click(screen.getByRole('button', { name: companyTexts.columns.rut }));
    await waitFor(() => expect(last()).toBe('Rut:asc'));
    await user.click(screen.getByRole('button', { name: companyTexts.columns.rut }));
    await waitFor(() => expect(last()).toBe('Rut:desc'));
    // the module columns are not sortable
    expect(screen.queryByRole('button', { name: companyTexts.columns.revisiones })).toBeNull();
  });

  it('the users table sorts by Email', async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    remote.fake.on('admin', usersEndpoints.list, () => userPage([companyUser(1)]));
    const ctx = { companyId: COMPANY, config: configuration(company()), isAdmin: false, readOnly: false, reload: () => {} };
    const { user } = renderScreen(<UsersTab ctx={ctx} />, { remote });
    await screen.findByText('u1@example.com');
    await user.click(screen.getByRole('button', { name: adminScreens.users.columns.email }));
    await waitFor(() => expect(remote.fake.callsTo('admin', usersEndpoints.list).at(-1)?.query.get('sort')).toBe('Email'));
  });
});
