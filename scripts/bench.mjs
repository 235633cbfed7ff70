// `npm run bench`: builds what is missing, then prints the figures of bench/src/run.ts.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { ensureChromium, ensureDevDb, ensureNodeModules, root } from './bootstrap.mjs';

ensureNodeModules();
ensureChromium();
ensureDevDb();
execFileSync(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=./shell', '--filter=./mf-*'], {
  stdio: 'inherit',
  cwd: root,
  // turbo's telemetry: the product's own commands send nothing anywhere.
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
});
execFileSync(join(root, 'node_modules/.bin/tsx'), ['bench/src/run.ts'], { stdio: 'inherit', cwd: root });
