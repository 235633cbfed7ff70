/**
 * Lists every JS file (gzip level 9) fetched before sign-in and up to the first module screen.
 * `npx tsx scripts/bundle-files.ts [email] [path]`: with a path, the browser opens it right after
 * signing in (a fresh page load, as a bookmark would) and counts up to that screen instead.
 */
import { gzipSync } from 'node:zlib';

import { launchChromium } from '../test/support/browser.ts';
import { startStack } from '../test/support/stack.ts';
import { STUB_PASSWORD } from '../test/support/stub-services.ts';

const email = process.argv[2] ?? 'director@example.com';
const target = process.argv[3];
const stack = await startStack();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ baseURL: stack.url });
  if (process.env.DEBUG) {
    page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)));
    page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)));
  }
  const files = new Map<string, { gz: number; raw: number; phase: string }>();
  let phase = 'sign-in';
  const pending: Array<Promise<unknown>> = [];
  page.on('response', (r) => {
    if (!(r.headers()['content-type'] ?? '').includes('javascript')) return;
    const p = phase;
    pending.push(
      r.body().then(
        (b) => files.set(r.url(), { gz: gzipSync(b, { level: 9 }).length, raw: b.length, phase: p }),
        () => 0,
      ),
    );
  });
  await page.goto('/auth/sign-in', { waitUntil: 'networkidle' });
  await Promise.all(pending);
  if (process.env.VERBOSE)
    for (const [url, f] of [...files].sort((a, b) => b[1].gz - a[1].gz))
      console.log(`sign-in ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${url.replace(stack.url, '')}`);
  console.log(`sign-in ${([...files.values()].reduce((a, f) => a + f.gz, 0) / 1024).toFixed(1)} KB`);
  if (process.env.SIGNIN_ONLY) process.exit(0);
  phase = 'after';
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(STUB_PASSWORD);
  await page.getByRole('button', { name: /ingresar|iniciar/i }).click();
  if (target) {
    // the landing screen would count its own chunks: open the target as the first screen instead
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await page.evaluate((path) => window.history.pushState(null, '', path), target);
    await page.waitForSelector(process.env.TARGET_SELECTOR ?? '[data-testid^="module-screen-"]', { timeout: 60_000 });
  }
  await page.locator('[data-testid^="module-screen-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  let total = 0;
  const sums: Record<string, number> = {};
  for (const [url, f] of [...files].sort((a, b) => b[1].gz - a[1].gz)) {
    total += f.gz;
    sums[f.phase] = (sums[f.phase] ?? 0) + f.gz;
    if (process.env.VERBOSE && f.phase === 'after')
      console.log(
        `${f.phase.padEnd(8)} ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${(f.raw / 1024).toFixed(1).padStart(7)} raw  ${url.replace(stack.url, '')}`,
      );
  }
  console.log(`files ${files.size}; sign-in ${((sums['sign-in'] ?? 0) / 1024).toFixed(1)} KB; total ${(total / 1024).toFixed(1)} KB`);
} finally {
  await browser.close();
  await stack.close();
}
