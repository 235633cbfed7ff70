// @vitest-environment happy-dom
import type { ModuleDescriptor } from '@insp/contracts';
import { defineRoutes } from '@insp/mf-kit';
import { testUser } from '@insp/ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { federationAtom, type FederationState } from '../src/federation/state.ts';
import { sessionAtom, sessionStatusAtom, shellStore } from '../src/session/store.ts';
import { renderInShell } from './support/render-in-shell.tsx';

// the guard's layout starts federation and single-spa, which need the host build: not here
vi.mock('../src/federation/boot.ts', () => ({ bootFederation: () => Promise.resolve() }));
const { default: GuardedArea } = await import('../src/routing/GuardedArea.tsx');

const admin: ModuleDescriptor = {
  id: 'admin',
  title: 'Administración',
  requiredModule: null,
  sidebar: {},
  routes: defineRoutes([{ id: 'empresas', pattern: '/administrador/empresas', roles: ['Administrador'], screen: () => Promise.resolve(() => null) }]).routes,
};

function renderGuard(path: string, federation: FederationState) {
  shellStore.set(sessionAtom, { accessToken: 't', user: testUser('Administrador') });
  shellStore.set(sessionStatusAtom, 'ready');
  shellStore.set(federationAtom, federation);
  return renderInShell(path, <GuardedArea />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a remote that cannot be loaded', () => {
  it("shows the Spanish failure and 'Reintentar' in the content area, which loads the page again", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderGuard('/administrador/empresas', { status: 'ready', remotes: [{ id: 'admin', descriptor: admin }], brokenSpas: ['admin'] });
    const content = await screen.findByTestId('content');
    expect(screen.getByTestId('remote-failed').textContent).toContain('No pudimos cargar el módulo Administración. Revisa tu conexión e inténtalo nuevamente.');
    expect(content.contains(screen.getByTestId('remote-failed'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a remote whose descriptor failed shows the same failure on its paths, not an empty area or the 404 page', async () => {
    renderGuard('/administrador/empresas/c1/proyectos', {
      status: 'ready',
      remotes: [
        { id: 'admin', descriptor: admin },
        { id: 'revisiones', descriptor: null },
      ],
      brokenSpas: [],
    });
    expect((await screen.findByTestId('remote-failed')).textContent).toContain('No pudimos cargar el módulo Revisiones.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
