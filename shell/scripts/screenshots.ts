/** Dev aid: builds nothing, serves the built apps with stub services, saves screenshots to /tmp/shots. */
import { mkdirSync } from 'node:fs';

import { launchChromium } from '../test/support/browser.ts';
import { startStack } from '../test/support/stack.ts';
import { STUB_PASSWORD } from '../test/support/stub-services.ts';

const out = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const stack = await startStack();
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));

const shot = async (name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`saved ${out}/${name}.png`);
};
const signIn = async (email: string) => {
  await page.goto(`${stack.url}/auth/sign-in`);
  await page.fill('#email', email);
  await page.fill('#password', STUB_PASSWORD);
  await page.click('button[type=submit]');
};

try {
  await page.goto(`${stack.url}/auth/sign-in`);
  await page.click('button[type=submit]');
  await shot('01-sign-in-errors');
  await page.fill('#email', 'admin@example.com');
  await page.fill('#password', 'wrong');
  await page.click('button[type=submit]');
  await page.waitForSelector('[data-testid=snackbar]');
  await shot('02-sign-in-bad-credentials');
  await signIn('admin@example.com');
  await page.waitForSelector('[data-testid=module-screen-admin] tbody tr');
  await shot('03-admin-companies');
  await page.goto(`${stack.url}/administrador/empresas/aaaaaaaaaaaaaaaaaaaaaaaa/proyectos`);
  await page.waitForSelector('[data-testid=module-screen-revisiones]');
  await shot('04-admin-revisiones-projects');
  await page.goto(`${stack.url}/administrador/empresas/aaaaaaaaaaaaaaaaaaaaaaaa/neo-projects`);
  await page.waitForSelector('[data-testid=module-screen-neo]');
  await shot('05-admin-neo-empty');
  await page.click('[data-testid=account-menu]');
  await page.click('[data-testid=sign-out]');
  await page.waitForSelector('[data-testid=sign-in]');
  await signIn('director@example.com');
  await page.waitForSelector('[data-testid=company-name]');
  await page.click('[data-testid=theme-picker]');
  await page.click('[data-testid=theme-dark]');
  await shot('06-director-details-dark');
  await page.goto(`${stack.url}/no/existe`);
  await page.waitForSelector('[data-testid=error-404]');
  await shot('07-not-found');
} finally {
  await browser.close();
  await stack.close();
}
