import { z } from 'zod';

export type ServiceName = 'admin' | 'revisiones' | 'checklist-revisiones' | 'neo';

export interface ServiceConfig<Extra extends object = Record<string, unknown>> {
  service: ServiceName;
  host: string;
  port: number;
  mongodbUri: string;
  dbName: string;
  adminUrl: string;
  internalToken: string;
  dataDir: string;
  /** The console's public address (no trailing /): absolute links in workbooks and mails. */
  publicUrl: string;
  /** How many days a signed photo link in a workbook opens (PHOTO_LINK_DAYS, 90 by default); absent in test configs: 90. */
  photoLinkDays?: number;
  /**
   * Key of the contractor portal's link signatures (PORTAL_SECRET, issue 20 §2); absent in
   * development and tests, where the portal derives one from the internal token.
   */
  portalSecret?: string;
  logLevel: string;
  bodyLimit: number;
  rateLimitMax: number;
  /** Addresses whose X-Forwarded-For is believed (the gateway or nginx in front of the service). */
  trustProxy: string;
  /**
   * The service's own variables, parsed by the extension given to loadConfig; absent when none
   * was given (and in test configs, which are built without an environment).
   */
  extra?: Extra;
}

/** Extra variables of one service: a zod object keyed by variable name (coerce what is not text). */
export type ConfigExtension = z.ZodObject;

export const defaultPorts: Record<ServiceName, number> = { admin: 4001, revisiones: 4002, 'checklist-revisiones': 4003, neo: 4004 };

/** Where the console is in development: `npm start` and the tests (the gateway on this machine). */
export const DEVELOPMENT_PUBLIC_URL = 'http://localhost:8080';
/** A workbook is opened again weeks or months later: its photo links open for 90 days unless PHOTO_LINK_DAYS says otherwise. */
export const DEFAULT_PHOTO_LINK_DAYS = 90;

/** The services that serve the contractor portal (issue 20 §2) and so sign its links. */
const PORTAL_SERVICES: readonly ServiceName[] = ['revisiones', 'checklist-revisiones'];

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const positiveInt = z.coerce.number().int().positive();

const envSchema = (service: ServiceName) =>
  z.object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(defaultPorts[service]),
    MONGODB_URI: z.string({ error: 'required' }).regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URI'),
    MONGODB_DB: z
      .string()
      .regex(/^[A-Za-z0-9_]+$/, 'letters, digits and _ only')
      .default(`insp_${service.replace(/-/g, '_')}`),
    ADMIN_URL: z.url().default('http://127.0.0.1:4001'),
    INTERNAL_TOKEN: z.string({ error: 'required' }).min(16, 'at least 16 characters'),
    DATA_DIR: z.string().min(1).default(`.data/${service}`),
    // Required outside development (see loadConfig); optional here so the refusal names it clearly.
    PUBLIC_URL: z.url().optional(),
    PHOTO_LINK_DAYS: positiveInt.max(3650).default(DEFAULT_PHOTO_LINK_DAYS),
    // Required in production for the services that serve the contractor portal (see loadConfig).
    PORTAL_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    NODE_ENV: z.string().optional(),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    BODY_LIMIT: positiveInt.default(1024 * 1024),
    RATE_LIMIT_MAX: positiveInt.default(1000),
    TRUST_PROXY: z.string().min(1).default('127.0.0.1'),
  });

/**
 * Reads and validates the service environment; throws one error naming every bad variable. An
 * extension adds the service's own variables to the same schema (so its mistakes are reported
 * together with the common ones) and comes back parsed in `extra`.
 */
export function loadConfig(service: ServiceName, env?: NodeJS.ProcessEnv): ServiceConfig;
export function loadConfig<E extends ConfigExtension>(
  service: ServiceName,
  env: NodeJS.ProcessEnv | undefined,
  extension: E,
): ServiceConfig<z.output<E>> & { extra: z.output<E> };
export function loadConfig(service: ServiceName, env: NodeJS.ProcessEnv = process.env, extension?: ConfigExtension): ServiceConfig {
  const base = envSchema(service);
  if (extension) {
    const clashes = Object.keys(extension.shape).filter((name) => Object.hasOwn(base.shape, name));
    if (clashes.length > 0) throw new Error(`Config extension of ${service} redefines ${clashes.join(', ')}`);
    // Object-level refinements would be lost when its fields join the common schema.
    if ((extension.def.checks ?? []).length > 0) throw new Error(`Config extension of ${service} must not refine the whole object`);
  }
  // Typed as the common schema: the extension's fields are read back by name below.
  const parsed = base.extend((extension?.shape ?? {}) as Record<never, never>).safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Outside development a missing PUBLIC_URL would write links to localhost into every workbook and mail.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    problems.push(
      `PUBLIC_URL: required outside development (the console's public address, e.g. https://inspeccion.example.cl; links in workbooks and mails use it)`,
    );
  }
  // The portal's links (revisiones, checklist-revisiones) must not be signed with a key derived from a shared credential.
  if (env.NODE_ENV === 'production' && !env.PORTAL_SECRET && PORTAL_SERVICES.includes(service)) {
    problems.push(`PORTAL_SECRET: required outside development (a random string of 32+ characters: the key of the contractor portal's links)`);
  }
  if (!parsed.success || problems.length > 0) throw new Error(`Invalid environment for ${service}: ${problems.join('; ')}`);
  const e = parsed.data;
  const all: Record<string, unknown> = e;
  const config: ServiceConfig = {
    service,
    host: e.HOST,
    port: e.PORT,
    mongodbUri: e.MONGODB_URI,
    dbName: e.MONGODB_DB,
    adminUrl: e.ADMIN_URL.replace(/\/+$/, ''),
    internalToken: e.INTERNAL_TOKEN,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? DEVELOPMENT_PUBLIC_URL).replace(/\/+$/, ''),
    photoLinkDays: e.PHOTO_LINK_DAYS,
    ...(e.PORTAL_SECRET ? { portalSecret: e.PORTAL_SECRET } : {}),
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
  };
  if (extension) config.extra = Object.fromEntries(Object.keys(extension.shape).map((name) => [name, all[name]]));
  return config;
}
