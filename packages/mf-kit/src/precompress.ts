import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** What is worth a precompressed copy: text the browser downloads (images other than SVG, fonts and PDFs are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
const COPY = /\.(br|gz)$/;
/** Below this the headers outweigh what compression saves (the gateway's own threshold). */
const MIN_BYTES = 1024;

/**
 * Writes main.1a2b3c4d.js.br (brotli, best quality) and main.1a2b3c4d.js.gz (gzip -9) beside every
 * compressible file of `dir` and its folders, served as they are by the gateway (@fastify/static
 * preCompressed) and by nginx (gzip_static). Idempotent: copies are rewritten from their file, and a
 * copy whose file is gone or too small is removed. Returns the files compressed.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  const entries = readdirSync(dir, { withFileTypes: true });
  const names = new Set(entries.map((e) => e.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      done.push(...precompressDir(path));
      continue;
    }
    if (COPY.test(entry.name)) {
      const original = entry.name.replace(COPY, '');
      if (!names.has(original) || statSync(join(dir, original)).size < MIN_BYTES) rmSync(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    done.push(path);
  }
  return done;
}

/**
 * After every emit (production builds only), precompressed copies of the build's output folder:
 * a step of its own, after the other plugins wrote their files (index.html, mf-manifest.json).
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const dir = compilation.outputOptions.path;
      if (dir) precompressDir(dir);
    });
  }
}
