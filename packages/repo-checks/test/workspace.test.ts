import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readPackage, root, sourceFiles, workspaceDirs } from './workspace.ts';

describe('the workspace', () => {
  it('uses one version of each dependency everywhere', () => {
    const seen = new Map<string, Map<string, string[]>>();
    for (const dir of [root, ...workspaceDirs()]) {
      const pkg = readPackage(dir);
      for (const [dep, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
        if (dep.startsWith('@insp/')) continue;
        const versions = seen.get(dep) ?? new Map<string, string[]>();
        versions.set(version, [...(versions.get(version) ?? []), pkg.name]);
        seen.set(dep, versions);
      }
    }
    const conflicts = [...seen].filter(([, versions]) => versions.size > 1).map(([dep, versions]) => `${dep}: ${JSON.stringify(Object.fromEntries(versions))}`);
    expect(conflicts).toEqual([]);
  });

  it('pins exact versions (no ranges) for external dependencies', () => {
    const ranged: string[] = [];
    for (const dir of [root, ...workspaceDirs()]) {
      const pkg = readPackage(dir);
      for (const [dep, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
        if (!dep.startsWith('@insp/') && !/^\d+\.\d+\.\d+$/.test(version)) ranged.push(`${pkg.name}: ${dep}@${version}`);
      }
    }
    expect(ranged).toEqual([]);
  });

  it('has no explicit any type in TypeScript sources', () => {
    // Built from parts so this file does not match itself.
    const word = ['a', 'n', 'y'].join('');
    const explicitAny = new RegExp(`(:\\s*${word}\\b|\\bas ${word}\\b|<${word}>|\\b${word}\\[\\])`);
    const offenders: string[] = [];
    for (const dir of workspaceDirs()) {
      for (const file of sourceFiles(dir)) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (explicitAny.test(line.replace(/\/\/.*$/, ''))) offenders.push(`${relative(root, file)}:${i + 1}`);
          });
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives every workspace a strict tsconfig extending the base', () => {
    const base = JSON.parse(readFileSync(`${root}/tsconfig.base.json`, 'utf8')) as { compilerOptions: { strict: boolean } };
    expect(base.compilerOptions.strict).toBe(true);
    const missing = workspaceDirs().filter((dir) => !readFileSync(`${dir}/tsconfig.json`, 'utf8').includes('tsconfig.base.json'));
    expect(missing).toEqual([]);
  });
});
