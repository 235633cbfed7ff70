// `npm start`: the whole platform with demo data on the embedded database.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDevDb, ensureNodeModules, root } from './bootstrap.mjs';

ensureNodeModules();
ensureDevDb();
execFileSync(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=./shell', '--filter=./mf-*'], { stdio: 'inherit', cwd: root });
execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/platform.ts'], { stdio: 'inherit', cwd: root });
