import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { type SharedPackage, sharedPackages } from './shared.ts';

const require = createRequire(import.meta.url);

/** The package.json of `name`: walk up from its entry until the manifest that names it. */
function readManifest(name: string): { name: string; version: string } {
  let dir = dirname(require.resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return { name, version: pkg.version };
    }
    if (dir === dirname(dir)) throw new Error(`package.json of ${name} not found`);
    dir = dirname(dir);
  }
}

/** The installed (pinned) version of each shared package: one version across the workspace. */
export function installedVersions(): Record<SharedPackage, string> {
  const out = {} as Record<SharedPackage, string>;
  for (const name of sharedPackages) {
    out[name] = readManifest(name).version;
  }
  return out;
}
