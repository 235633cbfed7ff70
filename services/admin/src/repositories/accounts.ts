import type { Connection, Types } from 'mongoose';

import { type AccountDoc, models } from '../models/index.ts';
import { normalizeEmail } from './users.ts';

export async function findAccountByEmail(db: Connection, email: string): Promise<AccountDoc | null> {
  return models(db)
    .Account.findOne({ email: normalizeEmail(email) })
    .lean<AccountDoc>()
    .exec();
}

export async function findAccountByUser(db: Connection, userId: Types.ObjectId): Promise<AccountDoc | null> {
  return models(db).Account.findOne({ userId }).lean<AccountDoc>().exec();
}

/** Sets (or creates) the user's sign-in account with a new password hash. */
export async function setPassword(db: Connection, userId: Types.ObjectId, email: string, passwordHash: string, now: Date): Promise<void> {
  await models(db)
    .Account.updateOne({ userId }, { $set: { email: normalizeEmail(email), passwordHash, passwordChangedAt: now }, $setOnInsert: { userId } }, { upsert: true })
    .exec();
}
