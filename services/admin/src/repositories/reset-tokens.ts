import { createHash, randomBytes } from 'node:crypto';

import { isDuplicateKey } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { models, type ResetTokenDoc, type ResetTokenKind } from '../models/index.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** A new user may open the welcome mail days later. */
export const WELCOME_TOKEN_TTL_MS = 7 * 24 * 3600_000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * A one-time link token: 32 random bytes, only the hash is stored. Issuing it retires the user's
 * earlier links (only the newest one is honoured; they are also marked used here).
 */
export async function createResetToken(db: Connection, userId: Types.ObjectId, email: string, now: Date, kind: ResetTokenKind = 'reset'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { ResetToken } = models(db);
  await ResetToken.updateMany({ userId, usedAt: null }, { $set: { usedAt: now } }).exec();
  await ResetToken.create({
    tokenHash: hashToken(token),
    userId,
    email,
    kind,
    expiresAt: new Date(now.getTime() + (kind === 'welcome' ? WELCOME_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS)),
    usedAt: null,
  });
  return token;
}

/**
 * The token if it may still be used: known, not expired, not used, the user's newest, and issued
 * after the last password change (a link issued before a change is stale, whatever its state).
 */
export async function usableResetToken(db: Connection, token: string, now: Date): Promise<ResetTokenDoc | null> {
  const { Account, ResetToken, ResetTokenClaim } = models(db);
  const found = await ResetToken.findOne({ tokenHash: hashToken(token) })
    .lean<ResetTokenDoc>()
    .exec();
  if (!found || found.expiresAt.getTime() <= now.getTime()) return null;
  const [newest, claimed, account] = await Promise.all([
    ResetToken.findOne({ userId: found.userId }).sort({ createdAt: -1, _id: -1 }).select({ _id: 1 }).lean<{ _id: Types.ObjectId }>().exec(),
    ResetTokenClaim.exists({ tokenId: found._id }).exec(),
    Account.findOne({ userId: found.userId }).select({ passwordChangedAt: 1 }).lean<{ passwordChangedAt?: Date | null }>().exec(),
  ]);
  if (!newest?._id.equals(found._id) || claimed !== null) return null;
  const changedAt = account?.passwordChangedAt;
  if (changedAt && found.createdAt.getTime() < changedAt.getTime()) return null;
  return found;
}

/**
 * Claims the single use of a token: of concurrent requests exactly one inserts the claim (unique
 * key), the others get false. The token is then marked used too, for whoever reads it.
 */
export async function claimResetToken(db: Connection, token: ResetTokenDoc, now: Date): Promise<boolean> {
  const { ResetToken, ResetTokenClaim } = models(db);
  try {
    await ResetTokenClaim.create({ tokenId: token._id, userId: token.userId, createdAt: now });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  await ResetToken.updateMany({ userId: token.userId, usedAt: null }, { $set: { usedAt: now } }).exec();
  return true;
}
