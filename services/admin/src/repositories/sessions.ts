import { createHash, randomBytes } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import { models, type SessionDoc } from '../models/index.ts';

export const REMEMBER_TTL_MS = 30 * 24 * 3600_000;
export const SESSION_TTL_MS = 12 * 3600_000;
/** Rotated hashes kept per family for reuse detection. */
export const KEPT_PREVIOUS = 50;

const hashToken = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

function newToken(sessionId: Types.ObjectId): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sessionId.toHexString()}.${secret}`, hash: hashToken(secret) };
}

function parseToken(token: string): { sessionId: Types.ObjectId; hash: string } | null {
  const match = /^([a-f0-9]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  return { sessionId: new Types.ObjectId(match[1]), hash: hashToken(match[2]!) };
}

export interface IssuedRefresh {
  token: string;
  session: SessionDoc;
}

/** Starts a refresh-token family at sign-in. */
export async function createSession(db: Connection, userId: Types.ObjectId, remember: boolean, now: Date): Promise<IssuedRefresh> {
  const _id = new Types.ObjectId();
  const { token, hash } = newToken(_id);
  const created = await models(db).Session.create({
    _id,
    userId,
    currentHash: hash,
    previousHashes: [],
    remember,
    expiresAt: new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS)),
    revoked: false,
    lastUsedAt: now,
  });
  return { token, session: created.toObject() };
}

export type RotateResult = { kind: 'rotated'; token: string; session: SessionDoc } | { kind: 'invalid' } | { kind: 'reused'; session: SessionDoc };

/**
 * Exchanges the current refresh token for a new one. A token that was already rotated away is
 * reuse (stolen or replayed): the whole family is revoked.
 */
export async function rotateSession(db: Connection, token: string, now: Date): Promise<RotateResult> {
  const parsed = parseToken(token);
  if (!parsed) return { kind: 'invalid' };
  const { Session } = models(db);
  const session = await Session.findOne({ _id: parsed.sessionId }).lean<SessionDoc>().exec();
  if (!session) return { kind: 'invalid' };
  if (session.previousHashes.includes(parsed.hash)) {
    await revokeSession(db, session._id, 'reuse');
    return { kind: 'reused', session };
  }
  if (session.currentHash !== parsed.hash || session.revoked || session.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' };
  const next = newToken(session._id);
  const previousHashes = [...session.previousHashes, session.currentHash].slice(-KEPT_PREVIOUS);
  // Conditional on the hash we read: of two concurrent rotations only one wins (on MongoDB).
  const updated = await Session.findOneAndUpdate(
    { _id: session._id, currentHash: parsed.hash, revoked: false },
    { $set: { currentHash: next.hash, previousHashes, lastUsedAt: now } },
    { returnDocument: 'after' },
  )
    .lean<SessionDoc>()
    .exec();
  if (!updated) {
    await revokeSession(db, session._id, 'reuse');
    return { kind: 'reused', session };
  }
  return { kind: 'rotated', token: next.token, session: updated };
}

/** The family a cookie belongs to, whatever state it is in (sign-out). */
export function sessionIdOf(token: string): Types.ObjectId | null {
  return parseToken(token)?.sessionId ?? null;
}

export async function findSession(db: Connection, sessionId: Types.ObjectId): Promise<SessionDoc | null> {
  return models(db).Session.findOne({ _id: sessionId }).lean<SessionDoc>().exec();
}

export async function revokeSession(db: Connection, sessionId: Types.ObjectId, reason: string): Promise<void> {
  await models(db)
    .Session.updateOne({ _id: sessionId, revoked: false }, { $set: { revoked: true, revokedAt: new Date(), revokedReason: reason } })
    .exec();
}

/** Ends every refresh family of a user (password changed, user blocked or deleted). */
export async function revokeUserSessions(db: Connection, userId: Types.ObjectId, reason: string): Promise<void> {
  await models(db)
    .Session.updateMany({ userId, revoked: false }, { $set: { revoked: true, revokedAt: new Date(), revokedReason: reason } })
    .exec();
}
