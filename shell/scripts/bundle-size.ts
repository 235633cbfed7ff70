/** Prints the JS transferred (gzip) before sign-in and up to the first module screen. */
import { launchChromium } from '../test/support/browser.ts';
import { ensureBuilds } from '../test/support/ensure-builds.ts';
import { kb, measureBundles } from '../test/support/measure.ts';
import { startStack } from '../test/support/stack.ts';

ensureBuilds();
const stack = await startStack();
const browser = await launchChromium();
try {
  const figures = await measureBundles(browser, stack.url);
  for (const [name, t] of Object.entries(figures)) {
    console.log(`${name.padEnd(18)} ${String(t.files).padStart(3)} files  raw ${kb(t.rawBytes).padStart(10)}  gzip ${kb(t.gzipBytes).padStart(9)}`);
  }
} finally {
  await browser.close();
  await stack.close();
}
