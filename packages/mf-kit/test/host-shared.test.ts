import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { hostShared, sharedEntryFor } from '../src/host-shared.ts';
import { queryApi } from '../src/query-api.ts';
import { routerApi } from '../src/router-api.ts';
import { sharedConfig } from '../src/shared.ts';
import { installedVersions } from '../src/versions.ts';

const config = sharedConfig(installedVersions());
const repo = resolve(import.meta.dirname, '../../..');

describe('host sharing at run time', () => {
  it('maps a request to its exact key or the longest trailing-slash key', () => {
    expect(sharedEntryFor(config, 'react')?.version).toBe(config.react?.version);
    expect(sharedEntryFor(config, 'react/jsx-runtime')).toEqual(config['react/']);
    expect(sharedEntryFor(config, '@mui/material/Button')).toEqual(config['@mui/material/']);
    expect(sharedEntryFor(config, 'lodash')).toBeNull();
  });

  it('builds singleton runtime entries from the one shared config and refuses unknown packages', async () => {
    const shared = hostShared(config, { react: () => Promise.resolve('R') });
    expect(shared.react).toMatchObject({ version: config.react?.version, scope: 'default', shareConfig: { singleton: true, eager: false } });
    expect((await shared.react!.get())()).toBe('R');
    expect(() => hostShared(config, { lodash: () => Promise.resolve(null) })).toThrow(/not in the shared list/);
  });
});

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The names an app imports (values, not types) from `module`; fails on namespace imports of it. */
function importedNames(dirs: string[], module: RegExp): Set<string> {
  const used = new Set<string>();
  const from = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module.source}'`, 'g');
  const star = new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${module.source}'`);
  for (const file of dirs.flatMap((d) => sources(join(repo, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(from)) {
      if (m[1]) continue;
      for (const part of (m[2] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ')) used.add(name);
      }
    }
    expect(text, file).not.toMatch(star);
  }
  return used;
}

/** The names the shell's module `file` re-exports from `module`. */
function reexportedNames(file: string, module: RegExp): string[] {
  const text = readFileSync(join(repo, file), 'utf8');
  const block = new RegExp(`export \\{([^}]*)\\} from '${module.source}'`).exec(text)?.[1] ?? '';
  return block
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const remotes = ['mf-admin/src', 'mf-revisiones/src', 'mf-checklist-revisiones/src', 'mf-neo/src', 'packages/ui/src'];

describe.each([
  {
    shared: 'router',
    importers: 'every app imports from react-router(-dom)',
    dirs: ['shell/src', ...remotes],
    imported: /react-router(?:-dom)?/,
    shellModule: 'shell/src/federation/router.ts',
    provided: /react-router/,
    api: routerApi,
  },
  {
    shared: 'query cache',
    importers: 'every remote and packages/ui import from @tanstack/react-query',
    dirs: remotes,
    imported: /@tanstack\/react-query/,
    shellModule: 'shell/src/federation/react-query.ts',
    provided: /@tanstack\/react-query/,
    api: queryApi,
  },
])('shared $shared API', ({ importers, dirs, imported, shellModule, provided, api }) => {
  it(`${importers} only what the shell provides`, () => {
    const used = importedNames(dirs, imported);
    expect([...used].filter((n) => !(api as readonly string[]).includes(n))).toEqual([]);
  });

  it(`the shell's ${shellModule.split('/').pop()} module re-exports exactly that API`, () => {
    expect(reexportedNames(shellModule, provided).sort()).toEqual([...api].sort());
  });
});
