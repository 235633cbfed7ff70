import { gzipSync } from 'node:zlib';

import type { Browser } from 'playwright-core';

import { STUB_PASSWORD } from './stub-services.ts';

export interface Transfer {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleFigures {
  /** JS loaded to show /auth/sign-in (before any user action). */
  signIn: Transfer;
  /** All JS loaded from the first request until the user's first module screen shows. */
  firstModuleScreen: Transfer;
  /** Whether any JS of the sign-in page contains `text` (e.g. a library's own message). */
  signInIncludes: (text: string) => boolean;
}

/**
 * Loads the built apps in Chromium, signs in as `email` (default the Administrador, whose first
 * screen is the companies table) and sums the gzip size of every JS file fetched up to the first
 * module screen (`screen`: a selector that shows once its data is on screen).
 */
export async function measureBundles(
  browser: Browser,
  url: string,
  email = 'admin@example.com',
  screen = '[data-testid=module-screen-admin] tbody tr',
): Promise<BundleFigures> {
  const page = await browser.newPage();
  const bodies = new Map<string, Buffer>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    pending.push(
      response.body().then(
        (b) => void bodies.set(response.url(), b),
        () => undefined,
      ),
    );
  });
  const sum = (): Transfer => {
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const body of bodies.values()) {
      rawBytes += body.length;
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    return { files: bodies.size, rawBytes, gzipBytes };
  };
  await page.goto(`${url}/auth/sign-in`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const signIn = sum();
  const signInBodies = [...bodies.values()].map((b) => b.toString('utf8'));
  await page.fill('#email', email);
  await page.fill('#password', STUB_PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForSelector(screen);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const firstModuleScreen = sum();
  await page.close();
  return { signIn, firstModuleScreen, signInIncludes: (text) => signInBodies.some((body) => body.includes(text)) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
