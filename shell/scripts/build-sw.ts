/**
 * The installable console (issue 19 §1), after the shell's rspack build (`npm run build` in shell/;
 * turbo builds the four remotes first): writes manifest.webmanifest and the icons into shell/dist,
 * bundles sw/sw.ts, and injects into it the precache list of EVERY file the gateway serves from
 * the shell's and the remotes' builds (workbox-build getManifest per folder, under its URL prefix
 * /remotes/<folder>/), the remotes' descriptor.json included (the sidebar and route table). One worker version therefore holds one consistent set of shell and remotes:
 * a new deployment is a new sw.js, installed beside the old one until 'Actualizar'.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defaultOptions } from '@insp/gateway';
import { pwa } from '@insp/messages';
import { DESCRIPTOR_FILE } from '@insp/mf-kit';
import { rspack } from '@rspack/core';
import { getManifest, injectManifest, type ManifestEntry } from 'workbox-build';

import { webManifest } from '../src/offline/web-manifest.ts';

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { shellDir, remotes } = defaultOptions();
const production = process.env.NODE_ENV !== 'development';

/** Content-hashed names (main.1a2b3c4d.js): their URL is their version, no cache-busting needed. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
/** What the worker never precaches: itself, precompressed copies (the browser asks for the encoding), federation stats, source maps. */
const IGNORED = ['sw.js', '**/*.br', '**/*.gz', '**/*.map', '**/mf-manifest-stats.json', '**/mf-stats.json'];
/** A chunk larger than this is a mistake worth failing the build for, not something to cache silently. */
const MAX_FILE = 8 * 1024 * 1024;

function fail(message: string): never {
  console.error(`build-sw: ${message}`);
  process.exit(1);
}

function writeManifestAndIcons(): void {
  writeFileSync(join(shellDir, 'manifest.webmanifest'), JSON.stringify(webManifest(pwa), null, 2));
  const icons = join(shellRoot, 'public', 'icons');
  mkdirSync(join(shellDir, 'icons'), { recursive: true });
  for (const file of readdirSync(icons)) copyFileSync(join(icons, file), join(shellDir, 'icons', file));
}

/** sw/sw.ts and the Workbox modules it imports, as one classic script (the __WB_MANIFEST placeholder kept). */
async function bundleWorker(outDir: string): Promise<string> {
  const compiler = rspack({
    context: shellRoot,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'webworker',
    entry: { sw: './sw/sw.ts' },
    output: { path: outDir, filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    stats: 'errors-warnings',
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
  return join(outDir, 'sw.js');
}

async function remoteEntries(): Promise<ManifestEntry[]> {
  const entries: ManifestEntry[] = [];
  for (const remote of remotes) {
    if (!existsSync(join(remote.dir, 'remoteEntry.js'))) fail(`${remote.dir} has no build: build the remotes before the shell (turbo does)`);
    // the shell builds its sidebar and route table from it: without it the app cannot open offline
    if (!existsSync(join(remote.dir, DESCRIPTOR_FILE))) fail(`${remote.dir} has no ${DESCRIPTOR_FILE}: rebuild the remote`);
    const { manifestEntries, warnings } = await getManifest({
      globDirectory: remote.dir,
      globPatterns: ['**/*.{js,json,css,svg,png,woff2}'],
      globIgnores: IGNORED,
      modifyURLPrefix: { '': `/remotes/${remote.folder}/` },
      dontCacheBustURLsMatching: HASHED,
      maximumFileSizeToCacheInBytes: MAX_FILE,
    });
    if (warnings.length > 0) fail(warnings.join('\n'));
    entries.push(...manifestEntries);
  }
  return entries;
}

if (!existsSync(join(shellDir, 'index.html'))) fail(`${shellDir} has no build: run rspack build first`);
writeManifestAndIcons();
const work = mkdtempSync(join(tmpdir(), 'insp-sw-'));
try {
  const swSrc = await bundleWorker(work);
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: join(shellDir, 'sw.js'),
    globDirectory: shellDir,
    globPatterns: ['**/*.{js,html,webmanifest,css,svg,png,woff2}'],
    globIgnores: IGNORED,
    dontCacheBustURLsMatching: HASHED,
    maximumFileSizeToCacheInBytes: MAX_FILE,
    additionalManifestEntries: await remoteEntries(),
  });
  if (warnings.length > 0) fail(warnings.join('\n'));
  console.log(`build-sw: sw.js precaches ${count} files, ${(size / 1024 / 1024).toFixed(1)} MiB (shell and ${remotes.length} remotes)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
