import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { precompressDir } from '../src/precompress.ts';

const script = 'export const texto = "Guardar observación";\n'.repeat(200);

function build() {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'main.1a2b3c4d.js'), script);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ i })) }));
  writeFileSync(join(dir, 'assets', 'logo.svg'), `<svg>${'<g/>'.repeat(400)}</svg>`);
  writeFileSync(join(dir, 'tiny.js'), 'var a;');
  writeFileSync(join(dir, 'photo.jpg'), Buffer.alloc(4096, 1));
  return dir;
}

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decode to the file, beside scripts, manifests and SVGs in every folder', () => {
    const dir = build();
    precompressDir(dir);
    for (const file of ['main.1a2b3c4d.js', 'mf-manifest.json', 'assets/logo.svg']) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
      expect(readFileSync(join(dir, `${file}.br`)).length).toBeLessThan(original.length / 4);
    }
    // too small to gain anything, or compressed already
    for (const file of ['tiny.js', 'photo.jpg']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('can run again: copies follow their file, and those of a removed file go', () => {
    const dir = build();
    precompressDir(dir);
    expect(existsSync(join(dir, 'mf-manifest.json.br'))).toBe(true);
    writeFileSync(join(dir, 'main.1a2b3c4d.js'), script.replace(/Guardar/g, 'Enviar'));
    rmSync(join(dir, 'mf-manifest.json'));
    precompressDir(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'main.1a2b3c4d.js.br'))).toString()).toContain('Enviar observación');
    expect(existsSync(join(dir, 'mf-manifest.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'mf-manifest.json.gz'))).toBe(false);
    expect(existsSync(join(dir, 'main.1a2b3c4d.js.br.br'))).toBe(false);
  });
});
