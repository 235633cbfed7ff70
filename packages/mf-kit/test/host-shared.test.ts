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

describe('shared router API', () => {
  const dirs = ['shell/src', 'mf-admin/src', 'mf-revisiones/src', 'mf-checklist-revisiones/src', 'mf-neo/src', 'packages/ui/src'];

  it('every app imports from react-router(-dom) only what the shell provides', () => {
    const used = new Set<string>();
    for (const file of dirs.flatMap((d) => sources(join(repo, d)))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
        if (m[1]) continue;
        for (const part of (m[2] ?? '').split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !part.trim().startsWith('type ')) used.add(name);
        }
      }
      expect(text, file).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+'react-router(?:-dom)?'/);
    }
    expect([...used].filter((n) => !(routerApi as readonly string[]).includes(n))).toEqual([]);
  });

  it("the shell's router module re-exports exactly that API", () => {
    const text = readFileSync(join(repo, 'shell/src/federation/router.ts'), 'utf8');
    const block = /export \{([^}]*)\} from 'react-router'/.exec(text)?.[1] ?? '';
    const names = block
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    expect(names.sort()).toEqual([...routerApi].sort());
  });
});

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

describe('shared query cache API', () => {
  const dirs = ['mf-admin/src', 'mf-revisiones/src', 'mf-checklist-revisiones/src', 'mf-neo/src', 'packages/ui/src'];

  it('every remote and packages/ui import from @tanstack/react-query only what the shell provides', () => {
    const used = importedNames(dirs, /@tanstack\/react-query/);
    expect([...used].filter((n) => !(queryApi as readonly string[]).includes(n))).toEqual([]);
  });

  it("the shell's query module re-exports exactly that API", () => {
    const text = readFileSync(join(repo, 'shell/src/federation/react-query.ts'), 'utf8');
    const block = /export \{([^}]*)\} from '@tanstack\/react-query'/.exec(text)?.[1] ?? '';
    const names = block
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    expect(names.sort()).toEqual([...queryApi].sort());
  });
});
