import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const launcherDir = join(packageDir, 'launcher');
const binDir = join(packageDir, 'bin');

/** The binary name carries a hash of the launcher sources, so a changed launcher is rebuilt. */
function binaryPath(): string {
  const hash = createHash('sha256');
  for (const file of ['main.go', 'go.mod', 'go.sum']) hash.update(readFileSync(join(launcherDir, file)));
  return join(binDir, `devdb-launcher-${hash.digest('hex').slice(0, 12)}`);
}

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Serialises builds across processes (turbo runs several test suites at once). */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = join(binDir, '.build-lock');
  mkdirSync(binDir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than 15 minutes belongs to a build that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the FerretDB launcher with the machine's Go toolchain when it is not cached yet. */
export async function ensureDevDbBinary(log: (line: string) => void = () => {}): Promise<string> {
  const target = binaryPath();
  if (existsSync(target)) return target;
  return withBuildLock(async () => {
    if (existsSync(target)) return target;
    log('devdb: building the embedded FerretDB launcher with Go (first run only, about 2 minutes)…');
    const tmp = `${target}.tmp-${process.pid}`;
    try {
      await run('go', ['build', '-trimpath', '-ldflags=-s -w', '-o', tmp, '.'], {
        cwd: launcherDir,
        env: { ...process.env, CGO_ENABLED: '0' },
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      throw new Error(`devdb: go build failed (is Go installed and the Go module proxy reachable?)\n${stderr}`, { cause: error });
    }
    renameSync(tmp, target);
    log(`devdb: launcher built at ${target}`);
    return target;
  });
}
