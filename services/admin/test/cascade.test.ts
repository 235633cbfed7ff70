import type { AddressInfo } from 'node:net';

import { CompanyPage, CompanyPurgeResponse, type ModuleService, UserDeletedResponse } from '@insp/contracts';
import { companyAdmin } from '@insp/messages';
import { buildApp as buildChecklistRevisiones } from '@insp/service-checklist-revisiones/src/app.ts';
import type { ServiceConfig, ZodApp } from '@insp/service-kit';
import { testConfig as moduleTestConfig, testIdentity } from '@insp/service-kit/testing';
import { buildApp as buildNeo } from '@insp/service-neo/src/app.ts';
import { buildApp as buildRevisiones } from '@insp/service-revisiones/src/app.ts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { addCatalogItem, bearer, createCompany, createUser, INTERNAL_TOKEN, session, startAdmin, type TestContext } from './helpers.ts';

/**
 * The cross-service cascades against the real module services (services/<name>/src/app.ts),
 * each listening on a local port with its own fresh database.
 */
const builders = { revisiones: buildRevisiones, 'checklist-revisiones': buildChecklistRevisiones, neo: buildNeo } as const;
const collections: Record<ModuleService, string> = { revisiones: 'Proyectos', 'checklist-revisiones': 'ProyectosChecklist', neo: 'ProyectosOT' };

interface Running {
  config: ServiceConfig;
  port: number;
  app: ZodApp | null;
}
const services = {} as Record<ModuleService, Running>;

async function start(name: ModuleService, config: ServiceConfig, port = 0): Promise<Running> {
  const identity = testIdentity();
  const app = await builders[name]({ config, verifier: identity.verifier, sessions: identity.sessions });
  await app.listen({ host: '127.0.0.1', port });
  return { config, port: (app.server.address() as AddressInfo).port, app };
}
async function stop(name: ModuleService): Promise<void> {
  await services[name].app?.close();
  services[name].app = null;
}
/** The same service (same database) back on the same port. */
async function restart(name: ModuleService): Promise<void> {
  services[name] = await start(name, services[name].config, services[name].port);
}
const projects = (name: ModuleService) => {
  const app = services[name].app;
  if (!app) throw new Error(`${name} is not running`);
  return app.db.collection(collections[name]);
};

let ctx: TestContext;
let admin: string;
const RETRY_MS = 150;

beforeAll(async () => {
  for (const name of Object.keys(builders) as ModuleService[]) services[name] = await start(name, moduleTestConfig(name, { internalToken: INTERNAL_TOKEN }));
  const url = (name: ModuleService) => `http://127.0.0.1:${services[name].port}`;
  ctx = await startAdmin({
    moduleEndpoints: { revisiones: url('revisiones'), 'checklist-revisiones': url('checklist-revisiones'), neo: url('neo') },
    cascadeRetryMs: RETRY_MS,
  });
  await createUser(ctx.app, { email: 'admin@plataforma.cl', tipoUsuario: 'Administrador' });
  admin = (await session(ctx.app, 'admin@plataforma.cl')).accessToken;
});

afterAll(async () => {
  for (const name of Object.keys(services) as ModuleService[]) {
    const app = services[name].app;
    if (!app) continue;
    await app.db.dropDatabase().catch(() => undefined);
    await app.close();
  }
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function seedProjects(companyId: Types.ObjectId, responsables: Types.ObjectId[] = []): Promise<void> {
  for (const name of Object.keys(builders) as ModuleService[]) {
    await projects(name).insertMany([
      { companyId, Nombre: 'Obra A', nombreKey: 'obra a', Responsables: responsables, FechaCreacion: new Date() },
      { companyId, Nombre: 'Obra B', nombreKey: 'obra b', Responsables: responsables, FechaCreacion: new Date() },
    ]);
  }
}

describe('permanent company delete', () => {
  it('refuses a company that is not soft-deleted first (409)', async () => {
    const id = await createCompany(ctx.app);
    const response = await ctx.app.inject({ method: 'DELETE', url: `/companies/${id.toHexString()}/permanent`, headers: bearer(admin) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: companyAdmin.purgeNeedsSoftDelete });
    expect(await models(ctx.app.db).Empresa.countDocuments({ _id: id })).toBe(1);
  });

  it('removes everything in admin and in the three module services', async () => {
    const id = await createCompany(ctx.app, { Activado: false });
    const keep = await createCompany(ctx.app);
    const user = await createUser(ctx.app, { email: 'u@purga-total.cl', company: id });
    await addCatalogItem(ctx.app, id, 'sectores', 'Norte');
    await seedProjects(id, [user]);
    await seedProjects(keep);
    // a refresh family with one rotation and a used reset link of the user
    const sign = models(ctx.app.db);
    const now = new Date();
    const family = await sign.Session.create({ userId: user, currentHash: 'h2', expiresAt: new Date(now.getTime() + 86_400_000), lastUsedAt: now });
    await sign.SessionRotation.create({ clave: `${family._id.toHexString()}:h1`, sessionId: family._id, nextToken: 'cifrado', createdAt: now });
    await sign.ResetTokenClaim.create({ tokenId: new Types.ObjectId(), userId: user, createdAt: now });

    const response = await ctx.app.inject({ method: 'DELETE', url: `/companies/${id.toHexString()}/permanent`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(CompanyPurgeResponse.parse(response.json())).toEqual({ message: 'Empresa Eliminada', pendiente: [] });
    const m = models(ctx.app.db);
    expect(await m.Empresa.countDocuments({ _id: id })).toBe(0);
    expect(await m.Usuario.countDocuments({ EmpresaReference: id })).toBe(0);
    expect(await m.Account.countDocuments({ userId: user })).toBe(0);
    expect(await m.Session.countDocuments({ userId: user })).toBe(0);
    expect(await m.SessionRotation.countDocuments({ sessionId: family._id })).toBe(0);
    expect(await m.ResetTokenClaim.countDocuments({ userId: user })).toBe(0);
    expect(await m.CatalogItem.countDocuments({ Scope: id.toHexString() })).toBe(0);
    for (const name of Object.keys(builders) as ModuleService[]) {
      expect(await projects(name).countDocuments({ companyId: id }), name).toBe(0);
      expect(await projects(name).countDocuments({ companyId: keep }), name).toBe(2);
    }
    // Gone for good: a second call answers 404.
    const again = await ctx.app.inject({ method: 'DELETE', url: `/companies/${id.toHexString()}/permanent`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
  });

  it('with a module service down, stays marked as being purged and finishes when it returns', async () => {
    const id = await createCompany(ctx.app, { Nombre: 'En purga', Activado: false });
    const user = await createUser(ctx.app, { email: 'u@purga.cl', company: id });
    await seedProjects(id, [user]);
    await stop('neo');

    const response = await ctx.app.inject({ method: 'DELETE', url: `/companies/${id.toHexString()}/permanent`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(CompanyPurgeResponse.parse(response.json())).toEqual({ message: companyAdmin.purgePending, pendiente: ['neo'] });
    const m = models(ctx.app.db);
    const marked = await m.Empresa.findById(id).lean();
    expect(marked?.Purga?.pendiente).toEqual(['neo']);
    expect(marked?.Activado).toBe(false);
    // Admin's own data and the reachable services are already clean; the company is hidden from lists.
    expect(await m.Usuario.countDocuments({ EmpresaReference: id })).toBe(0);
    expect(await projects('revisiones').countDocuments({ companyId: id })).toBe(0);
    expect(await projects('checklist-revisiones').countDocuments({ companyId: id })).toBe(0);
    const deleted = CompanyPage.parse((await ctx.app.inject({ method: 'GET', url: '/companies?deleted=true&pageSize=100', headers: bearer(admin) })).json());
    expect(deleted.items.map((c) => c.id)).not.toContain(id.toHexString());
    expect((await ctx.app.inject({ method: 'GET', url: `/companies/${id.toHexString()}/configuration`, headers: bearer(admin) })).statusCode).toBe(404);

    // Several retry rounds pass while neo is down: still pending, attempts counted.
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 4));
    const waiting = await m.Empresa.findById(id).lean();
    expect(waiting?.Purga?.pendiente).toEqual(['neo']);
    expect(waiting?.Purga?.intentos ?? 0).toBeGreaterThan(1);

    await restart('neo');
    expect(await projects('neo').countDocuments({ companyId: id })).toBe(2);
    await eventually(async () => (await m.Empresa.countDocuments({ _id: id })) === 0);
    expect(await projects('neo').countDocuments({ companyId: id })).toBe(0);
  });
});

describe('user delete', () => {
  it('removes the user from every Responsables list, retrying a service that is down', async () => {
    const company = await createCompany(ctx.app);
    await createUser(ctx.app, { email: 'director@resp.cl', tipoUsuario: 'AdministradorEmpresa', company });
    const director = (await session(ctx.app, 'director@resp.cl')).accessToken;
    const user = await createUser(ctx.app, { email: 'resp@resp.cl', company });
    const colleague = await createUser(ctx.app, { email: 'colega@resp.cl', company });
    await seedProjects(company, [user, colleague]);
    await stop('revisiones');

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/companies/${company.toHexString()}/users/${user.toHexString()}`,
      headers: bearer(director),
    });
    expect(response.statusCode).toBe(200);
    expect(UserDeletedResponse.parse(response.json())).toEqual({ message: 'Hemos eliminado el usuario.', pendiente: ['revisiones'] });
    for (const name of ['checklist-revisiones', 'neo'] as const) {
      const docs = await projects(name).find({ companyId: company }).toArray();
      expect(
        docs.map((d) => (d.Responsables as Types.ObjectId[]).map(String)),
        name,
      ).toEqual([[colleague.toHexString()], [colleague.toHexString()]]);
    }
    expect((await models(ctx.app.db).Usuario.findById(user).lean())?.PendientesResponsables).toEqual(['revisiones']);

    await restart('revisiones');
    await eventually(async () => (await models(ctx.app.db).Usuario.findById(user).lean())?.PendientesResponsables.length === 0);
    const docs = await projects('revisiones').find({ companyId: company }).toArray();
    expect(docs.map((d) => (d.Responsables as Types.ObjectId[]).map(String))).toEqual([[colleague.toHexString()], [colleague.toHexString()]]);
  });
});
