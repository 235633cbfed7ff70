import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { apiSignIn, baseUrl, newSession, sharedBrowser, signIn } from '../src/browser.ts';
import { demoUsers, platformAdmin } from '../src/demo.ts';
import { DESKTOP, PHONE, shot } from '../src/revisiones.ts';

/**
 * Issue 9: no English in the Spanish console, and every screen usable on a phone. Every screen of
 * every role is opened; its visible text, tooltips and accessible names are searched for the English
 * defaults of MUI and zod (the spec quotes English only for the closed sign-up form, which is not
 * visited here); then it is photographed at 1440 and at 390 px wide (SHOTS_DIR/pantalla-*.png) and,
 * at 390, nothing may widen the page beyond the screen (wide tables scroll inside their card).
 */
const ENGLISH = [
  /Go to (first|last|next|previous) page/,
  /Rows per page/,
  /Invalid input/,
  /expected \w+, received/,
  /Must be at least/,
  /Both password/,
  /No options/,
  /\bShow path\b/,
  /\bClose\b/,
  /\bLoading\b/,
  /\bNo rows\b/,
  /\bof more than\b/,
];

const shared = sharedBrowser();

/** Visible text plus the texts a person meets on hover or with a screen reader. */
async function textsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[title], [aria-label], [placeholder]')].flatMap((el) =>
      ['title', 'aria-label', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** A file name for the screen's pictures: the role and the path without ids. */
const shotName = (who: string, path: string): string => `${who}${path.replace(/[0-9a-f]{24}/g, 'id').replace(/[^a-zA-Z0-9]+/g, '-')}`.replace(/-+$/, '');

async function expectUsableAtBothWidths(page: Page, who: string, path: string): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    // fonts and the resize's re-layout settle before the measure and the picture
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))));
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${path} at ${size.width} px`).toBeLessThanOrEqual(size.width);
    await shot(page, `${shotName(who, path)}-${size.width}`, 'pantalla');
  }
}

async function expectSpanish(page: Page, path: string, who = 'anonimo'): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  // live streams stay open (no 'networkidle'): wait for the screen, then for its loading bars to go
  await page.locator('[data-testid^=module-screen-], [data-testid=access-denied], [data-testid^=error-], form').first().waitFor({ timeout: 30_000 });
  await page
    .locator('.MuiLinearProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  const text = await textsOf(page);
  const found = ENGLISH.filter((pattern) => pattern.test(text)).map(String);
  expect(found, `${path}`).toEqual([]);
  await expectUsableAtBothWidths(page, who, path);
}

describe('every screen of every role: no English UI text, usable at 1440 and 390 px', () => {
  it('signed out: sign-in, password recovery, 404', async () => {
    const { page, context } = await newSession(shared.browser);
    try {
      for (const path of ['/auth/sign-in', '/auth/reset-password', '/auth/404']) await expectSpanish(page, path);
    } finally {
      await context.close();
    }
  });

  it('the platform administrator', { timeout: 300_000 }, async () => {
    const token = await apiSignIn(platformAdmin.email);
    const list = (await (await fetch(`${baseUrl()}/api/admin/companies?page=0&pageSize=10`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      items: { id: string; Nombre: string }[];
    };
    const andes = list.items.find((c) => c.Nombre === 'Constructora Andes');
    expect(andes).toBeDefined();
    const id = andes!.id;
    const edit = `/administrador/empresas/${id}/edit`;
    const tabs: Array<[string, string]> = [
      ['empresa', 'informacion'],
      ['empresa', 'usuarios'],
      ['empresa', 'cargos'],
      ['revisiones', 'sectores'],
      ['revisiones', 'recintos'],
      ['revisiones', 'subcontratos'],
      ['revisiones', 'prioridades'],
      ['checklistRevisiones', 'checklists'],
      ['checklists', 'listasDeChequeo'],
      ['checklists', 'unidades'],
    ];
    const { page, context } = await newSession(shared.browser);
    try {
      await signIn(page, platformAdmin.email);
      await page.waitForURL(`**${platformAdmin.landing}`);
      const paths = [
        '/administrador/empresas',
        ...tabs.map(([tab, subtab]) => `${edit}?tab=${tab}&subtab=${subtab}`),
        `/administrador/empresas/${id}/Checklists`,
        `/administrador/empresas/${id}/proyectos`,
        `/administrador/empresas/${id}/checklist-proyectos`,
        `/administrador/empresas/${id}/neo-projects`,
        ...['sectores', 'recintos', 'subcontratos', 'prioridades', 'cargos'].map((c) => `/mantenedores/${c}`),
        '/administrador/empresa/detalles',
      ];
      for (const path of paths) await expectSpanish(page, path, 'administrador');
    } finally {
      await context.close();
    }
  });

  it.each(demoUsers)('$email', { timeout: 180_000 }, async (user) => {
    const { page, context } = await newSession(shared.browser);
    try {
      await signIn(page, user.email);
      await page.waitForURL(`**${user.landing}`);
      const paths = [user.landing, ...user.modules.map((m) => m.path)];
      if (user.landing === '/administrador/empresa/detalles') {
        paths.push(...['sectores', 'recintos', 'subcontratos', 'prioridades'].map((c) => `/administrador/empresa/${c}`));
        paths.push('/administrador/empresa/detalles?tab=empresa&subtab=usuarios');
      }
      for (const path of new Set(paths)) await expectSpanish(page, path, user.email.replace(/[^a-z0-9]+/gi, '-'));
    } finally {
      await context.close();
    }
  });
});
