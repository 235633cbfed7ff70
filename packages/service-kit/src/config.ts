import { z } from 'zod';

export type ServiceName = 'admin' | 'revisiones' | 'checklist-revisiones' | 'neo';

export interface ServiceConfig {
  service: ServiceName;
  host: string;
  port: number;
  mongodbUri: string;
  dbName: string;
  adminUrl: string;
  internalToken: string;
  dataDir: string;
  publicUrl: string;
  logLevel: string;
  bodyLimit: number;
  rateLimitMax: number;
  /** Addresses whose X-Forwarded-For is believed (the gateway or nginx in front of the service). */
  trustProxy: string;
}

export const defaultPorts: Record<ServiceName, number> = {
  admin: 4001,
  revisiones: 4002,
  'checklist-revisiones': 4003,
  neo: 4004,
};

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
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    BODY_LIMIT: positiveInt.default(1024 * 1024),
    RATE_LIMIT_MAX: positiveInt.default(1000),
    TRUST_PROXY: z.string().min(1).default('127.0.0.1'),
  });

/** Reads and validates the service environment; throws one error naming every bad variable. */
export function loadConfig(service: ServiceName, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const parsed = envSchema(service).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for ${service}: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    service,
    host: e.HOST,
    port: e.PORT,
    mongodbUri: e.MONGODB_URI,
    dbName: e.MONGODB_DB,
    adminUrl: e.ADMIN_URL.replace(/\/+$/, ''),
    internalToken: e.INTERNAL_TOKEN,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
  };
}
