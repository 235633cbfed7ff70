import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Platform, startPlatform } from '@insp/platform';

/** The demo accounts' password (admin's seed). */
export const BENCH_PASSWORD = 'Demo1234!';

/**
 * The platform for one bench: its own ports, a fresh data folder (`insp-bench-<name>-…`, for the
 * caller to remove) and its own databases (`<name><time>_<service>`), with the demo companies and
 * users only (no module data: each bench makes what it measures), unless `withModuleSeeds` (the three
 * module seeds of `npm start`: revision and checklist-review projects, a started NEO project).
 */
export async function startBenchPlatform(
  name: string,
  ports: { port: number; basePort: number },
  withModuleSeeds = false,
): Promise<{ platform: Platform; dataDir: string; dbPrefix: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `insp-bench-${name}-`));
  const dbPrefix = `${name}${Date.now().toString(36)}`;
  const platform = await startPlatform({ ...ports, dataDir, dbPrefix, demoPassword: BENCH_PASSWORD, seed: true, moduleSeeds: withModuleSeeds, log: () => {} });
  return { platform, dataDir, dbPrefix };
}
