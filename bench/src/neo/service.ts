import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { endpointUrl, type AccessClaims, type Endpoint, type InternalCompanyFull, type InternalUser } from '@insp/contracts';
import type { AdminClient, ModuleContext } from '@insp/module-service';
import { createTokenVerifier, type ServiceConfig, type SessionChecker, type ZodApp } from '@insp/service-kit';
import { buildApp } from '@insp/service-neo/src/app.ts';
import { configExtension } from '@insp/service-neo/src/module.ts';

/** admin's internal API answered from memory for one company (fakeAdmin would pull vitest into the measured process). */
function memoryAdmin(company: InternalCompanyFull, users: InternalUser[]): AdminClient {
  const mine = (companyId: string) => companyId === company.id;
  return {
    async company(companyId) {
      return mine(companyId) ? company : null;
    },
    async quota(companyId, module, used) {
      if (!mine(companyId)) throw new Error('admin company answered 404');
      const limit = company.ChecklistsOT.LimiteProyectos;
      return { module, Activado: company.ChecklistsOT.Activado, used, limit, allowed: company.ChecklistsOT.Activado && used < limit };
    },
    async reportUsage() {},
    async usersByIds(companyId, ids) {
      return users.filter((user) => mine(companyId) && ids.includes(user.id));
    },
    async usersWithModule(companyId, module) {
      return users.filter((user) => mine(companyId) && !user.Deleted && user[module]);
    },
    forget() {},
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

export interface NeoBenchService {
  app: ZodApp;
  context: ModuleContext;
  headersOf(claims: AccessClaims): { authorization: string };
  call(claims: AccessClaims, description: Endpoint, params: Record<string, string>, options?: { query?: Record<string, unknown>; body?: unknown }): Promise<LightMyRequestResponse>;
  ok<T>(claims: AccessClaims, description: Endpoint, params: Record<string, string>, options?: { query?: Record<string, unknown>; body?: unknown }): Promise<T>;
}

/** The neo service exactly as its server builds it (its own buildApp, real database), driven with `app.inject`. */
export async function startNeoService(setup: { uri: string; dbName: string; company: InternalCompanyFull; users: InternalUser[] }): Promise<NeoBenchService> {
  const { verifier, sessions, token } = identity();
  const config: ServiceConfig = {
    service: 'neo',
    host: '127.0.0.1',
    port: 0,
    mongodbUri: setup.uri,
    dbName: setup.dbName,
    adminUrl: 'http://127.0.0.1:9',
    internalToken: randomBytes(24).toString('hex'),
    dataDir: join(tmpdir(), 'insp-bench-neo'),
    publicUrl: 'http://localhost:8080',
    logLevel: process.env.BENCH_SERVICE_LOG ?? 'silent',
    bodyLimit: 1024 * 1024,
    rateLimitMax: 1_000_000,
    trustProxy: '127.0.0.1',
    extra: configExtension.parse(process.env),
  };
  let captured: ModuleContext | null = null;
  const app = await buildApp({ config, verifier, sessions, admin: memoryAdmin(setup.company, setup.users), onContext: (context) => (captured = context) });
  if (!captured) throw new Error('buildApp did not hand over its context');
  const context: ModuleContext = captured;
  await Promise.all(Object.values(app.db.models).map((model) => model.init()));
  const headersOf = (claims: AccessClaims) => ({ authorization: `Bearer ${token(claims)}` });
  const call: NeoBenchService['call'] = (claims, description, params, options = {}) => {
    const request: InjectOptions = {
      method: description.method,
      url: endpointUrl(description, params, options.query),
      headers: headersOf(claims),
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    };
    return app.inject(request);
  };
  const ok = async <T>(...args: Parameters<NeoBenchService['call']>): Promise<T> => {
    const answer = await call(...args);
    if (answer.statusCode >= 300) throw new Error(`${args[1].method} ${args[1].path}: ${answer.statusCode} ${answer.body}`);
    return answer.json<T>();
  };
  return { app, context, headersOf, call, ok };
}
