import type { Connection, Types } from 'mongoose';
import { models, type AccountDoc } from '../models/index.ts';
import { normalizeEmail } from './users.ts';

export const MAX_FAILED_ATTEMPTS = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export async function findAccountByEmail(db: Connection, email: string): Promise<AccountDoc | null> {
  return models(db).Account.findOne({ email: normalizeEmail(email) }).lean<AccountDoc>().exec();
}

const windowOpen = (account: AccountDoc, now: Date): boolean =>
  account.failedWindowStart !== null && now.getTime() - account.failedWindowStart.getTime() < FAILURE_WINDOW_MS;

/** Locked: 5 failures within 15 minutes of the first one; unlocks when that window passes. */
export function isLocked(account: AccountDoc, now: Date): boolean {
  return windowOpen(account, now) && account.failedAttempts >= MAX_FAILED_ATTEMPTS;
}

/** Counts a failed sign-in; starts a new window when the previous one has passed. */
export async function recordFailure(db: Connection, account: AccountDoc, now: Date): Promise<void> {
  const update = windowOpen(account, now)
    ? { $set: { failedAttempts: account.failedAttempts + 1 } }
    : { $set: { failedAttempts: 1, failedWindowStart: now } };
  await models(db).Account.updateOne({ _id: account._id }, update).exec();
}

export async function clearFailures(db: Connection, accountId: Types.ObjectId): Promise<void> {
  await models(db).Account.updateOne({ _id: accountId }, { $set: { failedAttempts: 0, failedWindowStart: null } }).exec();
}

/** Sets (or creates) the user's sign-in account with a new password hash and clears failures. */
export async function setPassword(db: Connection, userId: Types.ObjectId, email: string, passwordHash: string, now: Date): Promise<void> {
  await models(db)
    .Account.updateOne(
      { userId },
      {
        $set: { email: normalizeEmail(email), passwordHash, failedAttempts: 0, failedWindowStart: null, passwordChangedAt: now },
        $setOnInsert: { userId },
      },
      { upsert: true },
    )
    .exec();
}
