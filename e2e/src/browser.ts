import { chromiumPath, HEADLESS_CHROMIUM_ARGS } from '@insp/reports';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';

/** Debian's Chromium, headless, with the flags this machine needs (the reports' PDF renderer's; no background networking). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...HEADLESS_CHROMIUM_ARGS] });
}

/** One Chromium for a test file: launched before its tests, closed after them. Read `.browser` inside the tests. */
export function sharedBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is not launched (read it inside a test)');
      return browser;
    },
  };
}

export const baseUrl = (): string => inject('baseUrl');
export const demoPassword = (): string => inject('demoPassword');

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen by the page. */
  errors: string[];
}

/** A fresh context on the console in Spanish (Chile), 1280 × 800 unless `options` say otherwise. */
export async function newSession(browser: Browser, options: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-CL', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { context, page, errors };
}

/** Closes the session's context when the running test finishes, passed or failed (instead of a try/finally around the test's steps). */
export function closeAfterTest<S extends { context: BrowserContext }>(session: S): S {
  onTestFinished(() => session.context.close());
  return session;
}

/** Signs in through the form, as a person would. */
export async function signIn(page: Page, email: string, password = demoPassword()): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in through the form and waits for the landing page of the user's role. */
export async function signInAt(page: Page, email: string, landing: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL(`**${landing}`, { timeout: 30_000 });
}

/** Titles of the sidebar groups, in order. */
export async function sidebarGroups(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('.MuiListSubheader-root').first().waitFor();
  return (await sidebar.locator('.MuiListSubheader-root').allTextContents()).map((t) => t.trim());
}

/** Waits until the remote's screen is visible in the content area. */
export async function moduleScreen(page: Page, remote: string): Promise<void> {
  await page.getByTestId(`module-screen-${remote}`).waitFor({ state: 'visible', timeout: 30_000 });
}

/** A token for API calls made by the test itself (not through the form). */
export async function apiSignIn(email: string, password = demoPassword()): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * Clicks `trigger` until `dialog` is visible (at most twice). A click that lands while a live
 * refresh re-renders the rows above it can be lost, as it would be for a person, who clicks again;
 * a dialog that still does not open fails with a screenshot saved beside the other shots.
 */
export async function openDialog(trigger: Locator, dialog: Locator, shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots'): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await trigger.click();
    try {
      await dialog.waitFor({ state: 'visible', timeout: 7_000 });
      return;
    } catch {
      if (attempt === 2) {
        const path = `${shotsDir}/dialog-not-opened-${Date.now()}.png`;
        await trigger
          .page()
          .screenshot({ path, fullPage: true })
          .catch(() => undefined);
        throw new Error(`El diálogo no se abrió tras dos clics (captura: ${path})`);
      }
    }
  }
}
