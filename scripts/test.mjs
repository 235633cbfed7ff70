// `npm test`: every test of the repository (types, lint, unit, service, end to end), as CI runs it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { ensureChromium, ensureDevDb, ensureNodeModules, root } from './bootstrap.mjs';

const RESULTS = '.vitest-results.json';
const turboEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

/** Every workspace folder (one level under the workspace globs of the root package.json). */
function workspaceDirs() {
  const globs = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  return globs.flatMap((glob) =>
    glob.endsWith('/*') ? readdirSync(join(root, glob.slice(0, -2))).map((name) => join(root, glob.slice(0, -2), name)) : [join(root, glob)],
  );
}

/** Sums the JSON reports the vitest runs wrote, so the run ends with one plain count. */
function summary(dirs) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const dir of dirs) {
    const file = join(dir, RESULTS);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  return { passed, failed, skipped };
}

ensureNodeModules();
ensureChromium();
ensureDevDb();
const turbo = join(root, 'node_modules/.bin/turbo');
const dirs = workspaceDirs();
for (const dir of dirs) rmSync(join(dir, RESULTS), { force: true });

let ok = true;
const step = (command, args) => {
  try {
    execFileSync(command, args, { stdio: 'inherit', cwd: root, env: turboEnv });
  } catch {
    ok = false;
  }
};
// One format over the whole tree (.prettierrc.json); `npm run format` writes it.
step(join(root, 'node_modules/.bin/prettier'), ['--check', '--log-level=warn', '.']);
// Root scripts belong to no workspace: lint them here, the workspaces through turbo.
step(join(root, 'node_modules/.bin/eslint'), ['scripts', 'eslint.config.js']);
step(turbo, ['run', 'typecheck', 'lint', '--concurrency=2', '--output-logs=errors-only', '--continue']);
// Arguments after `--` reach every vitest run: the default report plus a JSON one for the count.
step(turbo, [
  'run',
  'test',
  '--concurrency=2',
  '--output-logs=errors-only',
  '--continue',
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}`,
]);

const { passed, failed, skipped } = summary(dirs);
if (failed > 0 || passed === 0) ok = false;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
