import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type AccessClaims, type Endpoint, endpointUrl, type InternalCompanyFull, type InternalUser } from '@insp/contracts';
import type { AdminClient, AppOptions, ModuleContext } from '@insp/module-service';
import { createTokenVerifier, type ServiceConfig, type ServiceName, type SessionChecker, type ZodApp } from '@insp/service-kit';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/** What a bench's service is built from (the child processes of the revisiones bench get it as JSON). */
export interface ServiceSetup {
  /** Server URI without a database name (devdb's READY line). */
  uri: string;
  dbName: string;
  company: InternalCompanyFull;
  users: InternalUser[];
}

/** A module service as the benches start it: its own buildApp and config extension. */
export interface BenchModule {
  /** The service's name (config.service), e.g. 'revisiones'. */
  service: ServiceName;
  buildApp(options: AppOptions & { onContext?: (context: ModuleContext) => void }): Promise<ZodApp>;
  /** The service's own variables (CHROMIUM_PATH, PDF_PAGES…), read from the environment as its server reads them. */
  configExtension?: z.ZodType;
  /** The company's quota for the module's projects. */
  quota(company: InternalCompanyFull): { Activado: boolean; limit: number };
}

/**
 * admin's internal API answered from memory for one company (the same answers as fakeAdmin in
 * @insp/module-service/testing, which is not imported here because it pulls vitest into the
 * processes whose memory is measured).
 */
function memoryAdmin(module: BenchModule, company: InternalCompanyFull, users: InternalUser[]): AdminClient {
  const mine = (companyId: string) => companyId === company.id;
  return {
    async company(companyId) {
      return mine(companyId) ? company : null;
    },
    async quota(companyId, flag, used) {
      if (!mine(companyId)) throw new Error('admin company answered 404');
      const { Activado, limit } = module.quota(company);
      return { module: flag, Activado, used, limit, allowed: Activado && used < limit };
    },
    async reportUsage() {},
    async reportBytes() {},
    async usersByIds(companyId, ids) {
      return users.filter((user) => mine(companyId) && ids.includes(user.id));
    },
    async usersWithModule(companyId, flag) {
      return users.filter((user) => mine(companyId) && !user.Deleted && user[flag]);
    },
    forget() {},
    async webhookTipos() {
      return [];
    },
    async webhookEventos() {
      return 'aceptado';
    },
  };
}

/** A real Ed25519 key (tokens verified like admin's) and sessions that are always active. */
function identity() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = randomBytes(8).toString('hex');
  const verifier = createTokenVerifier(async (wanted) => (wanted === kid ? publicKey : null));
  const sessions: SessionChecker = { check: async () => ({ active: true, sessionVersion: 1 }) };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = (claims: AccessClaims): string => {
    const iat = Math.floor(Date.now() / 1000);
    const input = `${part({ alg: 'EdDSA', typ: 'JWT', kid })}.${part({ ...claims, iat, exp: iat + 3600 })}`;
    return `${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
  };
  return { verifier, sessions, token };
}

/** The claims of a user of the bench company (session version 1, every module on). */
export function claimsOf(user: InternalUser): AccessClaims {
  return {
    sub: user.id,
    companyId: user.companyId,
    userType: user.tipoUsuario,
    modules: { Revisiones: true, Checklist: true, ChecklistsOT: true },
    sv: 1,
    email: user.Email ?? '',
    name: user.NombreCompleto,
  };
}

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface BenchService {
  app: ZodApp;
  context: ModuleContext;
  headersOf(claims: AccessClaims): { authorization: string };
  /** Calls an endpoint (URL built from the contract, like the remotes) and returns the answer. */
  call(claims: AccessClaims, description: Endpoint, params: Record<string, string>, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** The same, expecting a 2xx answer: its JSON. */
  ok<T>(claims: AccessClaims, description: Endpoint, params: Record<string, string>, options?: CallOptions): Promise<T>;
}

/**
 * A module service exactly as its server starts it (its own buildApp, real config, real database),
 * driven in-process with `app.inject`. `monitorCommands` turns on the driver's command events on
 * the service's own connection (to count round trips).
 */
export async function startBenchService(module: BenchModule, setup: ServiceSetup, options: { monitorCommands?: boolean } = {}): Promise<BenchService> {
  const { verifier, sessions, token } = identity();
  const config: ServiceConfig = {
    service: module.service,
    host: '127.0.0.1',
    port: 0,
    mongodbUri: options.monitorCommands ? `${setup.uri.replace(/\/?$/, '/')}?monitorCommands=true` : setup.uri,
    dbName: setup.dbName,
    adminUrl: 'http://127.0.0.1:9',
    internalToken: randomBytes(24).toString('hex'),
    dataDir: join(tmpdir(), `insp-bench-${module.service}`),
    publicUrl: 'http://localhost:8080',
    // BENCH_SERVICE_LOG=error shows what a failed report job logged (its cause).
    logLevel: process.env.BENCH_SERVICE_LOG ?? 'silent',
    bodyLimit: 1024 * 1024,
    rateLimitMax: 1_000_000,
    trustProxy: '127.0.0.1',
    ...(module.configExtension && { extra: module.configExtension.parse(process.env) as Record<string, unknown> }),
  };
  let captured: ModuleContext | null = null;
  const app = await module.buildApp({
    config,
    verifier,
    sessions,
    admin: memoryAdmin(module, setup.company, setup.users),
    onContext: (context) => {
      captured = context;
    },
  });
  if (!captured) throw new Error('buildApp did not hand over its context');
  const context: ModuleContext = captured;
  // The service's indexes, before any data goes in.
  await Promise.all(Object.values(app.db.models).map((model) => model.init()));

  const headersOf = (claims: AccessClaims) => ({ authorization: `Bearer ${token(claims)}` });
  const call: BenchService['call'] = (claims, description, params, callOptions = {}) => {
    const request: InjectOptions = {
      method: description.method,
      url: endpointUrl(description, params, callOptions.query),
      headers: headersOf(claims),
      ...(callOptions.body === undefined ? {} : { payload: callOptions.body as InjectOptions['payload'] }),
    };
    return app.inject(request);
  };
  const ok = async <T>(...args: Parameters<BenchService['call']>): Promise<T> => {
    const answer = await call(...args);
    if (answer.statusCode >= 300) throw new Error(`${args[1].method} ${args[1].path}: ${answer.statusCode} ${answer.body}`);
    return answer.json<T>();
  };
  return { app, context, headersOf, call, ok };
}
