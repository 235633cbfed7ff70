import { join } from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { shareStrategy, sharedConfig } from './shared.ts';
import { installedVersions } from './versions.ts';

export interface AppBuildOptions {
  /** Absolute folder of the app (holds src/ and receives dist/). */
  dir: string;
  /** Federation container name: 'shell' or a remote id (admin, revisiones, checklist_revisiones, neo). */
  name: string;
}

const isProduction = () => process.env.NODE_ENV !== 'development';

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
    stats: process.env.INSP_STATS ? { all: false, chunks: true, chunkModules: true, modules: false } : 'errors-warnings',
  };
}

function federation(options: ConstructorParameters<typeof ModuleFederationPlugin>[0]): RspackPluginInstance {
  return new ModuleFederationPlugin({
    shared: sharedConfig(installedVersions()),
    shareStrategy,
    dts: false,
    ...options,
  });
}

/** A remote: exposes './module' (descriptor) and './spa' (single-spa lifecycles), emits mf-manifest.json. */
export function remoteConfig(options: AppBuildOptions): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto' },
    plugins: [
      federation({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: { './module': './src/module.ts', './spa': './src/spa.tsx' },
        manifest: { fileName: 'mf-manifest.json' },
      }),
    ],
  };
}

/** The host: no remotes baked in (registered at run time from /config.json). */
export function hostConfig(options: AppBuildOptions & { template: string }): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: { ...base.output, publicPath: '/' },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: options.template, inject: 'body', scriptLoading: 'defer' }),
      federation({ name: options.name, remotes: {}, manifest: false }),
    ],
  };
}
