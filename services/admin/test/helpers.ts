import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { AccessClaims, SessionResponse, type UserType } from '@insp/contracts';
import { freshDatabase } from '@insp/devdb/vitest';
import { formatRut, nameKey, rutCheckDigit } from '@insp/domain';
import { loadConfig, type ServiceConfig, type ZodApp } from '@insp/service-kit';
import type { LightMyRequestResponse } from 'fastify';
import { Types } from 'mongoose';
import { afterAll } from 'vitest';

import { type AdminAppOptions, buildApp, outboxDir } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { models } from '../src/models/index.ts';
import { setPassword } from '../src/repositories/accounts.ts';
import { userNameKey } from '../src/repositories/users.ts';

export const INTERNAL_TOKEN = 'internal-token-for-admin-tests';
export const PASSWORD = 'Secreta123!';

export interface TestContext {
  app: ZodApp;
  config: ServiceConfig;
}

/** A config on a fresh database and a temporary DATA_DIR. */
export function testConfig(env: NodeJS.ProcessEnv = {}): ServiceConfig {
  const { uri, dbName } = freshDatabase('admin');
  return loadConfig('admin', {
    MONGODB_URI: uri,
    MONGODB_DB: dbName,
    INTERNAL_TOKEN,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-test-')),
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** Builds admin on a fresh database; closed (and its DATA_DIR removed) after the file. */
export async function startAdmin(options: Partial<AdminAppOptions> & { env?: NodeJS.ProcessEnv } = {}): Promise<TestContext> {
  const config = options.config ?? testConfig(options.env);
  // No module service listens on port 1: cascades stay pending unless a test brings its own.
  const closed = 'http://127.0.0.1:1';
  const app = await buildApp({
    moduleEndpoints: { revisiones: closed, 'checklist-revisiones': closed, neo: closed },
    cascadeRetryMs: 3_600_000,
    ...options,
    config,
  });
  await app.ready();
  afterAll(async () => {
    await app.db.dropDatabase().catch(() => undefined);
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  return { app, config };
}

export interface NewCompany {
  Nombre?: string;
  Rut?: string;
  Revisiones?: boolean;
  CheckList?: boolean;
  ChecklistsOT?: boolean;
  Activado?: boolean;
}

let rutCounter = 10_000_000;
/** A valid, unique Rut. */
export function nextRut(): string {
  const body = String(rutCounter++);
  return formatRut(`${body}${rutCheckDigit(body)}`);
}

export async function createCompany(app: ZodApp, input: NewCompany = {}): Promise<Types.ObjectId> {
  const Nombre = input.Nombre ?? `Empresa ${new Types.ObjectId().toHexString().slice(-6)}`;
  const block = (on: boolean | undefined) => ({ Activado: on ?? true, LimiteUsuarios: 5, UsuariosUsados: 0 });
  const created = await models(app.db).Empresa.create({
    Nombre,
    Nombre_lower: nameKey(Nombre),
    Rut: input.Rut ?? nextRut(),
    Activado: input.Activado ?? true,
    FechaEliminacion: input.Activado === false ? new Date() : null,
    Revisiones: { ...block(input.Revisiones), LimiteRevisiones: 5, RevisionesUsados: 0 },
    CheckList: { ...block(input.CheckList), LimiteCheckList: 5, CheckListUsados: 0 },
    ChecklistsOT: { ...block(input.ChecklistsOT), LimiteProyectos: 5, ProyectosUsados: 0 },
  });
  return created._id;
}

export interface NewUser {
  email: string;
  password?: string | null;
  tipoUsuario?: UserType;
  company?: Types.ObjectId | null;
  Nombre?: string;
  Apellido?: string;
  Activado?: boolean;
  Deleted?: boolean;
  Revisiones?: boolean;
  Checklist?: boolean;
  ChecklistsOT?: boolean;
}

/** A user and (unless password is null) their sign-in account. */
export async function createUser(app: ZodApp, input: NewUser): Promise<Types.ObjectId> {
  const email = input.email.toLowerCase();
  const Nombre = input.Nombre ?? 'Ana';
  const Apellido = input.Apellido ?? 'Pérez';
  const user = await models(app.db).Usuario.create({
    Nombre,
    Apellido,
    NombreKey: userNameKey({ Nombre, Apellido }),
    Email: email,
    EmailKey: email,
    tipoUsuario: input.tipoUsuario ?? 'UsuarioEmpresa',
    Activado: input.Activado ?? true,
    Deleted: input.Deleted ?? false,
    EmpresaReference: input.company ?? null,
    Revisiones: input.Revisiones ?? true,
    Checklist: input.Checklist ?? true,
    ChecklistsOT: input.ChecklistsOT ?? true,
  });
  if (input.password !== null) await setPassword(app.db, user._id, email, await hashPassword(input.password ?? PASSWORD), new Date());
  return user._id;
}

export interface CompanyTestWorld {
  ctx: TestContext;
  /** The company of the director and the encargado, and another one. */
  own: Types.ObjectId;
  other: Types.ObjectId;
  /** Access tokens of admin@plataforma.cl (Administrador), director@<domain> and encargado@<domain> (of `own`). */
  admin: string;
  director: string;
  encargado: string;
  adminId: Types.ObjectId;
  directorId: Types.ObjectId;
  encargadoId: Types.ObjectId;
}

/**
 * The usual start of a company-administration test file (top-level `await`): admin on a fresh
 * database, the companies `own` (default 'Propia') and `other` (default 'Ajena'), an Administrador,
 * the director (AdministradorEmpresa) and an encargado (UsuarioEmpresa) of `own`, all signed in.
 */
export async function startWithCompanies(
  options: {
    own?: NewCompany;
    other?: NewCompany;
    domain?: string;
    director?: Partial<NewUser>;
    encargado?: Partial<NewUser>;
    /** Options of the app (webhook clock, transports…). */
    app?: Partial<AdminAppOptions>;
  } = {},
): Promise<CompanyTestWorld> {
  const ctx = await startAdmin(options.app);
  const own = await createCompany(ctx.app, options.own ?? { Nombre: 'Propia' });
  const other = await createCompany(ctx.app, options.other ?? { Nombre: 'Ajena' });
  const domain = options.domain ?? 'propia.cl';
  const emails = { admin: 'admin@plataforma.cl', director: `director@${domain}`, encargado: `encargado@${domain}` };
  const adminId = await createUser(ctx.app, { email: emails.admin, tipoUsuario: 'Administrador' });
  const directorId = await createUser(ctx.app, { ...options.director, email: emails.director, tipoUsuario: 'AdministradorEmpresa', company: own });
  const encargadoId = await createUser(ctx.app, { ...options.encargado, email: emails.encargado, company: own });
  const token = async (email: string) => (await session(ctx.app, email)).accessToken;
  return {
    ctx,
    own,
    other,
    admin: await token(emails.admin),
    director: await token(emails.director),
    encargado: await token(emails.encargado),
    adminId,
    directorId,
    encargadoId,
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(method, url, token = defaultToken, payload?)`: an authenticated inject. */
export function caller(app: ZodApp, defaultToken: string) {
  return (method: Method, url: string, token = defaultToken, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

export function signIn(app: ZodApp, email: string, password = PASSWORD, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email, password, ...extra } });
}

/** Signs in and returns the access token, user and refresh cookie value; fails the test on non-200. */
export async function session(app: ZodApp, email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
  const response = await signIn(app, email, password, extra);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  const body = SessionResponse.parse(response.json());
  return { ...body, refreshToken: refreshCookie(response)?.value ?? '', response };
}

export function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'insp_rt');
}

/** The payload of a JWT, unverified (assertions on claims). */
export function claimsOf(token: string): AccessClaims & { exp: number; iat: number } {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const claims = AccessClaims.parse(payload);
  const times = payload as { exp: number; iat: number };
  return { ...claims, exp: times.exp, iat: times.iat };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** .eml files in the outbox, oldest first. */
export function outboxMails(config: ServiceConfig): string[] {
  const dir = outboxDir(config);
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** Decodes a quoted-printable body (soft line breaks, =XX escapes) so links read whole. */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Waits until the outbox holds `count` mails (reset mails are sent after the answer). */
export async function waitForMails(config: ServiceConfig, count: number, timeoutMs = 5000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = outboxMails(config);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails in the outbox, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reset link in a mail. */
export function resetLinkIn(eml: string): URL {
  const match = /https?:\/\/\S+\/auth\/new-password\?token=[A-Za-z0-9_%-]+/.exec(decodeQuotedPrintable(eml));
  if (!match) throw new Error(`no reset link in mail:\n${eml}`);
  return new URL(match[0]);
}

/** Adds a catalogue item to a company copy (or the global catalogue with 'global'). */
export async function addCatalogItem(
  app: ZodApp,
  scope: Types.ObjectId | 'global',
  Tipo: 'sectores' | 'recintos' | 'subcontratos' | 'prioridades' | 'cargos',
  Nombre: string,
  Activado = true,
): Promise<Types.ObjectId> {
  const created = await models(app.db).CatalogItem.create({
    Scope: scope === 'global' ? 'global' : scope.toHexString(),
    Tipo,
    Parent: '',
    Nombre,
    NombreKey: nameKey(Nombre),
    Activado,
  });
  return created._id;
}
