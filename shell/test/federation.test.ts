import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from './support/browser.ts';
import { ensureBuilds } from './support/ensure-builds.ts';
import { type Stack, startStack } from './support/stack.ts';
import { STUB_PASSWORD } from './support/stub-services.ts';

let browser: Browser;

beforeAll(async () => {
  ensureBuilds();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Page errors and console errors, minus the expected 401 of the anonymous session restore. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  return errors;
}

async function signIn(page: Page, url: string, email: string) {
  await page.goto(`${url}/auth/sign-in`);
  await page.fill('#email', email);
  await page.fill('#password', STUB_PASSWORD);
  await page.click('button[type=submit]');
}

interface ProbeView {
  apps: string[];
  oneReact: boolean;
  oneTheme: boolean;
  themeName: string | undefined;
}

const probe = (page: Page) =>
  page.evaluate((): ProbeView => {
    const p = window.__INSP_FEDERATION__ ?? { react: {}, themes: {} };
    const reacts = Object.values(p.react);
    const themes = Object.values(p.themes);
    return {
      apps: Object.keys(p.react).sort(),
      oneReact: reacts.every((r) => r === p.react.shell),
      oneTheme: themes.every((t) => t === p.themes.shell),
      themeName: (p.themes.shell as { insp?: { name: string } } | undefined)?.insp?.name,
    };
  });

describe('federation with all remotes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('signs in, renders remotes with ONE React and the SAME theme object as the shell', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await signIn(page, stack.url, 'admin@example.com');
    await page.waitForURL('**/administrador/empresas');
    await page.waitForSelector('[data-testid=module-screen-admin] tbody tr >> text=Constructora Andes');
    expect(await page.locator('[data-testid=module-screen-admin] thead th').allTextContents()).toEqual([
      'Nombre',
      'Rut',
      'Revisiones',
      'Checklist Revisiones',
      'Checklists',
      'Acciones',
    ]);

    await page.click('text=Ver Revisiones >> nth=0');
    await page.waitForSelector('[data-testid=module-screen-revisiones] >> text=Proyecto Revisión 1');
    await page.goto(`${stack.url}/administrador/empresas/aaaaaaaaaaaaaaaaaaaaaaaa/neo-projects`);
    await page.waitForSelector('[data-testid=module-screen-neo] >> text=Nada Aun');
    await page.goto(`${stack.url}/administrador/empresas/aaaaaaaaaaaaaaaaaaaaaaaa/checklist-proyectos`);
    await page.waitForSelector('[data-testid=module-screen-checklist_revisiones] >> text=Proyecto Checklist 2');

    const before = await probe(page);
    expect(before.apps).toEqual(['checklist_revisiones', 'shell']);
    expect(before).toMatchObject({ oneReact: true, oneTheme: true, themeName: 'blue' });

    // switching the theme in the shell re-themes the mounted remote with the very same object
    await page.click('[data-testid=theme-picker]');
    await page.click('[data-testid=theme-green]');
    await page.waitForFunction(() => {
      const t = window.__INSP_FEDERATION__?.themes.checklist_revisiones as { insp?: { name: string } } | undefined;
      return t?.insp?.name === 'green';
    });
    expect(await probe(page)).toMatchObject({ oneReact: true, oneTheme: true, themeName: 'green' });
    expect(await page.evaluate(() => localStorage.getItem('insp.theme'))).toBe('green');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('every remote shares React and theme (visit each, then compare)', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await signIn(page, stack.url, 'admin@example.com');
    await page.waitForSelector('[data-testid=module-screen-admin]');
    for (const [path, id] of [
      ['/administrador/empresas/aaaaaaaaaaaaaaaaaaaaaaaa/proyectos', 'revisiones'],
      ['/administrador/empresas/aaaaaaaaaaaaaaaaaaaaaaaa/checklist-proyectos', 'checklist_revisiones'],
      ['/administrador/empresas/aaaaaaaaaaaaaaaaaaaaaaaa/neo-projects', 'neo'],
    ] as const) {
      await page.evaluate((p) => window.history.pushState(null, '', p), path);
      await page.waitForSelector(`[data-testid=module-screen-${id}]`);
    }
    const view = await probe(page);
    expect(view.apps).toEqual(['admin', 'checklist_revisiones', 'neo', 'revisiones', 'shell']);
    expect(view).toMatchObject({ oneReact: true, oneTheme: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("remote data hooks use the shell's ONE QueryClient; the service's live events refresh the screen over a resuming stream", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const projectId = `01${'c'.repeat(22)}`;
    await signIn(page, stack.url, 'director@example.com');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await page.evaluate((p) => window.history.pushState(null, '', p), `/administrador/empresa/proyectos/${projectId}/revisiones`);
    await page.waitForSelector('[data-testid=module-screen-revisiones] [data-testid=project-name] >> text=Proyecto Revisión 2');

    const queryView = () =>
      page.evaluate(() => {
        const p = window.__INSP_FEDERATION__;
        const clients = p?.queryClients ?? {};
        const classes = p?.queryClientClasses ?? {};
        const shell = clients.shell as { getQueryCache: () => { getAll: () => unknown[] } } | undefined;
        return {
          apps: Object.keys(clients).sort(),
          oneClient: Object.values(clients).every((c) => c === clients.shell),
          oneClass: Object.values(classes).every((c) => c === classes.shell),
          cached: shell?.getQueryCache().getAll().length ?? -1,
        };
      });
    expect(await queryView()).toMatchObject({ apps: ['revisiones', 'shell'], oneClient: true, oneClass: true });

    // the stream carries the bearer token (fetch, not EventSource); a change elsewhere shows at once
    await expect.poll(() => stack.live.openStreams()).toBe(1);
    expect(stack.live.streamRequests.at(-1)).toEqual({ lastEventId: '', authorized: true });
    stack.live.rename(projectId, 'Torre Renombrada');
    await page.waitForSelector('[data-testid=project-name] >> text=Torre Renombrada');

    // the server drops the stream: the shell reconnects with Last-Event-ID and keeps delivering
    stack.live.dropStreams();
    await expect.poll(() => stack.live.openStreams(), { timeout: 10_000 }).toBe(1);
    expect(stack.live.streamRequests.at(-1)).toEqual({ lastEventId: '000000000000000000000001', authorized: true });
    stack.live.rename(projectId, 'Torre Final');
    await page.waitForSelector('[data-testid=project-name] >> text=Torre Final');
    expect((await queryView()).cached).toBeGreaterThan(0);

    // 'Cerrar Sesión' closes the stream and empties the cache
    await page.click('[data-testid=account-menu]');
    await page.click('[data-testid=sign-out]');
    await page.waitForURL('**/auth/sign-in');
    await expect.poll(() => stack.live.openStreams()).toBe(0);
    expect((await queryView()).cached).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('guards by role, shows 404 for unknown paths, signs out', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.url}/administrador/empresas`);
    await page.waitForURL('**/auth/sign-in');
    await page.goto(`${stack.url}/no/existe`);
    await page.waitForSelector('[data-testid=error-404] >> text=Página no encontrada');
    await signIn(page, stack.url, 'user@example.com');
    await page.waitForURL('**/administrador/user/proyectos');
    await page.waitForSelector('[data-testid=module-screen-revisiones]');
    // a company user on an Administrador route: 'Acceso denegado' (the session is alive), with a link home
    await page.goto(`${stack.url}/administrador/empresas`);
    await page.waitForSelector('[data-testid=access-denied]');
    expect(new URL(page.url()).pathname).toBe('/administrador/empresas');
    // the session survives a reload (refresh cookie), then 'Cerrar Sesión' ends it
    await page.goto(`${stack.url}/administrador/user/proyectos`);
    await page.waitForSelector('[data-testid=module-screen-revisiones]');
    await page.click('[data-testid=account-menu]');
    await page.click('[data-testid=sign-out]');
    await page.waitForURL('**/auth/sign-in');
    await page.goto(`${stack.url}/administrador/user/proyectos`);
    await page.waitForURL('**/auth/sign-in');
    await page.close();
  });
});

describe('a remote whose files are missing', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack((o) => ({ ...o, remotes: o.remotes.map((r) => (r.name === 'admin' ? { ...r, dir: join(r.dir, 'does-not-exist') } : r)) }));
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows the Spanish error in the content area while the shell and other remotes work', async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signIn(page, stack.url, 'admin@example.com');
    await page.waitForURL('**/administrador/empresas');
    await expect
      .poll(() => page.locator('[data-testid=remote-failed]').textContent())
      .toBe('No pudimos cargar el módulo Administración. Revisa tu conexión e inténtalo nuevamente.Reintentar');
    expect(await page.locator('[data-testid=sidebar]').textContent()).toContain('Revisiones');
    await page.evaluate(() => window.history.pushState(null, '', '/administrador/empresas/aaaaaaaaaaaaaaaaaaaaaaaa/proyectos'));
    await page.waitForSelector('[data-testid=module-screen-revisiones] >> text=Proyecto Revisión 1');
    expect(await page.locator('[data-testid=remote-failed]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
