// `npm run bench`: builds what is missing, then prints the figures of bench/src/run.ts.
// `npm run bench -- captures`: only the captures under a crowd (bench/src/captures.ts; BENCH_SECONDS, BENCH_CLIENTS).
// `npm run bench -- offline-drain`: only 20 captures queued offline draining (bench/src/offline-drain.ts); it
// builds nothing: `npm run build` must have run (the shell with its service worker, mf-revisiones).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { ensureChromium, ensureDevDb, ensureNodeModules, root } from './bootstrap.mjs';

ensureNodeModules();
ensureDevDb();
if (process.argv.includes('captures')) {
  // The services and the gateway only: no browser, no front-end build.
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['bench/src/captures.ts'], { stdio: 'inherit', cwd: root });
  process.exit(0);
}
ensureChromium();
if (process.argv.includes('offline-drain')) {
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['bench/src/offline-drain.ts'], { stdio: 'inherit', cwd: root });
  process.exit(0);
}
execFileSync(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=./shell', '--filter=./mf-*'], {
  stdio: 'inherit',
  cwd: root,
  // turbo's telemetry: the product's own commands send nothing anywhere.
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
});
execFileSync(join(root, 'node_modules/.bin/tsx'), ['bench/src/run.ts'], { stdio: 'inherit', cwd: root });
