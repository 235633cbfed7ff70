import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type DevDb, startDevDb } from '@insp/devdb';

import { type Managed, runManaged, runToEnd, waitForOk } from './process.ts';
import { digestEntry, gatewayEntry, moduleSeeds, repoRoot, seedEntry, serviceNodeFlags, services, tsxBin } from './services.ts';

export interface PlatformOptions {
  /** Gateway port (8080 by default). */
  port?: number;
  /** Services listen on basePort + 1..4 (4000 by default). */
  basePort?: number;
  /** Where the database files, keys and mail outbox live. */
  dataDir?: string;
  /** Run the demo seed when the database is empty. */
  seed?: boolean;
  /**
   * With `seed`, also the modules' demo data (revision projects, observations, photos; tens of
   * seconds). True by default; e2e and bench create their own data and turn it off.
   */
  moduleSeeds?: boolean;
  demoPassword?: string;
  /** Database name prefix, so a test run never touches the demo data. */
  dbPrefix?: string;
  log?: (line: string) => void;
}

export interface Platform {
  url: string;
  mongodbUri: string;
  dataDir: string;
  internalToken: string;
  seedOutput: string;
  serviceUrl(name: (typeof services)[number]['name']): string;
  /** Stops one service (to prove the others keep working) and starts it again. */
  stopService(name: (typeof services)[number]['name']): Promise<void>;
  startService(name: (typeof services)[number]['name']): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the database, the four services, the demo seed and the gateway as plain processes. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const basePort = options.basePort ?? 4000;
  const dataDir = options.dataDir ?? join(repoRoot, '.data');
  const dbPrefix = options.dbPrefix ?? 'insp';
  const internalToken = process.env.INTERNAL_TOKEN ?? randomBytes(24).toString('hex');
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  mkdirSync(dataDir, { recursive: true });

  const db: DevDb = await startDevDb({ dataDir: join(dataDir, 'devdb'), log });
  const running = new Map<string, Managed>();
  const serviceUrl = (name: string): string => `http://127.0.0.1:${basePort + services.find((s) => s.name === name)!.offset}`;
  const serviceEnv = (spec: (typeof services)[number]): NodeJS.ProcessEnv => ({
    ...process.env,
    PORT: String(basePort + spec.offset),
    HOST: '127.0.0.1',
    MONGODB_URI: db.uri,
    MONGODB_DB: `${dbPrefix}_${spec.name.replace(/-/g, '_')}`,
    ADMIN_URL: serviceUrl('admin'),
    INTERNAL_TOKEN: internalToken,
    DATA_DIR: join(dataDir, spec.name),
    PUBLIC_URL: publicUrl,
    REVISIONES_URL: serviceUrl('revisiones'),
    CHECKLIST_REVISIONES_URL: serviceUrl('checklist-revisiones'),
    NEO_URL: serviceUrl('neo'),
    // Webhooks to receivers on this machine (issue 20 §4): allowed in development unless set otherwise.
    WEBHOOKS_ALLOW_PRIVATE: process.env.WEBHOOKS_ALLOW_PRIVATE ?? '1',
  });

  const startService = async (name: string): Promise<void> => {
    const spec = services.find((s) => s.name === name)!;
    const managed = runManaged(spec.name, tsxBin, [...serviceNodeFlags, spec.entry], serviceEnv(spec), log);
    running.set(spec.name, managed);
    await waitForOk(`${serviceUrl(spec.name)}/health`, managed.child);
  };

  const stopAll = async (): Promise<void> => {
    await Promise.all([...running.values()].map((m) => m.stop()));
    await db.stop();
  };

  try {
    // admin first: the others fetch its JWKS.
    await startService('admin');
    await Promise.all(services.filter((s) => s.name !== 'admin').map((s) => startService(s.name)));

    let seedOutput = '';
    if (options.seed ?? true) {
      const demoPassword = options.demoPassword ?? process.env.DEMO_PASSWORD ?? 'Demo1234!';
      const admin = services.find((s) => s.name === 'admin')!;
      seedOutput = await runToEnd(tsxBin, [seedEntry], { ...serviceEnv(admin), DEMO_PASSWORD: demoPassword });
      log(seedOutput.trim());
      // Each module's seed signs in as the demo users and goes through its running service. They
      // touch different services, so they run side by side: their database writes overlap.
      const outputs = await Promise.all(
        ((options.moduleSeeds ?? true) ? moduleSeeds : []).map((moduleSeed) => {
          const spec = services.find((s) => s.name === moduleSeed.service)!;
          return runToEnd(tsxBin, [moduleSeed.entry], { ...serviceEnv(spec), DEMO_PASSWORD: demoPassword });
        }),
      );
      for (const output of outputs) {
        log(output.trim());
        seedOutput += output;
      }
      // With the modules' demo data in place, the morning digests of the day (issue 20 §3) go to the outbox.
      if (options.moduleSeeds ?? true) {
        // A failure is logged: the demo still starts.
        const output = await runToEnd(tsxBin, [digestEntry], serviceEnv(admin)).catch((error: unknown) => `resumenes: ${String(error)}`);
        log(output.trim());
        seedOutput += output;
      }
    }

    const gatewayEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
    for (const spec of services) gatewayEnv[spec.gatewayEnv] = serviceUrl(spec.name);
    const gateway = runManaged('gateway', tsxBin, [gatewayEntry], gatewayEnv, log);
    running.set('gateway', gateway);
    await waitForOk(`http://127.0.0.1:${port}/config.json`, gateway.child);

    return {
      url: `http://localhost:${port}`,
      mongodbUri: db.uri,
      dataDir,
      internalToken,
      seedOutput,
      serviceUrl,
      stopService: async (name) => {
        await running.get(name)?.stop();
        running.delete(name);
      },
      startService,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
