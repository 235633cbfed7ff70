// @vitest-environment happy-dom
import { type Perfil, perfilEndpoints } from '@insp/contracts';
import { adminScreens, auth, perfil as texts } from '@insp/messages';
import { resumenes } from '@insp/messages/resumenes';
import { ApiError } from '@insp/mf-kit';
import { fakeApi } from '@insp/ui/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { isPerfilPath } from '../src/profile/path.ts';
import PerfilPage from '../src/profile/PerfilPage.tsx';

afterEach(cleanup);

const ana: Perfil = {
  Nombre: 'Ana',
  Apellido: 'Pérez',
  Email: 'ana@andes.cl',
  tipoUsuario: 'AdministradorEmpresa',
  Empresa: 'Constructora Andes',
  ResumenDiario: true,
};

function setup() {
  const fake = fakeApi();
  let stored = { ...ana };
  fake.on('admin', perfilEndpoints.get, () => stored);
  fake.on('admin', perfilEndpoints.update, ({ body }) => {
    stored = { ...stored, ...body };
    return { message: texts.updated, perfil: stored };
  });
  fake.on('admin', perfilEndpoints.resumenDiario, ({ body }) => {
    stored = { ...stored, ...body };
    return { message: body.ResumenDiario ? resumenes.perfilActivado : resumenes.perfilDesactivado, perfil: stored };
  });
  fake.on('admin', perfilEndpoints.changePassword, ({ body }) => {
    if (body.currentPassword !== 'Secreta123!') throw new ApiError(400, texts.currentPasswordWrong);
    return { message: texts.passwordChanged };
  });
  const notices: Array<[string, string]> = [];
  let renamed = 0;
  const user = userEvent.setup();
  render(<PerfilPage api={fake.api} notify={(kind, message) => void notices.push([kind, message])} onNameChanged={() => void renamed++} />);
  return { fake, notices, user, renamed: () => renamed };
}

const field = (name: string) => screen.getByTestId(`perfil-${name}`) as HTMLInputElement;

describe('Perfil page', () => {
  it('shows the own data and saves Nombre and Apellido, then refreshes the session name', async () => {
    const { fake, notices, user, renamed } = setup();
    await screen.findByTestId('perfil-page');
    expect(screen.getByText('ana@andes.cl')).toBeTruthy();
    expect(screen.getByText(adminScreens.users.types.AdministradorEmpresa)).toBeTruthy();
    expect(screen.getByText('Constructora Andes')).toBeTruthy();
    expect(field('Nombre').value).toBe('Ana');

    await user.clear(field('Nombre'));
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.nombreRequired)).toBeTruthy();
    expect(fake.callsTo('admin', perfilEndpoints.update)).toHaveLength(0);

    await user.type(field('Nombre'), 'Anita');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(notices).toEqual([['success', texts.updated]]));
    expect(fake.callsTo('admin', perfilEndpoints.update)[0]?.body).toEqual({ Nombre: 'Anita', Apellido: 'Pérez' });
    expect(renamed()).toBe(1);
  });

  it('checks the new password in the browser, shows a wrong current password under its field, and clears the form on success', async () => {
    const { fake, notices, user } = setup();
    await screen.findByTestId('perfil-page');
    const submit = () => user.click(screen.getByRole('button', { name: texts.changePassword }));

    await user.type(field('currentPassword'), 'otra-clave');
    await user.type(field('newPassword'), 'corta');
    await user.type(field('confirmPassword'), 'distinta');
    await submit();
    expect(await screen.findByText(auth.newPasswordTooShort)).toBeTruthy();
    expect(screen.getByText(auth.newPasswordsDiffer)).toBeTruthy();
    expect(fake.callsTo('admin', perfilEndpoints.changePassword)).toHaveLength(0);

    await user.clear(field('newPassword'));
    await user.type(field('newPassword'), 'Cordillera-2026');
    await user.clear(field('confirmPassword'));
    await user.type(field('confirmPassword'), 'Cordillera-2026');
    await submit();
    expect(await screen.findByText(texts.currentPasswordWrong)).toBeTruthy();
    expect(notices).toEqual([]);

    await user.clear(field('currentPassword'));
    await user.type(field('currentPassword'), 'Secreta123!');
    await submit();
    await waitFor(() => expect(notices).toEqual([['success', texts.passwordChanged]]));
    expect(fake.callsTo('admin', perfilEndpoints.changePassword).at(-1)?.body).toEqual({ currentPassword: 'Secreta123!', newPassword: 'Cordillera-2026' });
    expect(field('currentPassword').value).toBe('');
    expect(field('newPassword').value).toBe('');
  });

  it("turns the morning digest off with 'Recibir resumen diario por correo' and says so", async () => {
    const { fake, notices, user } = setup();
    await screen.findByTestId('perfil-page');
    const toggle = screen.getByRole('switch', { name: resumenes.perfilSwitch }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(notices).toEqual([['success', resumenes.perfilDesactivado]]));
    expect(fake.callsTo('admin', perfilEndpoints.resumenDiario)[0]?.body).toEqual({ ResumenDiario: false });
    await waitFor(() => expect((screen.getByRole('switch', { name: resumenes.perfilSwitch }) as HTMLInputElement).checked).toBe(false));
  });

  it('fits a phone: every field and button takes the full width of one column', async () => {
    setup();
    await screen.findByTestId('perfil-page');
    for (const name of ['Nombre', 'Apellido', 'currentPassword', 'newPassword', 'confirmPassword']) {
      expect(field(name).closest('.MuiFormControl-root')?.classList.contains('MuiFormControl-fullWidth'), name).toBe(true);
    }
  });

  it('is the shell’s /perfil path', () => {
    expect(isPerfilPath('/perfil')).toBe(true);
    expect(isPerfilPath('/perfil/')).toBe(true);
    expect(isPerfilPath('/perfiles')).toBe(false);
  });
});
