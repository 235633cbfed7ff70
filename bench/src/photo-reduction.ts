// Photo reduction on the device (issue 19 §2, §6 proof): a 12 MP camera JPEG (4000 x 3000, EXIF
// orientation 6 as a phone held upright writes it) reduced in Chromium by the very reducePhoto the
// capture pages use (@insp/ui/offline), timed, with bytes before and after.
//   npx tsx src/photo-reduction.ts   (CHROMIUM_PATH, RUNS: default /usr/bin/chromium, 5)
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';
import sharp from 'sharp';
import ts from 'typescript';

import type * as Reduce from '../../packages/ui/src/offline/reduce-photo.ts';
import { cameraJpeg } from './camera-jpeg.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const ORIGIN = 'http://bench.local';

/** reduce-photo.ts as a browser module (it imports nothing), served to the page. */
async function reduceModule(): Promise<string> {
  const source = await readFile(fileURLToPath(new URL('../../packages/ui/src/offline/reduce-photo.ts', import.meta.url)), 'utf8');
  return ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
}

// a 12 MP camera JPEG as a phone held upright writes it
const original = await cameraJpeg(4000, 3000, 6);
const meta = await sharp(original).metadata();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const js = await reduceModule();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/reduce-photo.js') return route.fulfill({ contentType: 'text/javascript', body: js });
    if (path === '/photo.jpg') return route.fulfill({ contentType: 'image/jpeg', body: original });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' });
  });
  await page.goto(`${ORIGIN}/`);
  const runs = await page.evaluate(async (count) => {
    const { reducePhoto } = (await import('/reduce-photo.js' as string)) as typeof Reduce;
    const file = await (await fetch('/photo.jpg')).blob();
    const results: Array<{ ms: number; bytes: number; width: number; height: number; type: string }> = [];
    for (let i = 0; i < count; i += 1) {
      const start = performance.now();
      const reduced = await reducePhoto(file);
      const ms = performance.now() - start;
      const bitmap = await createImageBitmap(reduced);
      results.push({ ms, bytes: reduced.size, width: bitmap.width, height: bitmap.height, type: reduced.type });
      bitmap.close();
    }
    return results;
  }, RUNS);
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const last = runs[runs.length - 1]!;
  const result = {
    input: { width: meta.width, height: meta.height, orientation: meta.orientation, bytes: original.length },
    output: { width: last.width, height: last.height, type: last.type, bytes: last.bytes },
    reducedTo: `${((last.bytes / original.length) * 100).toFixed(1)}%`,
    ms: { first: Math.round(runs[0]!.ms), median: Math.round(times[Math.floor(times.length / 2)]!), max: Math.round(times[times.length - 1]!) },
    runs: RUNS,
  };
  console.log(JSON.stringify(result, null, 2));
  // upright (orientation 6: the 4000 x 3000 sensor image is shown 3000 x 4000) and at most 2048 px
  if (last.width !== 1536 || last.height !== 2048 || last.type !== 'image/jpeg') throw new Error(`unexpected output ${last.width}x${last.height} ${last.type}`);
} finally {
  await browser.close();
}
