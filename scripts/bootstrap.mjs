// Installs what a fresh clone of this machine kind lacks: npm packages, Debian Chromium, the devdb binary.
// Plain Node (no TypeScript) because it runs before node_modules exists.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, options = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit', cwd: root, ...options });
}

export function ensureNodeModules() {
  if (!existsSync(join(root, 'node_modules/.bin/tsx')) || !existsSync(join(root, 'node_modules/.bin/turbo'))) {
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: run `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.');
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

export function ensureDevDb() {
  if (process.env.MONGODB_URI) return;
  run(join(root, 'node_modules/.bin/tsx'), ['packages/devdb/src/cli.ts', 'build']);
}
