import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import type { AccessClaims, SessionUser } from '@insp/contracts';
import { auth, common, mail } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { Mailer } from '../mail/mailer.ts';
import { clearFailures, findAccountByEmail, isLocked, recordFailure, setPassword } from '../repositories/accounts.ts';
import { consumeResetToken, createResetToken, RESET_TOKEN_TTL_MS } from '../repositories/reset-tokens.ts';
import { createSession, findSession, revokeSession, revokeUserSessions, rotateSession, sessionIdOf, type IssuedRefresh } from '../repositories/sessions.ts';
import { bumpSessionVersion, findUserByEmail, findUserById, isActiveUser } from '../repositories/users.ts';
import type { SigningKey } from './keys.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { companyOf, identityOf } from './session-user.ts';
import { signAccessToken } from './tokens.ts';

export interface AuthDeps {
  db: Connection;
  key: SigningKey;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface SignedIn {
  accessToken: string;
  user: SessionUser;
  refresh: IssuedRefresh;
}

const badCredentials = (): HttpError => new HttpError(401, auth.badCredentials);

/**
 * Email + password sign-in. Unknown email, wrong password, blocked, deleted or company-deleted
 * users all get the same 401; the unknown-email path still runs one argon2 verification.
 */
export async function signIn(deps: AuthDeps, input: { email: string; password: string; remember: boolean }): Promise<SignedIn> {
  const now = new Date();
  const account = await findAccountByEmail(deps.db, input.email);
  if (!account) {
    await verifyAgainstDummy(input.password);
    throw badCredentials();
  }
  if (isLocked(account, now)) throw new HttpError(429, auth.tooManyAttempts);
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordFailure(deps.db, account, now);
    throw badCredentials();
  }
  const user = await findUserById(deps.db, account.userId);
  const company = user ? await companyOf(deps.db, user) : null;
  if (!user || !isActiveUser(user, company)) throw badCredentials();
  if (account.failedAttempts > 0) await clearFailures(deps.db, account._id);

  const identity = identityOf(user, company);
  const refresh = await createSession(deps.db, user._id, input.remember, now);
  return { accessToken: signAccessToken(deps.key, identity.claims), user: identity.user, refresh };
}

/** Rotates the refresh token; reuse of a rotated token revokes the family (401). */
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
  const identity = identityOf(user, company);
  return {
    accessToken: signAccessToken(deps.key, identity.claims),
    user: identity.user,
    refresh: { token: rotated.token, session: rotated.session },
  };
}

/** Revokes the cookie's family, whatever its state; no cookie is fine too. */
export async function signOut(deps: AuthDeps, token: string | undefined): Promise<void> {
  const sessionId = token ? sessionIdOf(token) : null;
  if (!sessionId) return;
  const session = await findSession(deps.db, sessionId);
  if (session) await revokeSession(deps.db, session._id, 'sign-out');
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/auth/new-password?token=${encodeURIComponent(token)}`;
}

/**
 * Creates a one-time token and mails the link when the email belongs to an active user; does
 * nothing otherwise. The caller answers the same message either way.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.Email === null) return;
  const company = await companyOf(deps.db, user);
  if (!isActiveUser(user, company)) return;
  const token = await createResetToken(deps.db, user._id, user.Email, new Date());
  const link = resetLink(deps.publicUrl, token);
  await deps.mailer.send({ to: user.Email, subject: mail.resetSubject, text: mail.resetText(link, RESET_TOKEN_TTL_MS / 60_000) });
  if (deps.mailer.kind === 'outbox') deps.log.info({ to: user.Email, link }, 'password reset mail written to the outbox');
}

/** Sets the password from a reset token: single use, ends every session of the user. */
export async function setNewPassword(deps: AuthDeps, input: { token: string; password: string }): Promise<void> {
  const now = new Date();
  const used = await consumeResetToken(deps.db, input.token, now);
  if (!used) throw new HttpError(400, auth.resetLinkInvalid);
  const user = await findUserById(deps.db, used.userId);
  if (!user || user.Deleted || user.Email === null) throw new HttpError(400, auth.resetLinkInvalid);
  await setPassword(deps.db, user._id, user.Email, await hashPassword(input.password), now);
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
