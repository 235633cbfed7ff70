// `npm start`: the whole platform with demo data on the embedded database.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { ensureDevDb, ensureNodeModules, root } from './bootstrap.mjs';

ensureNodeModules();
ensureDevDb();
execFileSync(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=./shell', '--filter=./mf-*'], {
  stdio: 'inherit',
  cwd: root,
  // turbo's telemetry: the product's own commands send nothing anywhere.
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
});
execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/platform.ts'], { stdio: 'inherit', cwd: root });
