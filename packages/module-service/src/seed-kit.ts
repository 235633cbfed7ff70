/*
 * The plumbing every module's demo seed shares: a seeded random source (the demo must not change
 * from one run to the next), day arithmetic, a small worker pool, SVG text escaping for the drawn
 * photos, and the command-line run (sign in at admin, seed once per database). Each module keeps
 * its own data (plan.ts, demo.ts) in its service.
 */
import { loadConfig, type ServiceConfig, type ServiceName } from '@insp/service-kit';
import mongoose, { type Connection } from 'mongoose';

import { fetchTransport, type SeedTransport, signIn } from './seed-api.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** mulberry32: a small seeded generator (the demo must not change from one run to the next). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(rnd() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Runs `work` over `items`, at most `size` at once. */
export async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
}

/** Fonts of the captions drawn on the demo photos. */
export const PHOTO_FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Text for an SVG element or attribute. */
export const escapeSvg = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a review module's demo seed (revisiones, checklist-revisiones) is given. */
export interface ReviewDemoOptions {
  /** The company's director (AdministradorEmpresa), signed in: creates (and deletes) everything. */
  director: SeedTransport;
  /** The company user, signed in: captures part of the records of the project they see (else the director does). */
  encargado?: SeedTransport | undefined;
  companyId: string;
  /** The service's database, for the dates the API stamps with "now". */
  db: Connection;
  /** The user made responsible for exactly one active project (by email among the module's users). */
  encargadoEmail?: string;
  now?: Date;
  /** 1 = the demo; the tests use less. */
  scale?: number;
  /** Listados captured at once (each one's records in order, so their numbers follow the dates). */
  concurrency?: number;
  /** Seed of the random draws (same seed, same demo). */
  seed?: number;
}

/** The demo company's director (admin's seed), who creates every module's demo. */
export const DEMO_DIRECTOR_EMAIL = 'director@andes.cl';

type Session = Awaited<ReturnType<typeof signIn>>;

export interface DemoSeedRun {
  config: ServiceConfig;
  db: Connection;
  /** Signs a demo account in at admin with the demo password. */
  signIn(email: string): Promise<Session>;
  /** Says on the console that the demo was left out and why (the platform still starts); answers null. */
  omitted(error: unknown): null;
  /** The demo director signed in, with their company; null (said on the console) when that fails. */
  director(): Promise<{ session: Session; companyId: string } | null>;
  /** This service (`<SERVICE>_URL`, else localhost at the configured port) as that signed-in user. */
  as(session: Session): SeedTransport;
}

/**
 * A module's seed command: with the service's environment (MONGODB_URI, MONGODB_DB, INTERNAL_TOKEN,
 * ADMIN_URL) plus `<SERVICE>_URL` (the running service, e.g. CHECKLIST_REVISIONES_URL) and
 * DEMO_PASSWORD. Only a database whose `projectsCollection` is empty gets the demo (no sign-in
 * needed to tell); `seed` does the rest.
 */
export async function runDemoSeed(
  service: Exclude<ServiceName, 'admin'>,
  options: {
    projectsCollection: string;
    /** Logged when the database already has projects, after `<service>: <db> `. */
    alreadySeeded: string;
    seed(run: DemoSeedRun): Promise<void>;
  },
): Promise<void> {
  const config = loadConfig(service);
  const serviceUrl = process.env[`${service.toUpperCase().replace(/-/g, '_')}_URL`] ?? `http://127.0.0.1:${config.port}`;
  const password = process.env.DEMO_PASSWORD ?? 'Demo1234!';
  const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName });
  const omitted = (error: unknown): null => {
    // The demo accounts may have another password by now: the platform still starts, without demo projects.
    console.log(`${service}: datos de demostración omitidos (${error instanceof Error ? error.message : String(error)}).`);
    return null;
  };
  const run: DemoSeedRun = {
    config,
    db,
    signIn: (email) => signIn(config.adminUrl, email, password),
    omitted,
    async director() {
      const session = await run.signIn(DEMO_DIRECTOR_EMAIL).catch(omitted);
      const companyId = session?.user.companyId;
      return session && companyId ? { session, companyId } : null;
    },
    as: (session) => fetchTransport(serviceUrl, session.accessToken),
  };
  try {
    await db.asPromise();
    if ((await db.collection(options.projectsCollection).countDocuments({})) > 0) {
      console.log(`${service}: ${config.dbName} ${options.alreadySeeded}; datos de demostración omitidos.`);
      return;
    }
    await options.seed(run);
  } finally {
    await db.close();
  }
}
