import { auth, common, perfil as texts } from '@insp/messages';
import { resumenes } from '@insp/messages/resumenes';
import type { LightMyRequestResponse } from 'fastify';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { bearer, createCompany, createUser, PASSWORD, session, signIn, startAdmin, type TestContext } from './helpers.ts';

/** 'Perfil': the signed-in user's own name and password. */
let ctx: TestContext;
let company: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  company = await createCompany(ctx.app, { Nombre: 'Constructora Andes' });
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { insp_rt: token } });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  call('POST', '/me/perfil/password', token, { currentPassword, newPassword });

describe('GET and PUT /me/perfil', () => {
  it('shows the own data and changes Nombre and Apellido (with the users list key)', async () => {
    const userId = await createUser(ctx.app, { email: 'perfil@andes.cl', company, Nombre: 'Ana', Apellido: 'Pérez' });
    const { accessToken } = await session(ctx.app, 'perfil@andes.cl');
    const read = await call('GET', '/me/perfil', accessToken);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({
      Nombre: 'Ana',
      Apellido: 'Pérez',
      Email: 'perfil@andes.cl',
      tipoUsuario: 'UsuarioEmpresa',
      Empresa: 'Constructora Andes',
      ResumenDiario: true,
    });

    const saved = await call('PUT', '/me/perfil', accessToken, { Nombre: '  Ánika ', Apellido: 'Muñoz' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: texts.updated, perfil: expect.objectContaining({ Nombre: 'Ánika', Apellido: 'Muñoz' }) });
    expect(await models(ctx.app.db).Usuario.findById(userId).lean()).toMatchObject({ Nombre: 'Ánika', Apellido: 'Muñoz', NombreKey: 'anika munoz' });
    // The session user reads the new name at once.
    expect((await call('GET', '/me', accessToken)).json()).toMatchObject({ name: 'Ánika Muñoz' });
  });

  it('the platform administrator has no company', async () => {
    await createUser(ctx.app, { email: 'root@plataforma.cl', tipoUsuario: 'Administrador' });
    const { accessToken } = await session(ctx.app, 'root@plataforma.cl');
    expect((await call('GET', '/me/perfil', accessToken)).json()).toMatchObject({ tipoUsuario: 'Administrador', Empresa: null });
  });

  it('refuses empty names and other fields with 400 in Spanish', async () => {
    await createUser(ctx.app, { email: 'vacio@andes.cl', company });
    const { accessToken } = await session(ctx.app, 'vacio@andes.cl');
    expect((await call('PUT', '/me/perfil', accessToken, { Nombre: ' ', Apellido: 'X' })).json()).toEqual({ message: texts.nombreRequired });
    expect((await call('PUT', '/me/perfil', accessToken, { Nombre: 'X', Apellido: '' })).json()).toEqual({ message: texts.apellidoRequired });
    const extra = await call('PUT', '/me/perfil', accessToken, { Nombre: 'X', Apellido: 'Y', tipoUsuario: 'Administrador' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ message: common.unknownField('tipoUsuario') });
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/me/perfil' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: common.unauthenticated });
  });
});

describe('POST /me/perfil/password', () => {
  it('refuses a wrong current password with 400 in Spanish and changes nothing', async () => {
    await createUser(ctx.app, { email: 'mal@andes.cl', company });
    const { accessToken } = await session(ctx.app, 'mal@andes.cl');
    const response = await changePassword(accessToken, 'no-es-la-mia', 'Cordillera-2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: texts.currentPasswordWrong });
    expect((await signIn(ctx.app, 'mal@andes.cl', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses common, short and unchanged passwords with their Spanish texts', async () => {
    await createUser(ctx.app, { email: 'comun@andes.cl', company });
    const { accessToken } = await session(ctx.app, 'comun@andes.cl');
    expect((await changePassword(accessToken, PASSWORD, 'password123')).json()).toEqual({ message: auth.newPasswordTooCommon });
    expect((await changePassword(accessToken, PASSWORD, 'corta')).json()).toEqual({ message: auth.newPasswordTooShort });
    expect((await changePassword(accessToken, PASSWORD, PASSWORD)).json()).toEqual({ message: texts.samePassword });
    expect((await changePassword(accessToken, '', 'Cordillera-2026')).json()).toEqual({ message: texts.currentPasswordRequired });
    expect((await signIn(ctx.app, 'comun@andes.cl', PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password, ends the other devices’ sessions and keeps this one', async () => {
    await createUser(ctx.app, { email: 'cambio@andes.cl', company });
    const laptop = await session(ctx.app, 'cambio@andes.cl');
    const phone = await session(ctx.app, 'cambio@andes.cl');
    const response = await changePassword(laptop.accessToken, PASSWORD, 'Cordillera-2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: texts.passwordChanged });

    // The other device: its refresh fails and its access token no longer works on admin.
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await call('GET', '/me', phone.accessToken)).statusCode).toBe(401);
    // This device goes on: its access token works and its refresh rotates.
    expect((await call('GET', '/me/perfil', laptop.accessToken)).statusCode).toBe(200);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);

    expect((await signIn(ctx.app, 'cambio@andes.cl', PASSWORD)).json()).toEqual({ message: auth.badCredentials });
    expect((await signIn(ctx.app, 'cambio@andes.cl', 'Cordillera-2026')).statusCode).toBe(200);
  });

  it('slows down repeated guesses of the current password like sign-in does (429)', async () => {
    await createUser(ctx.app, { email: 'adivina@andes.cl', company });
    const { accessToken } = await session(ctx.app, 'adivina@andes.cl');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await changePassword(accessToken, `intento-${i}`, 'Cordillera-2026')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const refused = await changePassword(accessToken, PASSWORD, 'Cordillera-2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: auth.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUT /me/perfil/resumen-diario', () => {
  it("turns the user's own morning digest off and on again ('Recibir resumen diario por correo')", async () => {
    const userId = await createUser(ctx.app, { email: 'resumen@andes.cl', company });
    const { accessToken } = await session(ctx.app, 'resumen@andes.cl');
    const off = await call('PUT', '/me/perfil/resumen-diario', accessToken, { ResumenDiario: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: resumenes.perfilDesactivado, perfil: expect.objectContaining({ Email: 'resumen@andes.cl', ResumenDiario: false }) });
    expect((await models(ctx.app.db).Usuario.findById(userId).lean())?.ResumenDiario).toBe(false);
    expect((await call('GET', '/me/perfil', accessToken)).json()).toMatchObject({ ResumenDiario: false });
    const on = await call('PUT', '/me/perfil/resumen-diario', accessToken, { ResumenDiario: true });
    expect(on.json()).toEqual({ message: resumenes.perfilActivado, perfil: expect.objectContaining({ ResumenDiario: true }) });
  });

  it('refuses anything but true or false with 400 in Spanish, and needs a session', async () => {
    await createUser(ctx.app, { email: 'resumen-malo@andes.cl', company });
    const { accessToken } = await session(ctx.app, 'resumen-malo@andes.cl');
    const bad = await call('PUT', '/me/perfil/resumen-diario', accessToken, { ResumenDiario: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: texts.resumenDiarioInvalido });
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/me/perfil/resumen-diario', payload: { ResumenDiario: false } });
    expect(anonymous.statusCode).toBe(401);
  });
});
