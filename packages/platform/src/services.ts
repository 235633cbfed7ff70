import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface ServiceSpec {
  name: 'admin' | 'revisiones' | 'checklist-revisiones' | 'neo';
  /** Offset added to the base port (admin 4001 …). */
  offset: number;
  /** Gateway environment variable naming this service's URL. */
  gatewayEnv: string;
  entry: string;
}

export const services: readonly ServiceSpec[] = [
  { name: 'admin', offset: 1, gatewayEnv: 'ADMIN_URL', entry: join(repoRoot, 'services/admin/src/server.ts') },
  { name: 'revisiones', offset: 2, gatewayEnv: 'REVISIONES_URL', entry: join(repoRoot, 'services/revisiones/src/server.ts') },
  {
    name: 'checklist-revisiones',
    offset: 3,
    gatewayEnv: 'CHECKLIST_REVISIONES_URL',
    entry: join(repoRoot, 'services/checklist-revisiones/src/server.ts'),
  },
  { name: 'neo', offset: 4, gatewayEnv: 'NEO_URL', entry: join(repoRoot, 'services/neo/src/server.ts') },
];

/**
 * Node flags of every service process (npm start, the image's CMD, the benches' job processes).
 * V8 then collects garbage before growing the heap: an Excel of 50,000 rows peaks at ~190 MiB of
 * RSS instead of ~380 MiB (the MongoDB driver's batches and exceljs' cells, before the writer was
 * replaced), for some CPU time.
 * Heroku recommended the same flag for small dynos; the heap limit itself does not change.
 */
export const serviceNodeFlags: readonly string[] = ['--optimize-for-size'];

export const gatewayEntry = join(repoRoot, 'packages/gateway/src/server.ts');
export const seedEntry = join(repoRoot, 'services/admin/src/seed/cli.ts');

/** The modules' demo seeds, run after admin's with their service's environment (services running). */
export const moduleSeeds: readonly { service: ServiceSpec['name']; entry: string }[] = [
  { service: 'revisiones', entry: join(repoRoot, 'services/revisiones/src/seed/cli.ts') },
  { service: 'neo', entry: join(repoRoot, 'services/neo/src/seed/cli.ts') },
  { service: 'checklist-revisiones', entry: join(repoRoot, 'services/checklist-revisiones/src/seed/cli.ts') },
];
export const tsxBin = join(repoRoot, 'node_modules/.bin/tsx');
