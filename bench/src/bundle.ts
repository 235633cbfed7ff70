import { gzipSync } from 'node:zlib';

import { chromium, type Page } from 'playwright-core';

/** Gzip bytes of every JavaScript file the page downloaded, counted once per URL. */
function trackJs(page: Page): () => number {
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    void response
      .body()
      .then((body) => sizes.set(response.url(), gzipSync(body, { level: 9 }).length))
      .catch(() => {});
  });
  return () => [...sizes.values()].reduce((a, b) => a + b, 0);
}

export interface BundleFigures {
  shellBeforeSignInGz: number;
  totalToFirstModuleScreenGz: number;
  signInToFirstScreenMs: number;
}

/** Opens the sign-in page, signs in as the director and waits for the first module screen. */
export async function measureBundles(baseUrl: string, email: string, password: string): Promise<BundleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    const jsBytes = trackJs(page);
    await page.goto('/auth/sign-in', { waitUntil: 'networkidle' });
    const shellBeforeSignInGz = jsBytes();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    const started = performance.now();
    await page.getByRole('button', { name: /ingresar|iniciar/i }).click();
    await page.locator('[data-testid^="module-screen-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    const signInToFirstScreenMs = performance.now() - started;
    await page.waitForLoadState('networkidle');
    return { shellBeforeSignInGz, totalToFirstModuleScreenGz: jsBytes(), signInToFirstScreenMs };
  } finally {
    await browser.close();
  }
}
