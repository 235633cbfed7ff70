import type { AccessClaims, SessionUser } from '@insp/contracts';
import { auth, common, mail } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';

import type { Mailer } from '../mail/mailer.ts';
import type { UsuarioDoc } from '../models/index.ts';
import { findAccountByEmail, setPassword } from '../repositories/accounts.ts';
import { claimResetToken, createResetToken, RESET_TOKEN_TTL_MS, usableResetToken, WELCOME_TOKEN_TTL_MS } from '../repositories/reset-tokens.ts';
import { createSession, type IssuedRefresh, revokeSession, revokeUserSessions, rotateSession, sessionOfToken } from '../repositories/sessions.ts';
import { bumpSessionVersion, findUserByEmail, findUserById, isActiveUser } from '../repositories/users.ts';
import type { SigningKey } from './keys.ts';
import { checkNewPassword } from './password-policy.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { companyOf, fullName, identityOf } from './session-user.ts';
import { type SignInThrottle, signInThrottle, throttleKey } from './throttle.ts';
import { signAccessToken } from './tokens.ts';

export interface AuthDeps {
  db: Connection;
  key: SigningKey;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Built from db when absent (one per app keeps its pruning clock). */
  throttle?: SignInThrottle;
}

export interface SignedIn {
  accessToken: string;
  user: SessionUser;
  refresh: IssuedRefresh;
}

/** 429 with the spec's text; the route adds Retry-After. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, auth.tooManyAttempts);
  }
}

const badCredentials = (): HttpError => new HttpError(401, auth.badCredentials);

const throttleOf = (deps: AuthDeps): SignInThrottle => (deps.throttle ??= signInThrottle(deps.db));

/**
 * Email + password sign-in. Unknown email, wrong password, blocked, deleted or company-deleted
 * users all get the same 401 after one argon2 verification; repeated failures of one email from
 * one address wait longer and longer (429), known email or not.
 */
export async function signIn(deps: AuthDeps, input: { email: string; password: string; remember: boolean; address: string }): Promise<SignedIn> {
  const now = new Date();
  const throttle = throttleOf(deps);
  const key = throttleKey(input.email, input.address);
  const attempt = await throttle.begin(key, now);
  if (attempt.retryAfterSeconds !== null) throw new TooManyAttempts(attempt.retryAfterSeconds);

  const account = await findAccountByEmail(deps.db, input.email);
  if (!account) {
    await verifyAgainstDummy(input.password);
    throw badCredentials();
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw badCredentials();
  const user = await findUserById(deps.db, account.userId);
  const company = user ? await companyOf(deps.db, user) : null;
  if (!user || !isActiveUser(user, company)) throw badCredentials();
  await throttle.succeeded(key);

  const refresh = await createSession(deps.db, user._id, input.remember, now);
  const identity = identityOf(user, company, refresh.session._id);
  return { accessToken: signAccessToken(deps.key, identity.claims), user: identity.user, refresh };
}

/** Rotates the refresh token; reuse of a rotated token outside its grace revokes the family (401). */
export async function refresh(deps: AuthDeps, token: string | undefined): Promise<SignedIn> {
  if (!token) throw new HttpError(401, common.unauthenticated);
  const rotated = await rotateSession(deps.db, token, new Date());
  if (rotated.kind === 'reused') {
    deps.log.warn({ sessionId: rotated.session._id.toHexString(), userId: rotated.session.userId.toHexString() }, 'refresh token reuse: family revoked');
  }
  if (rotated.kind !== 'rotated') throw new HttpError(401, common.unauthenticated);
  const user = await findUserById(deps.db, rotated.session.userId);
  const company = user ? await companyOf(deps.db, user) : null;
  if (!user || !isActiveUser(user, company)) {
    await revokeSession(deps.db, rotated.session._id, 'inactive');
    throw new HttpError(401, common.unauthenticated);
  }
  const identity = identityOf(user, company, rotated.session._id);
  return { accessToken: signAccessToken(deps.key, identity.claims), user: identity.user, refresh: { token: rotated.token, session: rotated.session } };
}

/**
 * Revokes the cookie's family when the cookie is genuine (its secret matches); a forged or stale
 * cookie changes nothing. The family's access tokens then fail on every service within 5 s (sid).
 */
export async function signOut(deps: AuthDeps, token: string | undefined): Promise<void> {
  if (!token) return;
  const session = await sessionOfToken(deps.db, token);
  if (session) await revokeSession(deps.db, session._id, 'sign-out');
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/auth/new-password?token=${encodeURIComponent(token)}`;
}

/** The user a link may be sent to: active, not deleted, with an email. */
async function linkRecipient(deps: AuthDeps, user: UsuarioDoc | null): Promise<(UsuarioDoc & { Email: string }) | null> {
  if (!user || user.Email === null) return null;
  const company = await companyOf(deps.db, user);
  return isActiveUser(user, company) ? { ...user, Email: user.Email } : null;
}

/**
 * Creates a one-time token (retiring the user's earlier links) and mails the link when the email
 * belongs to an active user; does nothing otherwise. The caller answers the same message either way.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await linkRecipient(deps, await findUserByEmail(deps.db, email));
  if (!user) return;
  const token = await createResetToken(deps.db, user._id, user.Email, new Date(), 'reset');
  const link = resetLink(deps.publicUrl, token);
  await deps.mailer.send({ to: user.Email, subject: mail.resetSubject, text: mail.resetText(link, RESET_TOKEN_TTL_MS / 60_000) });
  if (deps.mailer.kind === 'outbox') deps.log.info({ to: user.Email, link }, 'password reset mail written to the outbox');
}

/** The mail of a user an administrator just created: welcome, and a link to set the first password. */
export async function sendWelcome(deps: AuthDeps, userId: UsuarioDoc['_id']): Promise<void> {
  const user = await linkRecipient(deps, await findUserById(deps.db, userId));
  if (!user) return;
  const token = await createResetToken(deps.db, user._id, user.Email, new Date(), 'welcome');
  const link = resetLink(deps.publicUrl, token);
  const days = WELCOME_TOKEN_TTL_MS / (24 * 3600_000);
  await deps.mailer.send({ to: user.Email, subject: mail.welcomeSubject, text: mail.welcomeText(fullName(user), link, days) });
  if (deps.mailer.kind === 'outbox') deps.log.info({ to: user.Email, link }, 'welcome mail written to the outbox');
}

/**
 * Sets the password from a link: only the user's newest link issued after the last password change
 * works, exactly once even under concurrent requests; every session of the user ends.
 */
export async function setNewPassword(deps: AuthDeps, input: { token: string; password: string }): Promise<void> {
  const now = new Date();
  const token = await usableResetToken(deps.db, input.token, now);
  if (!token) throw new HttpError(400, auth.resetLinkInvalid);
  checkNewPassword(input.password);
  const user = await findUserById(deps.db, token.userId);
  if (!user || user.Deleted || user.Email === null) throw new HttpError(400, auth.resetLinkInvalid);
  const passwordHash = await hashPassword(input.password);
  if (!(await claimResetToken(deps.db, token, now))) throw new HttpError(400, auth.resetLinkInvalid);
  await setPassword(deps.db, user._id, user.Email, passwordHash, new Date());
  await throttleOf(deps).forget(user.Email);
  await bumpSessionVersion(deps.db, user._id);
  await revokeUserSessions(deps.db, user._id, 'password-changed');
}

/** `GET /me`: the session user, freshly read (null when the user is gone or inactive). */
export async function currentUser(deps: AuthDeps, principal: AccessClaims | null): Promise<SessionUser | null> {
  if (!principal) return null;
  const user = await findUserById(deps.db, principal.sub);
  const company = user ? await companyOf(deps.db, user) : null;
  if (!user || !isActiveUser(user, company)) return null;
  return identityOf(user, company).user;
}
