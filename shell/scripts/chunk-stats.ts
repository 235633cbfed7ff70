/**
 * Builds the shell (or a remote: `npx tsx scripts/chunk-stats.ts ../mf-revisiones`) into a temporary
 * folder and prints each JS chunk with its largest modules, then every module bundled into more than
 * one chunk (what a first screen may download twice). Touches no dist/ folder.
 * `TOP=20 CHUNKS=8321,9160 npx tsx scripts/chunk-stats.ts` narrows the listing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { type Configuration, rspack } from '@rspack/core';

const dir = resolve(process.argv[2] ?? '.');
const config = ((await import(join(dir, 'rspack.config.ts'))) as { default: Configuration }).default;
const out = mkdtempSync(join(tmpdir(), 'chunk-stats-'));
const top = Number(process.env.TOP ?? 12);
const only = process.env.CHUNKS?.split(',');
const compiler = rspack({
  ...config,
  output: { ...config.output, path: out },
  plugins: (config.plugins ?? []).filter((p) => p && p.constructor.name !== 'PrecompressPlugin'),
});
const stats = await new Promise<ReturnType<NonNullable<Parameters<Parameters<typeof compiler.run>[0]>[1]>['toJson']>>((done, fail) =>
  compiler.run((error, result) =>
    error || !result ? fail(error) : done(result.toJson({ all: false, chunks: true, chunkModules: true, ids: true, modules: false })),
  ),
);
rmSync(out, { recursive: true, force: true });
const where = new Map<string, string[]>();
for (const chunk of stats.chunks ?? []) {
  const id = String(chunk.id);
  const name = chunk.names?.join(',') || id;
  const files = (chunk.files ?? []).filter((f) => f.endsWith('.js'));
  const modules = (chunk.modules ?? []).flatMap((m) => (m.modules?.length ? m.modules : [m])).map((m) => ({ ...m, name: m.name ?? m.identifier }));
  for (const m of modules) where.set(m.name ?? '?', [...(where.get(m.name ?? '?') ?? []), name]);
  if (only && !only.includes(id) && !only.includes(name)) continue;
  console.log(`\n== chunk ${name} (${files.join(' ')}) ${((chunk.size ?? 0) / 1024).toFixed(1)} KB raw, initial=${String(chunk.initial)}`);
  for (const m of [...modules].sort((a, b) => (b.size ?? 0) - (a.size ?? 0)).slice(0, top))
    console.log(`  ${((m.size ?? 0) / 1024).toFixed(1).padStart(7)} KB  ${m.name ?? '?'}`);
}
console.log('\n== modules in more than one chunk');
for (const [name, chunks] of where) if (chunks.length > 1) console.log(`  ${name}: ${chunks.join(', ')}`);
