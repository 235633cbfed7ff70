import { companyCatalogsEndpoints, type CompanyDetail, type CompanyUser, usersEndpoints } from '@insp/contracts';
import { adminScreens, ui, users as texts } from '@insp/messages';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import UserDialog from '../src/features/company-config/users/UserDialog.tsx';
import UsersTab from '../src/features/company-config/users/UsersTab.tsx';
import { COMPANY, company, companyUser, configuration, userPage } from './fixtures.ts';

const u = adminScreens.users;
const director = testUser('AdministradorEmpresa', { companyId: COMPANY });

function setup(items: CompanyUser[], c: CompanyDetail = company()) {
  const remote = createTestRemote({ session: director });
  remote.fake.on('admin', usersEndpoints.list, () => userPage(items, c));
  remote.fake.on('admin', usersEndpoints.block, ({ params }) => ({ message: texts.blocked, user: companyUser(2, { id: params.userId, Activado: false }) }));
  remote.fake.on('admin', usersEndpoints.resetPassword, () => ({ message: texts.resetSent }));
  const ctx = { companyId: COMPANY, config: configuration(c), isAdmin: false, readOnly: false, reload: () => {} };
  return renderScreen(<UsersTab ctx={ctx} />, { remote });
}

const me = companyUser(1, { id: director.id, Email: director.email, tipoUsuario: 'AdministradorEmpresa' });
const other = companyUser(2, { Email: 'encargado@example.com' });
/** Opens a row's actions menu; the menu's items by name. */
async function actionsOf(user: ReturnType<typeof setup>['user'], email: string) {
  await user.click(within(await screen.findByTestId(`user-actions-${email}`)).getByRole('button'));
  const menu = within(await screen.findByRole('menu'));
  const names = menu.getAllByRole('menuitem').map((item) => item.textContent);
  return { menu, names };
}

describe('users tab', () => {
  it('offers neither Bloquear nor Eliminar on the own row', async () => {
    const { user } = setup([me, other]);
    const own = await actionsOf(user, director.email);
    expect(own.names).toEqual([u.actions.edit, u.actions.resetPassword, u.actions.changeEmail]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const theirs = await actionsOf(user, 'encargado@example.com');
    expect(theirs.names).toEqual([u.actions.edit, u.actions.resetPassword, u.actions.block, u.actions.changeEmail, u.actions.delete]);
  });

  it.each([
    ['block', u.actions.block, u.blockTitle('Nombre2 Apellido2'), usersEndpoints.block],
    ['reset', u.actions.resetPassword, u.resetPasswordTitle('Nombre2 Apellido2'), usersEndpoints.resetPassword],
  ] as const)("'%s' asks for confirmation before calling the service", async (_kind, label, title, endpoint) => {
    const { remote, user } = setup([me, other]);
    await user.click((await actionsOf(user, 'encargado@example.com')).menu.getByRole('menuitem', { name: label }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(title);
    expect(remote.fake.callsTo('admin', endpoint)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: ui.accept }));
    await waitFor(() => expect(remote.fake.callsTo('admin', endpoint)).toHaveLength(1));
  });

  it("shows the Tipo as the dialog does ('Director (AdministradorEmpresa)')", async () => {
    setup([me, other]);
    await screen.findByTestId(`user-actions-${director.email}`);
    const table = screen.getByRole('table');
    expect(table.textContent).toContain(u.types.AdministradorEmpresa);
    expect(table.textContent).toContain(u.types.UsuarioEmpresa);
    // row actions sit behind one button per row
    expect(within(table).getByRole('button', { name: u.rowActions('Nombre2 Apellido2') })).toBeTruthy();
  });

  it("a company with no module says why and disables 'Nuevo Usuario'", async () => {
    const off = company({ Revisiones: { ...company().Revisiones, Activado: false } });
    setup([me], off);
    expect((await screen.findByTestId('users-no-modules')).textContent).toBe(u.noModules);
    expect(screen.getByRole('button', { name: u.add }).hasAttribute('disabled')).toBe(true);
  });
});

/** The edit dialog of user 2 (no Cargos in the catalogue), with `typed` as its Teléfono. */
async function typeTelefono(remote: ReturnType<typeof createTestRemote>, typed: string) {
  remote.fake.on('admin', companyCatalogsEndpoints.list, () => ({ items: [], total: 0, page: 0, pageSize: 100 }));
  const { user } = renderScreen(
    <UserDialog companyId={COMPANY} company={company()} user={companyUser(2)} directorId={director.id} onClose={() => {}} onSaved={() => {}} />,
    { remote },
  );
  await user.click(screen.getByRole('tab', { name: u.tabs.datos }));
  const field = screen.getByLabelText(u.fields.telefono);
  await user.clear(field);
  await user.type(field, typed);
  return { remote, user, field };
}

describe('user dialog', () => {
  it.each(['abc', '1234'])("refuses Teléfono '%s' inline with a message naming the 8 digits after +569", async (typed) => {
    const { remote, user, field } = await typeTelefono(createTestRemote({ session: director }), typed);
    await user.tab();
    expect(document.getElementById(`${field.id}-helper-text`)?.textContent).toBe(u.telefonoInvalid);
    expect(u.telefonoInvalid).toContain('8 dígitos');
    expect(u.telefonoInvalid).toContain('+569');
    await user.click(screen.getByRole('button', { name: adminScreens.actions.save }));
    expect(remote.fake.callsTo('admin', usersEndpoints.update)).toHaveLength(0);
  });

  it('accepts the 8 digits after +569', async () => {
    const remote = createTestRemote({ session: director });
    remote.fake.on('admin', usersEndpoints.update, ({ body }) => ({ message: 'ok', user: companyUser(2, { Telefono: `+569${body.Telefono}` }) }));
    const { user } = await typeTelefono(remote, '87654321');
    await user.click(screen.getByRole('button', { name: adminScreens.actions.save }));
    await waitFor(() => expect(remote.fake.callsTo('admin', usersEndpoints.update)).toHaveLength(1));
  });
});
