import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const appDirs = ['shell', 'mf-admin', 'mf-revisiones', 'mf-checklist-revisiones', 'mf-neo'];

/** Builds an app only when its dist is missing (turbo's `test` already depends on `^build`). */
export function ensureBuilds(): void {
  for (const app of appDirs) {
    const dir = join(repoRoot, app);
    const marker = join(dir, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) execFileSync('npx', ['rspack', 'build'], { cwd: dir, stdio: 'inherit' });
  }
}
