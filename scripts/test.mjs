// `npm test`: every test of the repository (unit, service, end to end), as CI runs it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium, ensureDevDb, ensureNodeModules, root } from './bootstrap.mjs';

ensureNodeModules();
ensureChromium();
ensureDevDb();
const turbo = join(root, 'node_modules/.bin/turbo');
try {
  // Root scripts belong to no workspace: lint them here, the workspaces through turbo.
  execFileSync(join(root, 'node_modules/.bin/eslint'), ['scripts', 'eslint.config.js'], { stdio: 'inherit', cwd: root });
  execFileSync(turbo, ['run', 'typecheck', 'lint', 'test', '--concurrency=2', '--output-logs=errors-only', '--continue'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
} catch {
  process.exit(1);
}
