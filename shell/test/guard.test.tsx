// @vitest-environment happy-dom
import type { ModuleDescriptor, SessionUser } from '@insp/contracts';
import { shell } from '@insp/messages';
import { defineRoutes } from '@insp/mf-kit';
import { testUser } from '@insp/ui/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AuthCard } from '../src/auth/AuthCard.tsx';
import { federationAtom } from '../src/federation/state.ts';
import { Sidebar } from '../src/layout/Sidebar.tsx';
import { sidebarGroups } from '../src/layout/sidebar-model.ts';
import { decideAccess, logoTarget } from '../src/routing/access.ts';
import { rememberPath } from '../src/routing/last-path.ts';
import { sessionAtom, sessionStatusAtom, shellStore } from '../src/session/store.ts';
import { renderInShell } from './support/render-in-shell.tsx';

// the guard's layout starts federation and single-spa, which need the host build: not here
vi.mock('../src/federation/boot.ts', () => ({ bootFederation: () => Promise.resolve() }));
const { default: GuardedArea } = await import('../src/routing/GuardedArea.tsx');

const screenLoader = () => Promise.resolve(() => null);
const ADMIN = ['Administrador'] as const;
const DIRECTOR = ['AdministradorEmpresa'] as const;

/** Company administration's shape: no module of its own, the checklist pages need Checklist. */
const admin: ModuleDescriptor = {
  id: 'admin',
  title: 'Administración',
  requiredModule: null,
  sidebar: {
    Administrador: { group: 'Administración', entries: [{ title: 'Empresas', path: '/administrador/empresas' }] },
    AdministradorEmpresa: {
      group: 'Empresa',
      entries: [
        { title: 'Editar Empresa', path: '/administrador/empresa/detalles' },
        { title: 'Sectores', path: '/administrador/empresa/sectores' },
      ],
    },
  },
  routes: defineRoutes([
    { id: 'empresas', pattern: '/administrador/empresas', roles: ADMIN, screen: screenLoader },
    { id: 'detalles', pattern: '/administrador/empresa/detalles', roles: DIRECTOR, screen: screenLoader },
    { id: 'sectores', pattern: '/administrador/empresa/sectores', roles: DIRECTOR, screen: screenLoader },
    { id: 'checklists', pattern: '/administrador/checklist', roles: DIRECTOR, screen: screenLoader, prefix: true, module: 'Checklist' },
  ]).routes,
};
const revisiones: ModuleDescriptor = {
  id: 'revisiones',
  title: 'Revisiones',
  requiredModule: 'Revisiones',
  sidebar: { Administrador: { group: 'Revisiones', entries: [{ title: 'Empresas', path: '/administrador/empresas' }] } },
  routes: [{ pattern: '/administrador/empresas/:companyId/proyectos', roles: ['Administrador'], exact: true }],
};
const federation = {
  status: 'ready' as const,
  remotes: [
    { id: 'admin', descriptor: admin },
    { id: 'revisiones', descriptor: revisiones },
  ],
  brokenSpas: [],
};

const noChecklist = (user: SessionUser): SessionUser => ({ ...user, modules: { ...user.modules, Checklist: false } });
const director = testUser('AdministradorEmpresa');

function signIn(user: SessionUser | null) {
  shellStore.set(sessionAtom, user && { accessToken: 't', user });
  shellStore.set(sessionStatusAtom, 'ready');
  shellStore.set(federationAtom, federation);
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

function renderGuard(path: string) {
  return renderInShell(path, <GuardedArea />);
}

describe('the guard', () => {
  it("a signed-in user on another role's page gets 'Acceso denegado' with a link to their landing page, not sign-in", async () => {
    signIn(director);
    renderGuard('/administrador/empresas');
    const denied = await screen.findByTestId('access-denied');
    expect(denied.textContent).toContain(shell.accessDeniedTitle);
    expect(screen.getByRole('link', { name: shell.goToLanding }).getAttribute('href')).toBe('/administrador/empresa/detalles');
    expect(window.location.pathname).not.toBe('/auth/sign-in');
  });

  it('a signed-out user goes to sign-in', async () => {
    signIn(null);
    renderGuard('/administrador/empresas');
    await act(() => Promise.resolve());
    expect(window.location.pathname).toBe('/auth/sign-in');
  });

  it("every route of a module the user lacks is the 404 page (the director's /administrador/checklist without Checklist)", async () => {
    signIn(noChecklist(director));
    expect(decideAccess('/administrador/checklist', shellStore.get(sessionAtom), true, federation).kind).toBe('notFound');
    expect(decideAccess('/administrador/checklist/c1/Recintos', shellStore.get(sessionAtom), true, federation).kind).toBe('notFound');
    renderGuard('/administrador/checklist');
    await act(() => Promise.resolve());
    expect(window.location.pathname).toBe('/auth/404');
    // with the module, the same page opens
    expect(decideAccess('/administrador/checklist', { accessToken: 't', user: director }, true, federation).kind).toBe('allowed');
  });
});

function renderSidebar(path: string) {
  return renderInShell(
    path,
    <>
      <Sidebar variant="permanent" />
      <Link to="/administrador/empresa/sectores">ir a sectores</Link>
    </>,
  );
}
const logoHref = () => screen.getByTestId('sidebar-logo').getAttribute('href');

describe('the sidebar logo', () => {
  it("after a fresh sign-in leads a director to a page they may open, never the administrator's companies list", () => {
    signIn(director);
    rememberPath('/administrador/empresas');
    expect(logoTarget('/administrador/empresas', '/administrador/empresas', shellStore.get(sessionAtom), federation)).toBe('/administrador/empresa/detalles');
    renderSidebar('/administrador/empresa/detalles');
    expect(logoHref()).toBe('/administrador/empresa/detalles');
  });

  it('follows navigation at once (no lag of one page)', async () => {
    signIn(director);
    renderSidebar('/administrador/empresa/detalles');
    await userEvent.setup().click(screen.getByRole('link', { name: 'ir a sectores' }));
    expect(logoHref()).toBe('/administrador/empresa/sectores');
  });

  it('on a page the user may not open, leads to the last page they may open', () => {
    signIn(director);
    expect(logoTarget('/administrador/empresas', '/administrador/empresa/sectores', shellStore.get(sessionAtom), federation)).toBe(
      '/administrador/empresa/sectores',
    );
  });
});

describe('the sidebar groups', () => {
  it("show the platform administrator one 'Empresas' entry", () => {
    const groups = sidebarGroups([admin, revisiones], testUser('Administrador'));
    const empresas = groups.flatMap((g) => g.entries).filter((e) => e.title === 'Empresas');
    expect(empresas).toHaveLength(1);
    expect(groups.map((g) => g.id)).toEqual(['admin']);
  });
});

describe('product identity', () => {
  it("titles the browser tab per page ('Empresas · Inspección') and shows the logo and name in the sidebar", async () => {
    signIn(testUser('Administrador'));
    renderGuard('/administrador/empresas');
    await screen.findByTestId('sidebar-logo');
    expect(document.title).toBe(`Empresas · ${shell.brand}`);
    const logo = screen.getByTestId('sidebar-logo');
    expect(logo.querySelector('svg')).not.toBeNull();
    expect(logo.textContent).toContain(shell.brand);
  });

  it('titles the access-denied page too', async () => {
    signIn(director);
    renderGuard('/administrador/empresas');
    await screen.findByTestId('access-denied');
    expect(document.title).toBe(`${shell.accessDeniedTitle} · ${shell.brand}`);
  });

  it('shows the logo and product name on the sign-in card', () => {
    render(
      <AuthCard title="Iniciar sesión">
        <span />
      </AuthCard>,
    );
    expect(screen.getByTestId('auth-logo').textContent).toContain(shell.brand);
    expect(document.title).toBe(`Iniciar sesión · ${shell.brand}`);
  });
});
