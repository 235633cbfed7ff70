// @vitest-environment happy-dom
import { type ModuleDescriptor, perfilEndpoints } from '@insp/contracts';
import { perfil as texts, shell } from '@insp/messages';
import { defineRoutes } from '@insp/mf-kit';
import { fakeApi, testUser } from '@insp/ui/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { federationAtom } from '../src/federation/state.ts';
import { sessionAtom, sessionStatusAtom, shellStore } from '../src/session/store.ts';

// the guard's layout starts federation and single-spa, which need the host build: not here
vi.mock('../src/federation/boot.ts', () => ({ bootFederation: () => Promise.resolve() }));
const fake = fakeApi();
fake.on('admin', perfilEndpoints.get, () => ({
  Nombre: 'Ana',
  Apellido: 'Pérez',
  Email: 'ana@andes.cl',
  tipoUsuario: 'UsuarioEmpresa' as const,
  Empresa: 'Constructora Andes',
  ResumenDiario: true,
}));
vi.mock('../src/session/api-client.ts', () => ({ api: fake.api }));
const { default: GuardedArea } = await import('../src/routing/GuardedArea.tsx');

/** One page of a remote, so the frame (top bar, account menu) shows somewhere else first. */
const home: ModuleDescriptor = {
  id: 'admin',
  title: 'Administración',
  requiredModule: null,
  sidebar: {},
  routes: defineRoutes([{ id: 'inicio', pattern: '/inicio', roles: ['UsuarioEmpresa'] as const, screen: () => Promise.resolve(() => null) }]).routes,
};

function signIn(signedIn: boolean) {
  shellStore.set(sessionAtom, signedIn ? { accessToken: 't', user: testUser('UsuarioEmpresa') } : null);
  shellStore.set(sessionStatusAtom, 'ready');
  shellStore.set(federationAtom, { status: 'ready', remotes: [{ id: 'admin', descriptor: home }], brokenSpas: [] });
}

const renderAt = (path: string) =>
  render(
    <Provider store={shellStore}>
      <MemoryRouter initialEntries={[path]}>
        <GuardedArea />
      </MemoryRouter>
    </Provider>,
  );

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('/perfil', () => {
  it('opens for any signed-in user inside the frame, also from the account menu', async () => {
    signIn(true);
    renderAt('/inicio');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-menu'));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: shell.profile }));
    expect(await screen.findByTestId('perfil-page')).toBeTruthy();
    expect(await screen.findByText('ana@andes.cl')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(texts.title));
  });

  it('sends a signed-out visitor to sign-in', async () => {
    signIn(false);
    renderAt('/perfil');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/sign-in'));
  });
});
