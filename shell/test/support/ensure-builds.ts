import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const appDirs = ['shell', 'mf-admin', 'mf-revisiones', 'mf-checklist-revisiones', 'mf-neo'];

/**
 * Builds an app only when its dist is missing (turbo's `test` already depends on `^build`): the
 * remotes first, then the shell with its own `npm run build`, whose service worker precaches the
 * remotes' files (scripts/build-sw.ts).
 */
export function ensureBuilds(): void {
  for (const app of [...appDirs.filter((a) => a !== 'shell'), 'shell']) {
    const dir = join(repoRoot, app);
    // descriptor.json: a remote built before its descriptor became static data is built again
    const marker = join(dir, 'dist', app === 'shell' ? 'sw.js' : 'descriptor.json');
    if (existsSync(marker)) continue;
    if (app === 'shell') execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    else execFileSync('npx', ['rspack', 'build'], { cwd: dir, stdio: 'inherit' });
  }
}
