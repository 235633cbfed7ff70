import { auth, shell } from '@insp/messages';
import { describe, expect, it } from 'vitest';

import { closeAfterTest, newSession, sharedBrowser, sidebarGroups, signIn, signInAt } from '../src/browser.ts';

const shared = sharedBrowser();

describe('authentication pages', () => {
  it('shows the error for bad credentials and stays on sign-in', async () => {
    const { page } = closeAfterTest(await newSession(shared.browser));
    await signIn(page, 'director@andes.cl', 'NoEsLaClave1');
    await page.getByText(auth.badCredentials).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
  });

  it('shows the validation texts of the sign-in form', async () => {
    const { page } = closeAfterTest(await newSession(shared.browser));
    await page.goto('/auth/sign-in');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText(auth.emailRequired).waitFor();
    await page.getByText(auth.passwordRequired).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('no-es-un-email');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText(auth.emailInvalid).waitFor();
  });

  it("shows 'Página no encontrada' for an unknown path", async () => {
    const { page } = closeAfterTest(await newSession(shared.browser));
    await page.goto('/esta/ruta/no/existe');
    await page.getByText(shell.notFoundTitle).waitFor();
  });

  it('sends anonymous visitors of a guarded page to sign-in', async () => {
    const { page } = closeAfterTest(await newSession(shared.browser));
    await page.goto('/administrador/empresas');
    await page.waitForURL('**/auth/sign-in');
  });

  it('signs out back to sign-in, and the session does not come back on reload', async () => {
    const { page } = closeAfterTest(await newSession(shared.browser));
    await signInAt(page, 'director@andes.cl', '/administrador/empresa/detalles');
    expect(await sidebarGroups(page)).toContain('Empresa');
    await page.getByTestId('account-menu').click();
    await page.getByText(shell.signOut).click();
    await page.waitForURL('**/auth/sign-in');
    await page.goto('/administrador/empresa/detalles');
    await page.waitForURL('**/auth/sign-in');
  });

  it('keeps the session across a reload through the refresh cookie', async () => {
    const { page } = closeAfterTest(await newSession(shared.browser));
    await signInAt(page, 'encargado@andes.cl', '/administrador/user/proyectos');
    await page.reload();
    await page.getByTestId('module-screen-revisiones').waitFor();
    expect(new URL(page.url()).pathname).toBe('/administrador/user/proyectos');
  });

  it("refuses a page of another role with 'Acceso denegado' and a link to the user's landing page (issue 9: not sign-in)", async () => {
    const { page } = closeAfterTest(await newSession(shared.browser));
    await signInAt(page, 'encargado@andes.cl', '/administrador/user/proyectos');
    await page.goto('/administrador/empresas');
    await page.getByTestId('access-denied').getByText(shell.accessDeniedTitle).waitFor();
    await page.getByRole('link', { name: shell.goToLanding }).click();
    await page.waitForURL('**/administrador/user/proyectos');
  });
});
