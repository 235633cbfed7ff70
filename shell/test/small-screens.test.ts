import { shell } from '@insp/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { builtConsole } from './support/built-console.ts';
import { STUB_PASSWORD } from './support/stub-services.ts';

const built = builtConsole();

async function companiesAt(width: number): Promise<Page> {
  const page = await built.browser.newPage({ viewport: { width, height: 844 } });
  await page.goto(`${built.stack.url}/auth/sign-in`);
  await page.fill('#email', 'admin@example.com');
  await page.fill('#password', STUB_PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForSelector('[data-testid=module-screen-admin] tbody tr >> text=Constructora Andes');
  return page;
}

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not displayed`);
  return b;
};

describe('phones and small screens (issue 9)', () => {
  it('at 390 px the sidebar is a drawer behind the menu button, and nothing widens the page', async () => {
    const page = await companiesAt(390);
    const sidebar = page.getByTestId('sidebar');
    const menuButton = page.getByRole('button', { name: shell.openMenu });

    // closed: the content and the top bar take the whole width
    expect(await sidebar.isVisible()).toBe(false);
    expect(await box(page, '[data-testid=content]')).toMatchObject({ x: 0, width: 390 });
    for (const control of ['[data-testid=open-menu]', '[data-testid=theme-picker]', '[data-testid=account-menu]']) {
      const b = await box(page, control);
      expect(b.x, control).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, control).toBeLessThanOrEqual(390);
    }
    // the wide companies table scrolls inside its card instead of widening the page
    const table = page.locator('[data-testid=module-screen-admin] .MuiTableContainer-root');
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the menu button opens it; choosing an entry navigates and closes it
    await menuButton.click();
    await sidebar.waitFor({ state: 'visible' });
    // the administrator's own entries all lead to this page: unfold the groups (Mantenedores) for others
    const groups = sidebar.locator('nav [role=button]:not(a)');
    for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).click();
    const links = sidebar.locator('nav a');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const target = hrefs.findIndex((h) => h !== '/administrador/empresas');
    expect(target).toBeGreaterThanOrEqual(0);
    await links.nth(target).click();
    await page.waitForURL(`**${hrefs[target]}`);
    await sidebar.waitFor({ state: 'hidden' });

    // choosing the entry of the page already shown closes it too
    await menuButton.click();
    await sidebar.waitFor({ state: 'visible' });
    await sidebar.locator(`nav a[href="${hrefs[target]}"]`).click();
    await sidebar.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('at 900 px and above the 258 px sidebar stays beside the content, with no menu button', async () => {
    for (const width of [900, 1440]) {
      const page = await companiesAt(width);
      expect(await box(page, '[data-testid=sidebar] .MuiDrawer-paper'), `${width}`).toMatchObject({ x: 0, width: 258 });
      expect((await box(page, '[data-testid=content]')).x, `${width}`).toBe(258);
      expect(await page.getByRole('button', { name: shell.openMenu }).count(), `${width}`).toBe(0);
      await page.close();
    }
  });
});
