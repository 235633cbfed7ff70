import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { builtConsole } from './support/built-console.ts';
import { appDirs, repoRoot } from './support/ensure-builds.ts';
import { kb, measureBundles } from './support/measure.ts';
import { providedKeys } from './support/provided-keys.ts';

/**
 * Regression ceilings: the figures of this flow (stub services, Administrador → companies list) are
 * 160.2 KB gzip before sign-in and 341.9 KB to the first module screen (issue 6: route table, live
 * streams, the query cache's loader and the contracts of the revisiones endpoints in the shared
 * contracts chunk); the targets are 170 / 350 KB (docs/architecture.md "Bundle budget"). A change
 * that grows them past the margin fails here. The company user's first screen is a revisiones
 * projects screen with real data hooks: 368.2 KB, over the 350 KB target by the keyed query cache
 * the issue asks for (TanStack Query, ~12 KB, loaded after sign-in only) and the revisiones module's
 * own screen, texts and schemas; its ceiling holds that figure (docs/architecture.md says why).
 * Module texts are an entry of their own ('@insp/messages/revisiones'), so the sign-in page and the
 * other remotes never download them.
 */
// Issues 7-9 moved them to 160.9 / 352.7 / 381.0 KB, on purpose (docs/architecture.md lists what the
// ~11 KB buy: search and sortable headers, the Spanish MUI locale, the two new modules' route tables,
// 'Perfil' and 'Acceso denegado'); the NEO and checklist-review contracts stay out of the shared chunk.
// The first revisiones screen was 382.9 or 386.1 KB from one load to the next: the chunks the
// review remotes share (@insp/ui/screens) came from whichever remote's entry registered first.
// Remotes now initialise in the order of /config.json (src/federation/init-order.ts): 383.1 KB on
// every load, under a ceiling that the other provider's 386.1 KB would break.
// Issue 16 moved them to 162.5 / 357.4 / 389.5 KB, on purpose (docs/architecture.md "Bundle budget":
// the skip link and per-notice snackbars before sign-in; loading retries, record-keyed previous data,
// the module-off gate, live statistics, calendar dates and the accessible theme after it).
// Issue 18 (one house way) moved the two after sign-in to 359.6 / 392.5 KB (docs/architecture.md
// "Bundle budget": the review family's shared screens, router and company rule in @insp/ui, the
// contracts' review-family factories); sign-in stays at 162.6 KB.
// Issue 19 (field capture) moved them to 163.4 / 367.2 / 404.3 KB (docs/architecture.md "Bundle budget":
// the service worker's registration and update prompt, the pending-captures badge, the offline and photo
// viewer texts, the review family's screens as entries of their own).
// Issue 20 (the subcontractor loop) moved them to 164.3 / 373.7 / 399.5 KB (docs/architecture.md "Bundle
// budget": the portal, webhooks and digests in entries of their own; the root keeps an item's fix, the
// subcontract contacts and the Perfil digest switch).
// Issue 19 §5 (static descriptors) moved the two after sign-in to 349.0 / 376.4 KB (from 373.7 / 399.5 on
// the same build): the shell reads each remote's descriptor.json, so a first screen downloads only its
// own remote's entry and code, not the four entries and './module' chunks (docs/architecture.md
// "Bundle budget"); sign-in 164.7 KB.
// Issue 19 §5 (no module copied into two chunks: zod one chunk, @insp/* modules two async chunks share
// in a chunk of their own; the remotes' spa.tsx without module.ts) moved them to 165.1 / 347.2 / 370.3 KB
// (docs/architecture.md "Bundle budget").
// Issue 19 §5 (the service worker's chunk after the first module screen has mounted, not at the first idle
// moment of the load) moved the two after sign-in to 344.2 / 367.3 KB; sign-in 165.2 KB.
// Issue 19 §5 (what a list's first screen shows but does not use: tooltips and menus come with the user's
// first interaction, the pager's rows-per-page is a native select, the search box is an outlined input
// without TextField's Select, and the catalogue selects and date range are '@insp/ui/screens/fields')
// moved the two after sign-in to 320.4 / 342.9 KB; sign-in 165.5 KB. The revisiones ceiling is now the
// issue's goal (350 KB).
const CEILING = { signIn: 166 * 1024, firstModuleScreen: 326 * 1024, firstRevisionesScreen: 350 * 1024 };

/** A message of TanStack Query's core, kept by minifiers: present in whatever JS bundles it. */
const TANSTACK_QUERY_MARKER = 'Missing queryFn';

const built = builtConsole();

describe('build outputs', () => {
  it('each remote emits a manifest exposing ./spa only, sharing react as a singleton', () => {
    for (const app of appDirs.filter((a) => a !== 'shell')) {
      const manifest = JSON.parse(readFileSync(join(repoRoot, app, 'dist', 'mf-manifest.json'), 'utf8')) as {
        exposes: Array<{ path: string }>;
        shared: Array<{ name: string; singleton: boolean }>;
      };
      expect(manifest.exposes.map((e) => e.path).sort(), app).toEqual(['./spa']);
      expect(manifest.shared.find((s) => s.name === 'react')?.singleton, app).toBe(true);
    }
  });

  it("each remote's descriptor is static data beside its manifest: its src/module.ts object, precached by the service worker", async () => {
    const worker = readFileSync(join(repoRoot, 'shell', 'dist', 'sw.js'), 'utf8');
    for (const app of appDirs.filter((a) => a !== 'shell')) {
      const written: unknown = JSON.parse(readFileSync(join(repoRoot, app, 'dist', 'descriptor.json'), 'utf8'));
      const source = (await import(join(repoRoot, app, 'src', 'module.ts'))) as { default: unknown };
      expect(written, app).toEqual(JSON.parse(JSON.stringify(source.default)));
      expect(worker, app).toContain(`/remotes/${app.replace(/^mf-/, '')}/descriptor.json`);
    }
  });

  it('the shell provides every third-party shared module a remote consumes (remotes bundle none of them)', () => {
    const provided = new Set(providedKeys());
    for (const app of appDirs.filter((a) => a !== 'shell')) {
      const manifest = JSON.parse(readFileSync(join(repoRoot, app, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: Array<{ name: string }> };
      const missing = manifest.shared.map((s) => s.name).filter((name) => !name.startsWith('@insp/') && !provided.has(name));
      expect(missing, app).toEqual([]);
    }
  });

  it("/auth/sign-in's document is index.html with the static card shown by markup (painted before any script)", () => {
    const dist = join(repoRoot, 'shell', 'dist');
    const signIn = readFileSync(join(dist, 'sign-in.html'), 'utf8');
    expect(signIn).toContain('<html lang="es" class="boot-sign-in">');
    expect(signIn.replace(' class="boot-sign-in"', '')).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
  });

  it("every chunk loaded after the page's entries carries V8's compile hint; the entries do not", () => {
    const HINT = '//# allFunctionsCalledOnLoad\n';
    for (const app of appDirs) {
      const dir = join(repoRoot, app, 'dist');
      const scripts = readdirSync(dir).filter((file) => file.endsWith('.js') && file !== 'sw.js');
      const entries = scripts.filter((file) => /^(main|boot)\./.test(file));
      expect(entries.length, app).toBe(app === 'shell' ? 2 : 0);
      for (const file of entries) expect(readFileSync(join(dir, file), 'utf8').startsWith(HINT), file).toBe(false);
      const chunks = scripts.filter((file) => !entries.includes(file));
      expect(chunks.length, app).toBeGreaterThan(10);
      expect(
        chunks.filter((file) => !readFileSync(join(dir, file), 'utf8').startsWith(HINT)),
        app,
      ).toEqual([]);
    }
  });

  it('JS transferred stays under the regression ceilings', async () => {
    const figures = await measureBundles(built.browser, built.stack.url);
    console.log(`sign-in ${kb(figures.signIn.gzipBytes)} gzip; first module screen ${kb(figures.firstModuleScreen.gzipBytes)} gzip`);
    expect(figures.signIn.gzipBytes).toBeLessThan(CEILING.signIn);
    expect(figures.firstModuleScreen.gzipBytes).toBeLessThan(CEILING.firstModuleScreen);
    // the query cache loads after sign-in, when a screen first uses it
    expect(figures.signInIncludes(TANSTACK_QUERY_MARKER)).toBe(false);
  });

  it("the company user's first screen (revisiones) stays under its ceiling", async () => {
    const figures = await measureBundles(built.browser, built.stack.url, 'user@example.com', '[data-testid=module-screen-revisiones]');
    console.log(`first revisiones screen ${kb(figures.firstModuleScreen.gzipBytes)} gzip`);
    expect(figures.firstModuleScreen.gzipBytes).toBeLessThan(CEILING.firstRevisionesScreen);
  });
});
