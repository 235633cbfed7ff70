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
  await raiseAndesProjectQuota(platform.url).catch(async (error: unknown) => {
    await platform.stop();
    throw error;
  });
  project.provide('baseUrl', platform.url.replace('localhost', '127.0.0.1'));
  project.provide('demoPassword', DEMO_PASSWORD);
  return async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Constructora Andes' revision-project quota in these runs (the demo's is 5). */
export const E2E_ANDES_PROJECT_LIMIT = 10;

/**
 * The files create their own revision projects in Constructora Andes (a11y, offline-shell, offline-capture,
 * revisiones-access two, revisiones-journey two, portal: eight): more than the demo's quota of 5, so the platform
 * administrator raises it once here, as they would for a client, instead of each file guessing
 * how many slots the others left. The quota's own refusal is tested on a company of its own
 * (revisiones-access).
 */
async function raiseAndesProjectQuota(url: string): Promise<void> {
  const signIn = async (email: string) => {
    const res = await fetch(`${url}/api/admin/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
    return (await res.json()) as { accessToken: string; user: { companyId?: string | null } };
  };
  const director = await signIn('director@andes.cl');
  const admin = await signIn('admin@inspeccion.cl');
  const res = await fetch(`${url}/api/admin/companies/${director.user.companyId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Revisiones: { LimiteRevisiones: E2E_ANDES_PROJECT_LIMIT } }),
  });
  if (!res.ok) throw new Error(`raising Constructora Andes' project quota: ${res.status} ${await res.text()}`);
}
