// `npm test`: every test of the repository (unit, service, end to end), as CI runs it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium, ensureDevDb, ensureNodeModules, root } from './bootstrap.mjs';

ensureNodeModules();
ensureChromium();
ensureDevDb();
const turbo = join(root, 'node_modules/.bin/turbo');
try {
  execFileSync(turbo, ['run', 'typecheck', 'test', '--concurrency=2', '--output-logs=errors-only', '--continue'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
} catch {
  process.exit(1);
}
