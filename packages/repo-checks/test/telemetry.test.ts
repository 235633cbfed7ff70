import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { root } from './workspace.ts';

/** The product's own commands send nothing anywhere: turbo's telemetry is off wherever turbo runs. */
describe('telemetry', () => {
  const off = ['TURBO_TELEMETRY_DISABLED', 'DO_NOT_TRACK'];

  it('is off in every root npm script that runs turbo', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const withTurbo = Object.entries(scripts).filter(([, command]) => /\bturbo\b/.test(command));
    expect(withTurbo.length).toBeGreaterThan(0);
    for (const [name, command] of withTurbo) {
      for (const variable of off) expect(command, name).toMatch(new RegExp(`\\b${variable}=1\\b`));
    }
  });

  it('is off in every script and image that runs turbo, and in CI', () => {
    const scripts = readdirSync(join(root, 'scripts'))
      .filter((name) => /\.(mjs|ts)$/.test(name))
      .map((name) => join('scripts', name));
    const files = [
      ...scripts,
      '.ci/run',
      ...readdirSync(join(root, 'deploy'))
        .filter((name) => name.startsWith('Dockerfile'))
        .map((name) => join('deploy', name)),
    ];
    // Runs it (`execFileSync(join(root, 'node_modules/.bin/turbo'), [...])`, a `turbo run` line), not
    // merely checks that it is installed.
    const runsTurbo = /\.bin\/turbo'\)(,\s*\[|;)|\bturbo run\b/;
    const running = files.filter((file) => runsTurbo.test(readFileSync(join(root, file), 'utf8')));
    expect(running.length).toBeGreaterThan(2);
    for (const file of [...new Set([...running, '.ci/run'])]) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const variable of off) expect(text, `${file}: ${variable}`).toMatch(new RegExp(`\\b${variable}(=|: )'?1'?`));
    }
  });
});
