import { auth } from '@insp/messages';
import type { LightMyRequestResponse } from 'fastify';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import {
  bearer,
  createCompany,
  createUser,
  outboxMails,
  PASSWORD,
  resetLinkIn,
  session,
  signIn,
  startAdmin,
  type TestContext,
  waitForMails,
} from './helpers.ts';

let ctx: TestContext;
let companyId: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  companyId = await createCompany(ctx.app);
});

const requestReset = (email: string): Promise<LightMyRequestResponse> => ctx.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { email } });
const newPassword = (token: string, password: string): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method: 'POST', url: '/auth/new-password', payload: { token, password } });

/** Requests a reset for the email and returns the token of the mail it produced. */
async function tokenFor(email: string): Promise<string> {
  const before = outboxMails(ctx.config).length;
  expect((await requestReset(email)).statusCode).toBe(200);
  const mails = await waitForMails(ctx.config, before + 1);
  return resetLinkIn(mails[mails.length - 1]!).searchParams.get('token') ?? '';
}

describe('POST /auth/reset-password', () => {
  it('answers the same for a known and an unknown email, and mails a working link only to the known one', async () => {
    await createUser(ctx.app, { email: 'olvido@empresa.cl', company: companyId });
    const unknown = await requestReset('nadie@empresa.cl');
    const known = await requestReset('Olvido@Empresa.cl');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: auth.resetMailMaybeSent });
    expect(known.body).toBe(unknown.body);

    const [mail, ...others] = await waitForMails(ctx.config, 1);
    expect(others).toHaveLength(0);
    expect(mail).toMatch(/^To: olvido@empresa\.cl$/m);
    const link = resetLinkIn(mail!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/auth/new-password');
    const token = link.searchParams.get('token') ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // Only the hash is stored, for one hour.
    const stored = await models(ctx.app.db).ResetToken.find({ email: 'olvido@empresa.cl' }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    const ttl = (stored[0]?.expiresAt.getTime() ?? 0) - (stored[0]?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);

    // The link works.
    expect((await newPassword(token, 'NuevaClave1')).statusCode).toBe(200);
  });

  it('does not mail blocked users', async () => {
    await createUser(ctx.app, { email: 'bloqueada@empresa.cl', company: companyId, Activado: false });
    const before = outboxMails(ctx.config).length;
    const response = await requestReset('bloqueada@empresa.cl');
    expect(response.json()).toEqual({ message: auth.resetMailMaybeSent });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outboxMails(ctx.config)).toHaveLength(before);
  });

  it.each([
    [{}, 'Correo es requerido'],
    [{ email: 'sin-arroba' }, 'Debe ser un correo válido'],
  ])('validates %j', async (payload, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/reset-password', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('POST /auth/new-password', () => {
  it('sets the password: the new one signs in, the old one no longer does, old sessions end', async () => {
    const userId = await createUser(ctx.app, { email: 'cambio@empresa.cl', company: companyId });
    const old = await session(ctx.app, 'cambio@empresa.cl');
    const token = await tokenFor('cambio@empresa.cl');

    const response = await newPassword(token, 'OtraClave9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: auth.passwordChanged });

    expect((await signIn(ctx.app, 'cambio@empresa.cl', PASSWORD)).statusCode).toBe(401);
    const fresh = await session(ctx.app, 'cambio@empresa.cl', 'OtraClave9');
    expect(fresh.user.id).toBe(userId.toHexString());

    const account = await models(ctx.app.db).Account.findOne({ userId }).lean();
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    const user = await models(ctx.app.db).Usuario.findById(userId).lean();
    expect(user?.sessionVersion).toBe(1);
    // The access token from before the change is refused, and so is the old refresh cookie.
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(old.accessToken) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { insp_rt: old.refreshToken } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(fresh.accessToken) })).statusCode).toBe(200);
  });

  it('is single use', async () => {
    await createUser(ctx.app, { email: 'unavez@empresa.cl', company: companyId });
    const token = await tokenFor('unavez@empresa.cl');
    expect((await newPassword(token, 'Primera1')).statusCode).toBe(200);
    const reused = await newPassword(token, 'Segunda2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: auth.resetLinkInvalid });
    expect((await signIn(ctx.app, 'unavez@empresa.cl', 'Primera1')).statusCode).toBe(200);
    expect((await signIn(ctx.app, 'unavez@empresa.cl', 'Segunda2')).statusCode).toBe(401);
  });

  it('refuses an expired or unknown token', async () => {
    const userId = await createUser(ctx.app, { email: 'tarde@empresa.cl', company: companyId });
    const token = await tokenFor('tarde@empresa.cl');
    await models(ctx.app.db).ResetToken.updateOne({ userId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await newPassword(token, 'Tardia12');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: auth.resetLinkInvalid });
    expect((await signIn(ctx.app, 'tarde@empresa.cl', PASSWORD)).statusCode).toBe(200);

    const unknown = await newPassword('x'.repeat(43), 'Tardia12');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: auth.resetLinkInvalid });
  });

  it.each([
    ['1234567', auth.newPasswordTooShort],
    ['x'.repeat(129), auth.newPasswordTooLong],
    ['', auth.passwordRequired],
    [undefined, auth.passwordRequired],
  ])('refuses the new password %j with a Spanish text', async (password, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/new-password',
      payload: { token: 'x'.repeat(43), ...(password === undefined ? {} : { password }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers a missing link token in Spanish', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/new-password', payload: { password: 'LargaYRara42' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: auth.resetLinkInvalid });
  });

  it('accepts 8 to 128 characters (no 20-character cap), refuses the most common passwords and keeps the link for another try', async () => {
    await createUser(ctx.app, { email: 'larga@empresa.cl', company: companyId });
    const token = await tokenFor('larga@empresa.cl');
    for (const common of ['password1', 'Qwerty123', 'iloveyou', 'contraseña']) {
      const refused = await newPassword(token, common);
      expect(refused.statusCode, common).toBe(400);
      expect(refused.json()).toEqual({ message: auth.newPasswordTooCommon });
    }
    const long = 'una frase larga de veintiún caracteres o más, hasta 128';
    expect((await newPassword(token, long)).statusCode).toBe(200);
    expect((await signIn(ctx.app, 'larga@empresa.cl', long)).statusCode).toBe(200);

    const again = await tokenFor('larga@empresa.cl');
    expect((await newPassword(again, 'x'.repeat(128))).statusCode).toBe(200);
  });

  it('honours only the newest link: issuing one retires the earlier ones', async () => {
    await createUser(ctx.app, { email: 'dos-enlaces@empresa.cl', company: companyId });
    const older = await tokenFor('dos-enlaces@empresa.cl');
    const newer = await tokenFor('dos-enlaces@empresa.cl');
    const stale = await newPassword(older, 'ViejoEnlace1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: auth.resetLinkInvalid });
    expect((await newPassword(newer, 'NuevoEnlace1')).statusCode).toBe(200);
    expect((await newPassword(older, 'ViejoEnlace2')).statusCode).toBe(400);
    expect((await signIn(ctx.app, 'dos-enlaces@empresa.cl', 'NuevoEnlace1')).statusCode).toBe(200);
  });

  it('refuses a link issued before the password was changed, whatever its state', async () => {
    const userId = await createUser(ctx.app, { email: 'cambiada@empresa.cl', company: companyId });
    const token = await tokenFor('cambiada@empresa.cl');
    // The password changes by another way (a newer link, the profile) after this link was issued.
    await models(ctx.app.db).Account.updateOne({ userId }, { $set: { passwordChangedAt: new Date(Date.now() + 1000) } });
    expect((await newPassword(token, 'DespuesDelCambio1')).statusCode).toBe(400);
  });

  it('is used exactly once by concurrent requests', async () => {
    await createUser(ctx.app, { email: 'carrera@empresa.cl', company: companyId });
    const token = await tokenFor('carrera@empresa.cl');
    const passwords = Array.from({ length: 8 }, (_, i) => `Carrera-${i}-clave`);
    const answers = await Promise.all(passwords.map((password) => newPassword(token, password)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(passwords.length - 1);
    const winner = passwords[statuses.indexOf(200)]!;
    expect((await signIn(ctx.app, 'carrera@empresa.cl', winner)).statusCode).toBe(200);
    const loser = passwords.find((password) => password !== winner)!;
    expect((await signIn(ctx.app, 'carrera@empresa.cl', loser)).statusCode).toBe(401);
  });

  it('clears the sign-in throttle', async () => {
    await createUser(ctx.app, { email: 'bloqueo@empresa.cl', company: companyId });
    for (let attempt = 0; attempt < 5; attempt++) await signIn(ctx.app, 'bloqueo@empresa.cl', 'mala');
    expect((await signIn(ctx.app, 'bloqueo@empresa.cl', PASSWORD)).statusCode).toBe(429);
    const token = await tokenFor('bloqueo@empresa.cl');
    expect((await newPassword(token, 'Liberada1')).statusCode).toBe(200);
    expect((await signIn(ctx.app, 'bloqueo@empresa.cl', 'Liberada1')).statusCode).toBe(200);
  });

  it('gives a password to a user who never had one', async () => {
    const userId = await createUser(ctx.app, { email: 'nuevo@empresa.cl', company: companyId, password: null });
    expect((await signIn(ctx.app, 'nuevo@empresa.cl', PASSWORD)).statusCode).toBe(401);
    const token = await tokenFor('nuevo@empresa.cl');
    expect((await newPassword(token, 'Primera1')).statusCode).toBe(200);
    const { user } = await session(ctx.app, 'nuevo@empresa.cl', 'Primera1');
    expect(user.id).toBe(userId.toHexString());
  });
});
