// npm run bench:first-screen -w bench: for each demo user's first module screen, the scripts a real
// Chromium load fetches (gzip size, phase, any loaded twice or sharing module code with another)
// (and for the company user, the revisiones capture page and the NEO and checklist projects reloaded after it) and the time from the sign-in submit to that screen (median of RUNS). Prints; asserts nothing.
// Run it on an idle machine, under the browser lock: flock /tmp/browser.lock npm run bench:first-screen -w bench
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';

import { launchBenchChromium, measureBundles, printFiles } from './bundle.ts';
import { capturePage } from './capture-page.ts';
import { BENCH_PASSWORD, startBenchPlatform } from './platform.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const USERS = ['director@andes.cl', 'encargado@andes.cl'];
/** The company user's NEO and checklist-review projects: each remote's own contracts and zod, or the shell's. */
const MODULE_PAGES = ['/administrador/empresa/neo-projects', '/administrador/checklist-proyectos'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const { platform, dataDir } = await startBenchPlatform('firstscreen', { port: 28480, basePort: 24400 });
const browser = await launchBenchChromium();
try {
  // the company user's revisiones capture page, opened afresh after the first screen
  const capture = await capturePage(platform.url, 'encargado@andes.cl');
  for (const email of USERS) {
    // the first load warms the services (and the embedded database) up; its files are printed
    const first = await measureBundles(platform.url, email, BENCH_PASSWORD, browser, email === 'encargado@andes.cl' ? [capture, ...MODULE_PAGES] : []);
    printFiles(email, first);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        times.push((await measureBundles(platform.url, email, BENCH_PASSWORD, browser)).signInToFirstScreenMs);
      } catch (error) {
        console.log(`  run ${run + 1} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    console.log(
      `  sign-in submit → first screen: median ${median(times).toFixed(0)} ms of ${RUNS} (${times.map((t) => t.toFixed(0)).join(', ')}), target <= 1000 ms`,
    );
  }
  console.log(
    `\nload average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
