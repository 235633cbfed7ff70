import { type UserType, userTypes } from '@insp/contracts';
import { common } from '@insp/messages';
import { openApiGaps } from '@insp/service-kit/testing';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
const { ObjectId } = Types;
import { buildApp } from '../src/app.ts';
import { bearer, createCompany, createUser, refreshCookie, session, signIn, startAdmin, type TestContext } from './helpers.ts';

/**
 * Every route of admin and who may call it. A route added without a line here fails the first
 * test, so nothing ships without a decided gate.
 */
const matrix: Record<string, 'public' | 'internal' | readonly UserType[]> = {
  'GET /health': 'public',
  'GET /openapi.json': 'public',
  'GET /.well-known/jwks.json': 'public',
  'POST /auth/sign-in': 'public',
  'POST /auth/refresh': 'public',
  'POST /auth/sign-out': 'public',
  'POST /auth/reset-password': 'public',
  'POST /auth/new-password': 'public',
  'POST /auth/sign-up': 'public',
  'GET /me': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'GET /me/perfil': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'PUT /me/perfil': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'POST /me/perfil/password': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'PUT /me/perfil/resumen-diario': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'GET /companies': ['Administrador'],
  'GET /companies/:companyId': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'POST /companies': ['Administrador'],
  'PUT /companies/:companyId': ['Administrador'],
  'DELETE /companies/:companyId': ['Administrador'],
  'POST /companies/:companyId/restore': ['Administrador'],
  'GET /companies/:companyId/configuration': ['Administrador', 'AdministradorEmpresa'],
  'GET /catalogs/subcontratos/:subcontratoId/errores-tipo': ['Administrador'],
  'POST /catalogs/subcontratos/:subcontratoId/errores-tipo': ['Administrador'],
  'PUT /catalogs/subcontratos/:subcontratoId/errores-tipo/:itemId': ['Administrador'],
  'DELETE /catalogs/subcontratos/:subcontratoId/errores-tipo/:itemId': ['Administrador'],
  'GET /catalogs/recintos': ['Administrador'],
  'POST /catalogs/recintos': ['Administrador'],
  'PUT /catalogs/recintos/:itemId': ['Administrador'],
  'GET /catalogs/:catalog': ['Administrador'],
  'POST /catalogs/:catalog': ['Administrador'],
  'PUT /catalogs/:catalog/:itemId': ['Administrador'],
  'DELETE /catalogs/:catalog/:itemId': ['Administrador'],
  'GET /companies/:companyId/catalogs/subcontratos/:subcontratoId/errores-tipo': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'POST /companies/:companyId/catalogs/subcontratos/:subcontratoId/errores-tipo': ['Administrador'],
  'PUT /companies/:companyId/catalogs/subcontratos/:subcontratoId/errores-tipo/:itemId': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/catalogs/subcontratos/:subcontratoId/errores-tipo/:itemId': ['Administrador'],
  'GET /companies/:companyId/catalogs/subcontratos/:subcontratoId/contactos': ['Administrador', 'AdministradorEmpresa'],
  'PUT /companies/:companyId/catalogs/subcontratos/:subcontratoId/contactos': ['Administrador', 'AdministradorEmpresa'],
  'GET /companies/:companyId/catalogs/:catalog': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'POST /companies/:companyId/catalogs/:catalog': ['Administrador'],
  'PUT /companies/:companyId/catalogs/:catalog/:itemId': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/catalogs/:catalog/:itemId': ['Administrador'],
  'GET /companies/:companyId/users': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/users': ['Administrador', 'AdministradorEmpresa'],
  'PUT /companies/:companyId/users/:userId': ['Administrador', 'AdministradorEmpresa'],
  'PUT /companies/:companyId/users/:userId/email': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/users/:userId/reset-password': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/users/:userId/block': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/users/:userId/unblock': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/users/:userId': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/permanent': ['Administrador'],
  'GET /companies/:companyId/checklists': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'POST /companies/:companyId/checklists': ['Administrador', 'AdministradorEmpresa'],
  'GET /companies/:companyId/checklists/:checklistId': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'PUT /companies/:companyId/checklists/:checklistId': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/checklists/:checklistId': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/checklists/:checklistId/recintos': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/checklists/:checklistId/recintos/:recintoId': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId': ['Administrador', 'AdministradorEmpresa'],
  'GET /companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/contactos': ['Administrador', 'AdministradorEmpresa'],
  'PUT /companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/contactos': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo': ['Administrador'],
  'PUT /companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorId': [
    'Administrador',
    'AdministradorEmpresa',
  ],
  'DELETE /companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorId': [
    'Administrador',
    'AdministradorEmpresa',
  ],
  'GET /companies/:companyId/listas-chequeo': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'POST /companies/:companyId/listas-chequeo': ['Administrador', 'AdministradorEmpresa'],
  'GET /companies/:companyId/listas-chequeo/:listaId': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'PUT /companies/:companyId/listas-chequeo/:listaId': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/listas-chequeo/:listaId': ['Administrador', 'AdministradorEmpresa'],
  'GET /companies/:companyId/parametros-ot/:parametro': ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
  'POST /companies/:companyId/parametros-ot/:parametro': ['Administrador', 'AdministradorEmpresa'],
  'PUT /companies/:companyId/parametros-ot/:parametro/:nombre': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/parametros-ot/:parametro/:nombre': ['Administrador', 'AdministradorEmpresa'],
  'GET /companies/:companyId/webhooks': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/webhooks': ['Administrador', 'AdministradorEmpresa'],
  'PUT /companies/:companyId/webhooks/:webhookId': ['Administrador', 'AdministradorEmpresa'],
  'DELETE /companies/:companyId/webhooks/:webhookId': ['Administrador', 'AdministradorEmpresa'],
  'GET /companies/:companyId/webhooks/:webhookId/entregas': ['Administrador', 'AdministradorEmpresa'],
  'POST /companies/:companyId/webhooks/:webhookId/entregas/:entregaId/reenviar': ['Administrador', 'AdministradorEmpresa'],
  'GET /internal/companies/:companyId/webhooks/tipos': 'internal',
  'POST /internal/companies/:companyId/webhook-eventos': 'internal',
  'GET /internal/sessions/:userId': 'internal',
  'GET /internal/companies/:companyId': 'internal',
  'POST /internal/companies/:companyId/users/by-ids': 'internal',
  'GET /internal/companies/:companyId/users': 'internal',
  'GET /internal/companies/:companyId/quota/:module': 'internal',
  'PUT /internal/companies/:companyId/usage/:module': 'internal',
};

let ctx: TestContext;
let companyId: Types.ObjectId;
let otherCompanyId: Types.ObjectId;
let userId: Types.ObjectId;
/** Ids that exist nowhere: mutations reached with them answer 404 and change nothing. */
const missingId = new ObjectId().toHexString();
const tokens = {} as Record<UserType, string>;

beforeAll(async () => {
  ctx = await startAdmin();
  companyId = await createCompany(ctx.app);
  otherCompanyId = await createCompany(ctx.app);
  await createUser(ctx.app, { email: 'a@matriz.cl', tipoUsuario: 'Administrador' });
  await createUser(ctx.app, { email: 'd@matriz.cl', tipoUsuario: 'AdministradorEmpresa', company: companyId });
  userId = await createUser(ctx.app, { email: 'u@matriz.cl', tipoUsuario: 'UsuarioEmpresa', company: companyId });
  tokens.Administrador = (await session(ctx.app, 'a@matriz.cl')).accessToken;
  tokens.AdministradorEmpresa = (await session(ctx.app, 'd@matriz.cl')).accessToken;
  tokens.UsuarioEmpresa = (await session(ctx.app, 'u@matriz.cl')).accessToken;
});

/**
 * A concrete URL for a route pattern. Routes only the Administrador may call get a company that
 * does not exist (so a DELETE or restore reached by the gate changes nothing); company routes of
 * directors and users get their own company. Every other id is one that does not exist.
 */
const concrete = (url: string, rule: readonly UserType[] | 'internal', company?: Types.ObjectId): string => {
  const adminOnly = rule !== 'internal' && rule.length === 1 && rule[0] === 'Administrador';
  const target = company ?? (adminOnly ? new ObjectId(missingId) : companyId);
  return url
    .replace(':companyId', target.toHexString())
    .replace(':userId', url.startsWith('/internal/sessions') ? userId.toHexString() : missingId)
    .replace(/:(itemId|subcontratoId|checklistId|recintoId|errorId|listaId|webhookId|entregaId)/g, missingId)
    .replace(':catalog', 'sectores')
    .replace(':parametro', 'unidades')
    .replace(':nombre', 'x')
    .replace(':module', 'Revisiones');
};

describe('authorization matrix', () => {
  it('covers exactly the registered routes', () => {
    const registered = ctx.app.registeredRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(matrix).sort());
    for (const route of ctx.app.registeredRoutes) {
      const rule = matrix[`${route.method} ${route.url}`];
      if (rule === 'public' || rule === 'internal') expect(route.kind).toBe(rule);
      else expect([...(route.access?.userTypes ?? [])].sort()).toEqual([...(rule ?? [])].sort());
    }
  });

  for (const [route, rule] of Object.entries(matrix)) {
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    if (rule === 'public') continue;
    if (rule === 'internal') {
      it(`${route}: no service credential → 401`, async () => {
        const response = await ctx.app.inject({ method, url: concrete(url, rule) });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: common.unauthenticated });
      });
      continue;
    }
    it(`${route}: anonymous 401, allowed types pass the gate, others 403`, async () => {
      const anonymous = await ctx.app.inject({ method, url: concrete(url, rule) });
      expect(anonymous.statusCode).toBe(401);
      for (const type of userTypes) {
        const response = await ctx.app.inject({ method, url: concrete(url, rule), headers: bearer(tokens[type]) });
        if (rule.includes(type)) {
          // Past the gate: 200, or the route's own 400/404/409 for the empty body and unknown ids.
          expect([401, 403], `${type}: ${response.body}`).not.toContain(response.statusCode);
          expect(response.statusCode, `${type}: ${response.body}`).toBeLessThan(500);
        } else {
          expect(response.statusCode, type).toBe(403);
          expect(response.json()).toEqual({ message: common.forbidden });
        }
      }
    });
    if (url.includes(':companyId') && rule.some((type) => type !== 'Administrador')) {
      it(`${route}: company users on another company's id → 403`, async () => {
        for (const type of rule.filter((t) => t !== 'Administrador')) {
          const response = await ctx.app.inject({ method, url: concrete(url, rule, otherCompanyId), headers: bearer(tokens[type]) });
          expect(response.statusCode, type).toBe(403);
          expect(response.json()).toEqual({ message: common.forbidden });
        }
      });
    }
  }
});

describe('OpenAPI', () => {
  it('documents the public and gated routes, not the internal ones', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of ['/auth/sign-in', '/auth/refresh', '/me', '/companies', '/companies/{companyId}', '/.well-known/jwks.json']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/internal'))).toBe(false);
  });

  it('lists every registered route with its answer and path parameter schemas', async () => {
    expect(await openApiGaps(ctx.app)).toEqual([]);
  });
});

describe('refresh cookie over https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const app = await buildApp({ config: { ...ctx.config, publicUrl: 'https://inspeccion.example.cl' } });
    try {
      const response = await signIn(app, 'u@matriz.cl');
      expect(response.statusCode).toBe(200);
      expect(refreshCookie(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/admin/auth' });
    } finally {
      await app.close();
    }
  });
});
