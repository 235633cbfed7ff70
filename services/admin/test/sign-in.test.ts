import { auth, common } from '@insp/messages';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { bearer, claimsOf, createCompany, createUser, PASSWORD, refreshCookie, session, signIn, startAdmin, type TestContext } from './helpers.ts';

let ctx: TestContext;
let companyId: Types.ObjectId;
let directorId: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  companyId = await createCompany(ctx.app, { Nombre: 'Constructora Sur', CheckList: false });
  directorId = await createUser(ctx.app, {
    email: 'Director@Sur.cl',
    tipoUsuario: 'AdministradorEmpresa',
    company: companyId,
    Nombre: 'Diego',
    Apellido: 'Lagos',
    Revisiones: true,
    Checklist: true,
    ChecklistsOT: false,
  });
  await createUser(ctx.app, { email: 'root@inspeccion.cl', tipoUsuario: 'Administrador', Revisiones: false, Checklist: false, ChecklistsOT: false });
});

describe('POST /auth/sign-in', () => {
  it('answers the access token, the session user and an httpOnly refresh cookie', async () => {
    const response = await signIn(ctx.app, 'director@sur.cl');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; user: Record<string, unknown> }>();
    expect(body.user).toEqual({
      id: directorId.toHexString(),
      email: 'director@sur.cl',
      name: 'Diego Lagos',
      userType: 'AdministradorEmpresa',
      companyId: companyId.toHexString(),
      companyName: 'Constructora Sur',
      activated: true,
      // Checklist: user flag on but the company module is off; ChecklistsOT: user flag off.
      modules: { Revisiones: true, Checklist: false, ChecklistsOT: false },
    });

    const claims = claimsOf(body.accessToken);
    expect(claims).toMatchObject({
      sub: directorId.toHexString(),
      companyId: companyId.toHexString(),
      userType: 'AdministradorEmpresa',
      modules: { Revisiones: true, Checklist: false, ChecklistsOT: false },
      sv: 0,
      email: 'director@sur.cl',
      name: 'Diego Lagos',
    });
    expect(claims.exp - claims.iat).toBe(600);
    const header: unknown = JSON.parse(Buffer.from(body.accessToken.split('.')[0]!, 'base64url').toString());
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });

    const cookie = refreshCookie(response);
    expect(cookie).toMatchObject({ name: 'insp_rt', httpOnly: true, path: '/api/admin/auth', sameSite: 'Strict' });
    expect(cookie?.value).toMatch(/^[a-f0-9]{24}\.[A-Za-z0-9_-]{43}$/);
    // Not remembered: a browser-session cookie; http PUBLIC_URL: not Secure.
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();

    const me = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('remember keeps the cookie for 30 days', async () => {
    const response = await signIn(ctx.app, 'director@sur.cl', PASSWORD, { remember: true });
    expect(response.statusCode).toBe(200);
    const maxAge = refreshCookie(response)?.maxAge ?? 0;
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  it('gives the Administrador every module and no company', async () => {
    const { user, accessToken } = await session(ctx.app, 'root@inspeccion.cl');
    expect(user).toMatchObject({ userType: 'Administrador', companyId: null, companyName: null });
    expect(claimsOf(accessToken)).toMatchObject({ companyId: null, modules: { Revisiones: true, Checklist: true, ChecklistsOT: true } });
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await signIn(ctx.app, 'director@sur.cl', 'otra-clave');
    const unknown = await signIn(ctx.app, 'nadie@sur.cl', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: '¡Credenciales incorrectas!' });
      expect(refreshCookie(response)).toBeUndefined();
    }
  });

  it('rejects blocked and deleted users with the same 401, even with the right password', async () => {
    await createUser(ctx.app, { email: 'bloqueado@sur.cl', company: companyId, Activado: false });
    await createUser(ctx.app, { email: 'borrado@sur.cl', company: companyId, Deleted: true });
    for (const email of ['bloqueado@sur.cl', 'borrado@sur.cl']) {
      const response = await signIn(ctx.app, email);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: auth.badCredentials });
    }
  });

  it('rejects users of a deleted company', async () => {
    const gone = await createCompany(ctx.app, { Activado: false });
    await createUser(ctx.app, { email: 'ex@eliminada.cl', company: gone });
    const response = await signIn(ctx.app, 'ex@eliminada.cl');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: auth.badCredentials });
  });

  it.each([
    [{ password: PASSWORD }, 'Email es requerido'],
    [{ email: '', password: PASSWORD }, 'Email es requerido'],
    [{ email: 'no-es-email', password: PASSWORD }, 'Debe ser un email válido'],
    [{ email: `${'a'.repeat(250)}@sur.cl`, password: PASSWORD }, 'Debe ser un email válido'],
    [{ email: 'director@sur.cl' }, 'Contraseña es requerida'],
    [{ email: 'director@sur.cl', password: '' }, 'Contraseña es requerida'],
  ])('validates %j with the form text', async (payload, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/sign-in', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('rejects unknown fields', async () => {
    const response = await signIn(ctx.app, 'director@sur.cl', PASSWORD, { isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: common.unknownField('isAdmin') });
  });

  it('rejects operator injection in the email', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email: { $ne: null }, password: PASSWORD } });
    expect(response.statusCode).toBe(400);
  });

  it("answers 'Hubo un problema.' when something unexpected fails", async () => {
    // A profile that breaks the token claims (bypassing the model's validation).
    const broken = await createUser(ctx.app, { email: 'roto@sur.cl', company: companyId });
    await models(ctx.app.db).Usuario.collection.updateOne({ _id: broken }, { $set: { tipoUsuario: 'Desconocido' } });
    const response = await signIn(ctx.app, 'roto@sur.cl');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Hubo un problema.' });
  });
});

describe('POST /auth/sign-up', () => {
  it('enforces the form rules', async () => {
    const base = { name: 'Ana', email: 'ana@sur.cl', password: 'secreta', confirmPassword: 'secreta' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: '' }, 'Name is required'],
      [{ ...base, email: 'ana' }, 'Debe ser un email válido'],
      [{ ...base, password: '123', confirmPassword: '123' }, 'Must be at least 6 characters'],
      [{ ...base, password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) }, 'Must be at least 6 characters'],
      [{ ...base, confirmPassword: 'otra-clave' }, 'Both password need to be the same'],
      [{ name: 'Ana', email: 'ana@sur.cl', password: 'secreta' }, 'Both password need to be the same'],
      [{ email: 'ana@sur.cl', password: 'secreta', confirmPassword: 'secreta' }, 'Name is required'],
      [{ name: 'Ana', password: 'secreta', confirmPassword: 'secreta' }, 'Email es requerido'],
      [{ name: 'Ana', email: 'ana@sur.cl', confirmPassword: 'secreta' }, 'Contraseña es requerida'],
    ];
    for (const [payload, message] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/auth/sign-up', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('is closed: a valid form gets 403 and creates nothing', async () => {
    const before = await models(ctx.app.db).Usuario.countDocuments();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { name: 'Ana', email: 'ana@sur.cl', password: 'secreta', confirmPassword: 'secreta' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: auth.signUpClosed });
    expect(await models(ctx.app.db).Usuario.countDocuments()).toBe(before);
    expect((await signIn(ctx.app, 'ana@sur.cl', 'secreta')).statusCode).toBe(401);
  });
});

describe('GET /me', () => {
  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: common.unauthenticated });
  });

  it('rejects a tampered token', async () => {
    const { accessToken } = await session(ctx.app, 'director@sur.cl');
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, userType: 'Administrador', companyId: null })).toString('base64url');
    const response = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(`${header}.${forged}.${signature}`) });
    expect(response.statusCode).toBe(401);
  });
});
