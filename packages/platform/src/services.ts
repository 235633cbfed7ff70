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
  { name: 'checklist-revisiones', offset: 3, gatewayEnv: 'CHECKLIST_REVISIONES_URL', entry: join(repoRoot, 'services/checklist-revisiones/src/server.ts') },
  { name: 'neo', offset: 4, gatewayEnv: 'NEO_URL', entry: join(repoRoot, 'services/neo/src/server.ts') },
];

/**
 * Node flags of every service process (npm start, the image's CMD, the benches' job processes).
 * V8 grows the heap by 20% after a full collection instead of its default (up to 4x): an Excel of
 * 50,000 rows then peaks at ~215-230 MiB of RSS instead of ~330 MiB, which is mostly garbage V8
 * had not yet collected, for about the same CPU (4.4-5.6 s against 4.8 s, bench/src/revisiones.ts
 * with BENCH_EXCEL_ONLY=1). `--optimize-for-size`, used before, held 175 MiB but cost 6.6-7.2 s of
 * CPU. The heap limit itself does not change.
 */
export const serviceNodeFlags: readonly string[] = ['--heap-growing-percent=20'];

export const gatewayEntry = join(repoRoot, 'packages/gateway/src/server.ts');
export const seedEntry = join(repoRoot, 'services/admin/src/seed/cli.ts');
/** admin's demo digests (issue 20 §3), run after the modules' seeds so the outbox holds them. */
export const digestEntry = join(repoRoot, 'services/admin/src/seed/resumenes-cli.ts');

/** The modules' demo seeds, run after admin's with their service's environment (services running). */
export const moduleSeeds: readonly { service: ServiceSpec['name']; entry: string }[] = [
  { service: 'revisiones', entry: join(repoRoot, 'services/revisiones/src/seed/cli.ts') },
  { service: 'neo', entry: join(repoRoot, 'services/neo/src/seed/cli.ts') },
  { service: 'checklist-revisiones', entry: join(repoRoot, 'services/checklist-revisiones/src/seed/cli.ts') },
];
export const tsxBin = join(repoRoot, 'node_modules/.bin/tsx');
