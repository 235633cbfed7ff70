import { createHash, randomBytes } from 'node:crypto';
import type { Connection, Types } from 'mongoose';
import { models, type ResetTokenDoc } from '../models/index.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A one-time reset token: 32 random bytes, only the hash is stored, expires in 1 hour. */
export async function createResetToken(db: Connection, userId: Types.ObjectId, email: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await models(db).ResetToken.create({
    tokenHash: hashToken(token),
    userId,
    email,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    usedAt: null,
  });
  return token;
}

/** Marks the token used and returns it, or null when unknown, expired or already used. */
export async function consumeResetToken(db: Connection, token: string, now: Date): Promise<ResetTokenDoc | null> {
  const { ResetToken } = models(db);
  const found = await ResetToken.findOne({ tokenHash: hashToken(token) }).lean<ResetTokenDoc>().exec();
  if (!found || found.usedAt !== null || found.expiresAt.getTime() <= now.getTime()) return null;
  const claimed = await ResetToken.updateOne({ _id: found._id, usedAt: null }, { $set: { usedAt: now } }).exec();
  return claimed.modifiedCount === 1 ? found : null;
}
