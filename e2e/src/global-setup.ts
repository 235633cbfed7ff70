import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startPlatform } from '@insp/platform';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
  }
}

export const E2E_PORT = 18080;
const DEMO_PASSWORD = 'Demo1234!';

/** The whole platform, started once for every end-to-end file, on its own ports and database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'insp-e2e-'));
  const lines: string[] = [];
  const platform = await startPlatform({
    port: E2E_PORT,
    basePort: 14000,
    dataDir,
    seed: true,
    // The tests create their own revision projects (the quota bar counts from zero).
    moduleSeeds: false,
    demoPassword: DEMO_PASSWORD,
    dbPrefix: `e2e${Date.now().toString(36)}`,
    log: (line) => lines.push(line),
  }).catch((error: unknown) => {
    console.error(lines.slice(-80).join('\n'));
    throw error;
  });
  project.provide('baseUrl', platform.url.replace('localhost', '127.0.0.1'));
  project.provide('demoPassword', DEMO_PASSWORD);
  return async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
