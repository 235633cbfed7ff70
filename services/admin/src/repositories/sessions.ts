import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

import { isDuplicateKey } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { models, type SessionDoc, type SessionRotationDoc } from '../models/index.ts';

export const REMEMBER_TTL_MS = 30 * 24 * 3600_000;
export const SESSION_TTL_MS = 12 * 3600_000;
/** Rotated hashes kept per family for reuse detection. */
export const KEPT_PREVIOUS = 50;
/**
 * How long a just-rotated token still yields the token it was rotated to: two tabs refreshing at
 * once share one cookie, and the slower one must not look like a thief.
 */
export const ROTATION_GRACE_MS = 10_000;
/** Rotation records outlive the grace a little (clock steps), then go. */
const ROTATION_KEEP_MS = 60_000;
/** A second tab may arrive after several quick rotations; following more than this is suspect. */
const MAX_FOLLOWED_ROTATIONS = 5;

const hashToken = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** A family id that reveals nothing and cannot be guessed from another one (96 random bits). */
const randomSessionId = (): Types.ObjectId => new Types.ObjectId(randomBytes(12));

function newToken(sessionId: Types.ObjectId): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sessionId.toHexString()}.${secret}`, hash: hashToken(secret) };
}

interface ParsedToken {
  sessionId: Types.ObjectId;
  secret: string;
  hash: string;
}

function parseToken(token: string): ParsedToken | null {
  const match = /^([a-f0-9]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const secret = match[2]!;
  return { sessionId: new Types.ObjectId(match[1]), secret, hash: hashToken(secret) };
}

/** The next token, readable only by whoever holds the secret it was rotated from. */
const graceKey = (secret: string): Buffer => createHash('sha256').update(`refresh-grace\0${secret}`).digest();

function sealNext(secret: string, next: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', graceKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(next, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function openNext(secret: string, sealed: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', graceKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const rotationKey = (sessionId: Types.ObjectId, hash: string): string => `${sessionId.toHexString()}:${hash}`;

export interface IssuedRefresh {
  token: string;
  session: SessionDoc;
}

/** Starts a refresh-token family at sign-in. */
export async function createSession(db: Connection, userId: Types.ObjectId, remember: boolean, now: Date): Promise<IssuedRefresh> {
  const _id = randomSessionId();
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

const live = (session: SessionDoc, now: Date): boolean => !session.revoked && session.expiresAt.getTime() > now.getTime();

/**
 * The token a rotated one led to, when the rotation is within its grace: follows quick successive
 * rotations with the secrets it recovers, so a late tab lands on the family's newest token.
 */
async function followRotation(db: Connection, session: SessionDoc, from: ParsedToken, now: Date): Promise<string | null> {
  const { SessionRotation } = models(db);
  let current = from;
  for (let step = 0; step < MAX_FOLLOWED_ROTATIONS; step++) {
    const rotation = await SessionRotation.findOne({ clave: rotationKey(session._id, current.hash) })
      .lean<SessionRotationDoc>()
      .exec();
    if (!rotation) return step === 0 ? null : `${session._id.toHexString()}.${current.secret}`;
    if (step === 0 && now.getTime() - rotation.createdAt.getTime() > ROTATION_GRACE_MS) return null;
    const next = openNext(current.secret, rotation.nextToken);
    const parsed = next ? parseToken(next) : null;
    if (!parsed || !parsed.sessionId.equals(session._id)) return null;
    current = parsed;
  }
  return null;
}

/**
 * Exchanges the current refresh token for a new one. Of concurrent refreshes with one token, the
 * first to record the rotation (unique key) rotates; the others, and any refresh with that token
 * within ROTATION_GRACE_MS, get the same new token. Outside the grace a rotated token is reuse
 * (stolen or replayed): the whole family is revoked.
 */
export async function rotateSession(db: Connection, token: string, now: Date): Promise<RotateResult> {
  const parsed = parseToken(token);
  if (!parsed) return { kind: 'invalid' };
  const { Session, SessionRotation } = models(db);
  const session = await Session.findOne({ _id: parsed.sessionId }).lean<SessionDoc>().exec();
  if (!session) return { kind: 'invalid' };

  const granted = async (): Promise<RotateResult> => {
    const followed = await followRotation(db, session, parsed, now);
    const fresh = followed ? await findSession(db, session._id) : null;
    if (followed && fresh && live(fresh, now)) return { kind: 'rotated', token: followed, session: fresh };
    await revokeSession(db, session._id, 'reuse');
    return { kind: 'reused', session };
  };

  if (session.previousHashes.includes(parsed.hash)) {
    if (!live(session, now)) return { kind: 'invalid' };
    return granted();
  }
  if (session.currentHash !== parsed.hash || !live(session, now)) return { kind: 'invalid' };

  const next = newToken(session._id);
  try {
    await SessionRotation.create({
      clave: rotationKey(session._id, parsed.hash),
      sessionId: session._id,
      nextToken: sealNext(parsed.secret, next.token),
      createdAt: now,
    });
  } catch (error) {
    // Another request rotated this token a moment ago: hand out what it got.
    if (isDuplicateKey(error)) return granted();
    throw error;
  }
  const previousHashes = [...session.previousHashes, session.currentHash].slice(-KEPT_PREVIOUS);
  await Session.updateOne({ _id: session._id, revoked: false }, { $set: { currentHash: next.hash, previousHashes, lastUsedAt: now } }).exec();
  await SessionRotation.deleteMany({ sessionId: session._id, createdAt: { $lt: new Date(now.getTime() - ROTATION_KEEP_MS) } }).exec();
  const updated = await findSession(db, session._id);
  if (!updated || updated.revoked) return { kind: 'invalid' };
  return { kind: 'rotated', token: next.token, session: updated };
}

/**
 * The family a cookie belongs to, when the cookie's secret is the family's current or a rotated
 * one: an id alone (guessed, or read off a token) names no session.
 */
export async function sessionOfToken(db: Connection, token: string): Promise<SessionDoc | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const session = await findSession(db, parsed.sessionId);
  if (!session) return null;
  return session.currentHash === parsed.hash || session.previousHashes.includes(parsed.hash) ? session : null;
}

export async function findSession(db: Connection, sessionId: Types.ObjectId): Promise<SessionDoc | null> {
  return models(db).Session.findOne({ _id: sessionId }).lean<SessionDoc>().exec();
}

export async function revokeSession(db: Connection, sessionId: Types.ObjectId, reason: string): Promise<void> {
  await models(db)
    .Session.updateOne({ _id: sessionId, revoked: false }, { $set: { revoked: true, revokedAt: new Date(), revokedReason: reason } })
    .exec();
  await models(db).SessionRotation.deleteMany({ sessionId }).exec();
}

/** Ends every refresh family of a user (password changed, user blocked or deleted). */
export async function revokeUserSessions(db: Connection, userId: Types.ObjectId, reason: string): Promise<void> {
  await models(db)
    .Session.updateMany({ userId, revoked: false }, { $set: { revoked: true, revokedAt: new Date(), revokedReason: reason } })
    .exec();
}

/**
 * Whether a family may still back access tokens: not when revoked (signed out, reused, password
 * changed, blocked). An expired family's last tokens run out by themselves within 10 minutes.
 */
export async function isSessionLive(db: Connection, userId: string, sessionId: string): Promise<boolean> {
  if (!Types.ObjectId.isValid(sessionId)) return false;
  const session = await models(db)
    .Session.findOne({ _id: new Types.ObjectId(sessionId) })
    .select({ userId: 1, revoked: 1 })
    .lean<Pick<SessionDoc, '_id' | 'userId' | 'revoked'>>()
    .exec();
  return session !== null && session.userId.toHexString() === userId && !session.revoked;
}
