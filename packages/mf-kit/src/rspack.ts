import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, rspack, type RspackPluginInstance } from '@rspack/core';

import { sharedEntryFor } from './host-shared.ts';
import { PrecompressPlugin } from './precompress.ts';
import { DESCRIPTOR_FILE, REMOTE_ENTRY_FILE } from './routes.ts';
import { sharedConfig, type SharedEntry, shareStrategy } from './shared.ts';
import { installedVersions } from './versions.ts';

export interface AppBuildOptions {
  /** Absolute folder of the app (holds src/ and receives dist/). */
  dir: string;
  /** Federation container name: 'shell' or a remote id (admin, revisiones, checklist_revisiones, neo). */
  name: string;
}

const isProduction = () => process.env.NODE_ENV !== 'development';

/** Production builds leave .br and .gz copies beside each script, page, manifest and SVG (see precompress.ts). */
const precompressed = (): RspackPluginInstance[] => (isProduction() ? [new PrecompressPlugin()] : []);

/** Settings every front-end build shares: swc for TS/TSX, hashed names, production by default. */
function baseConfig({ dir, name }: AppBuildOptions): Configuration {
  return {
    context: dir,
    mode: isProduction() ? 'production' : 'development',
    devtool: isProduction() ? false : 'cheap-module-source-map',
    target: 'web',
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction() } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    output: {
      path: join(dir, 'dist'),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `insp_${name}`,
      clean: true,
    },
    performance: { hints: false },
    // INSP_MINIMIZE=0: readable function names in a CPU profile (bench/ probes); never for a release
    optimization: { minimize: process.env.INSP_MINIMIZE !== '0' },
    stats: process.env.INSP_STATS ? { all: false, chunks: true, chunkModules: true, modules: false } : 'errors-warnings',
  };
}

/**
 * Remotes consume the third-party singletons from the shell and bundle none of them (`import: false`):
 * the shell provides them all at run time (its own instances, every public @mui/material subpath
 * included), so a remote's entry and chunks hold only its own code. Our packages (@insp/*) keep a
 * local fallback: a remote may use an entry point of @insp/ui the shell does not load.
 */
function federation(options: ConstructorParameters<typeof ModuleFederationPlugin>[0]): RspackPluginInstance {
  const shared = Object.fromEntries(
    Object.entries(sharedConfig(installedVersions())).map(([key, entry]) => [key, key.startsWith('@insp/') ? entry : { ...entry, import: false as const }]),
  );
  return new ModuleFederationPlugin({ shared, shareStrategy, dts: false, ...options });
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on every chunk loaded after
 * the page's own scripts: a chunk's module factories all run once it arrives, and without the hint V8
 * compiles each one on the main thread at its first call (observed: 14-28 ms of one task while the
 * signed-in app's chunk group was evaluated); with it they are compiled with the script, off the main
 * thread while it streams. Not on the entries (`main`, `boot`): most of main's code is pages and
 * components a load never calls (issue 19 §5, Total Blocking Time).
 */
function compileHints(): RspackPluginInstance {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /^(?!(main|boot)\.)[^/]*\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** Global under which the shell hands its webpack-bundler-runtime to the remotes (see shell/src/federation/instance.ts). */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** Where a remote's descriptor is written from: the default export of this module of the remote. */
const DESCRIPTOR_SOURCE = 'src/module.ts';

/**
 * The default export of a remote's src/module.ts as JSON, evaluated by tsx in a child process: the
 * config loader (jiti) cannot run the TSX its imports reach (route helpers of @insp/ui), tsx can, as
 * the remotes' tests do. Only data comes out (screens are lazy imports, never called).
 */
async function evaluateDescriptor(dir: string): Promise<string> {
  const source = pathToFileURL(join(dir, DESCRIPTOR_SOURCE)).href;
  const script = `const m = await import(${JSON.stringify(source)}); process.stdout.write(JSON.stringify(m.default));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/**
 * Writes the remote's descriptor (the object of its src/module.ts, the one source of its sidebar and
 * owned routes) as `descriptor.json` among the build's assets, so the shell builds the sidebar and the
 * route table without downloading any remote code. Fails the build when it is not this remote's.
 */
class DescriptorAssetPlugin implements RspackPluginInstance {
  constructor(private readonly options: AppBuildOptions) {}

  apply(compiler: Compiler): void {
    const plugin = 'DescriptorAssetPlugin';
    const { dir, name } = this.options;
    compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
      compilation.fileDependencies.add(join(dir, DESCRIPTOR_SOURCE));
      compilation.hooks.processAssets.tapPromise({ name: plugin, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        try {
          const json = await evaluateDescriptor(dir);
          const value = JSON.parse(json) as { id?: unknown; routes?: unknown };
          if (value.id !== name || !Array.isArray(value.routes)) throw new Error(`${DESCRIPTOR_SOURCE} exports no descriptor of '${name}'`);
          compilation.emitAsset(DESCRIPTOR_FILE, new rspack.sources.RawSource(json));
        } catch (error) {
          compilation.errors.push(new rspack.WebpackError(`${DESCRIPTOR_FILE}: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

/**
 * A remote: exposes './spa' (single-spa lifecycles), emits mf-manifest.json and `descriptor.json`
 * (sidebar and owned routes as data, see DescriptorAssetPlugin). No federation runtime is bundled
 * into each remoteEntry.js: the shell provides the runtime core
 * (`experiments.externalRuntime`, global `_FEDERATION_RUNTIME_CORE`) and the bundler runtime (its
 * CommonJS build, with the sdk, would otherwise weigh ~10 KB gzip in each of the four entries).
 */
export function remoteConfig(options: AppBuildOptions): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto' },
    externals: [
      ({ request }, callback) =>
        request && /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]/.test(request)
          ? callback(undefined, `global ${BUNDLER_RUNTIME_GLOBAL}`)
          : callback(),
    ],
    plugins: [
      federation({
        name: options.name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { './spa': './src/spa.tsx' },
        manifest: { fileName: 'mf-manifest.json' },
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new DescriptorAssetPlugin(options),
      compileHints(),
      ...precompressed(),
    ],
  };
}

/**
 * Fails the host build when the host bundles a module of the shared list (by request: exact key or
 * under a trailing-slash key) that its providers module does not provide to the share scope: the
 * remotes would otherwise get a second instance of it. The providers module is the one file whose
 * imports ARE the provided requests (see shell/src/federation/provided.ts).
 */
class SharedProvidersCheck implements RspackPluginInstance {
  constructor(
    private readonly providerFiles: readonly string[],
    private readonly config: Readonly<Record<string, SharedEntry>>,
  ) {}

  apply(compiler: Compiler): void {
    const name = 'SharedProvidersCheck';
    compiler.hooks.compilation.tap(name, (compilation, { normalModuleFactory }) => {
      const bundled = new Map<string, string>();
      const provided = new Set<string>();
      normalModuleFactory.hooks.beforeResolve.tap(name, (data) => {
        const request = data.request;
        if (!sharedEntryFor(this.config, request)) return;
        const issuer = data.contextInfo.issuer;
        if (issuer && this.providerFiles.includes(resolve(issuer))) provided.add(request);
        else if (!bundled.has(request)) bundled.set(request, issuer);
      });
      compilation.hooks.finishModules.tap(name, () => {
        const missing = [...bundled].filter(([request]) => !provided.has(request));
        if (missing.length === 0) return;
        const list = missing.map(([request, issuer]) => `  ${request} (imported by ${issuer})`).join('\n');
        compilation.errors.push(new rspack.WebpackError(`shared modules bundled by the host but not provided by ${this.providerFiles.join(', ')}:\n${list}`));
      });
    });
  }
}

/**
 * The host's chunks after sign-in come from many small async imports (one per shared module it
 * provides). With rspack's defaults a module two of them need is copied into each when the shared
 * part is under 20 KB, so a first screen downloaded zod's `iso`/`coerce`, `@insp/ui/data`, message
 * files and the endpoint client two to six times (issue 19 §5: no chunk loaded twice). zod is one
 * chunk wherever it is needed; our packages' modules shared by two async chunks get a chunk of their
 * own from 2 KB (smaller ones stay copied: a request costs more than their bytes).
 */
const hostChunkGroups = {
  zod: { test: /[\\/]node_modules[\\/]zod[\\/]/, name: 'zod', chunks: 'async', priority: 10, enforce: true },
  // each provided MUI component's index (a few re-exports, ~100 bytes) whose component the sign-in
  // page's bundle already holds was a chunk of its own: one request per component on a first screen
  muiIndex: { test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/][^\\/]+[\\/]index\.mjs$/, name: 'mui-index', chunks: 'async', priority: 20, enforce: true },
  // the root entry of @insp/contracts (what every module screen loads) was eight chunks, cut where the
  // other contract entries share its modules: one request and one script tag each on a first screen.
  // The entries of their own (neo, checklist-revisiones, portal, webhooks, resumenes, links) keep theirs.
  contracts: {
    // (and the report jobs' texts, which every contracts entry imports: alone, under the 2 KB of
    // `packages` below, they would be copied into each entry's chunk)
    test: /[\\/]packages[\\/](contracts[\\/]src[\\/](?!neo[\\/]|checklist-revisiones[\\/]|portal[\\/](?!correccion\.ts|revisiones\.ts)|webhooks\.ts|resumenes\.ts|links\.ts)|messages[\\/]src[\\/]reports\.ts$)/,
    name: 'contracts',
    chunks: 'async',
    priority: 5,
    enforce: true,
  },
  packages: { test: /[\\/]packages[\\/]/, chunks: 'async', minChunks: 2, minSize: 2000, priority: -5, reuseExistingChunk: true },
} as const;

/**
 * The host: an ordinary (tree-shaken, scope-hoisted) build WITHOUT the federation build plugin, so
 * the sign-in page carries no federation runtime and no untree-shaken shared modules. After sign-in
 * the shell creates the federation instance at run time with `hostShared(__INSP_SHARED__, loaders)`
 * (same shared config as the remotes) and registers the remotes from /config.json.
 */
export function hostConfig(
  options: AppBuildOptions & {
    template: string;
    providers: readonly string[];
    /** Values the template reads as <%= name %> (texts of static markup, from @insp/messages). */
    templateParameters?: Record<string, string>;
    /** Entries that run before main (listed first, each its own small script with no imports). */
    beforeMain?: Record<string, string>;
    /**
     * More documents from the same template, with the same scripts (file name → template values over
     * `templateParameters`): a page whose first paint differs in markup alone, served at its path.
     */
    documents?: Record<string, Record<string, string>>;
  },
): Configuration {
  const base = baseConfig(options);
  const shared = sharedConfig(installedVersions());
  // the runtime's own name for it, made explicit: the host's index.ts wraps that array (its chunk-loader.ts)
  const chunkLoadingGlobal = `rspackChunkinsp_${options.name}`;
  return {
    ...base,
    entry: { ...options.beforeMain, main: './src/index.ts' },
    output: { ...base.output, publicPath: '/', chunkLoadingGlobal },
    optimization: { ...base.optimization, splitChunks: { cacheGroups: hostChunkGroups } },
    plugins: [
      ...Object.entries({ 'index.html': {}, ...options.documents }).map(
        ([filename, values]) =>
          new rspack.HtmlRspackPlugin({
            filename,
            template: options.template,
            inject: 'body',
            scriptLoading: 'defer',
            templateParameters: { ...options.templateParameters, ...values },
          }),
      ),
      new rspack.DefinePlugin({
        __INSP_SHARED__: JSON.stringify(shared),
        __INSP_SHARE_STRATEGY__: JSON.stringify(shareStrategy),
        __INSP_BUNDLER_RUNTIME_GLOBAL__: JSON.stringify(BUNDLER_RUNTIME_GLOBAL),
        __INSP_CHUNK_LOADING_GLOBAL__: JSON.stringify(chunkLoadingGlobal),
        // what the federation build plugin defines for the runtime: browser only
        ENV_TARGET: JSON.stringify('web'),
      }),
      new SharedProvidersCheck(
        options.providers.map((p) => resolve(options.dir, p)),
        shared,
      ),
      compileHints(),
      ...precompressed(),
    ],
  };
}
