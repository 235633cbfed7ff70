import { createHash } from 'node:crypto';

import type { Connection, Types } from 'mongoose';

import { models } from '../models/index.ts';
import { normalizeEmail } from '../repositories/users.ts';

/**
 * Failed sign-ins slow the next guesses down instead of locking the account: the wait grows per
 * email AND client address, so a stranger elsewhere can never keep the owner out, and it is keyed
 * by the email as typed, so known and unknown emails are throttled alike.
 */
export const THROTTLE_WINDOW_MS = 60 * 60_000;
/**
 * Failures of one email from one address that cost nothing. No throttle spans a whole address:
 * people behind one NAT would slow each other down; volume per address is the rate limiter's job.
 */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15 * 60_000;
const PRUNE_EVERY_MS = 60_000;

const digest = (value: string): string => createHash('sha256').update(value).digest('base64url');

export interface ThrottleKey {
  cuenta: string;
  direccion: string;
}

export function throttleKey(email: string, address: string): ThrottleKey {
  return { cuenta: digest(`cuenta\0${normalizeEmail(email)}`), direccion: digest(`direccion\0${address}`) };
}

/** The wait after `failures` failures, growing past the free ones: 1 s, 2 s, 4 s … 15 min. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - free));
}

export interface Attempt {
  /** null when the caller may try now; otherwise the seconds to wait. */
  retryAfterSeconds: number | null;
}

export function signInThrottle(db: Connection) {
  const { SignInFailure } = models(db);
  let prunedAt = 0;

  /** How long this email from this address must still wait (ms); `exclude` = the caller's own attempt. */
  const waitOf = async (key: ThrottleKey, now: Date, exclude?: Types.ObjectId): Promise<number> => {
    const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    const query = { cuenta: key.cuenta, direccion: key.direccion, at: { $gt: since }, ...(exclude ? { _id: { $ne: exclude } } : {}) };
    const failures = await SignInFailure.countDocuments(query).exec();
    const delay = delayAfter(failures, FREE_FAILURES);
    if (delay === 0) return 0;
    const last = await SignInFailure.findOne(query).sort({ at: -1, _id: -1 }).select({ at: 1 }).lean<{ at: Date }>().exec();
    return last ? Math.max(0, last.at.getTime() + delay - now.getTime()) : 0;
  };

  return {
    /**
     * Reserves an attempt before the password is checked: recorded as a failure at once, so
     * concurrent guesses see each other and at most one passes each wait. Refused attempts are
     * not kept (waiting is not guessing).
     */
    async begin(key: ThrottleKey, now: Date): Promise<Attempt> {
      const before = await waitOf(key, now);
      if (before > 0) return { retryAfterSeconds: Math.ceil(before / 1000) };
      const created = await SignInFailure.create({ ...key, at: now });
      const raced = await waitOf(key, now, created._id);
      if (raced > 0) {
        await SignInFailure.deleteOne({ _id: created._id }).exec();
        return { retryAfterSeconds: Math.ceil(raced / 1000) };
      }
      if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        await SignInFailure.deleteMany({ at: { $lt: new Date(now.getTime() - THROTTLE_WINDOW_MS) } }).exec();
      }
      return { retryAfterSeconds: null };
    },

    /** A right password: this email from this address starts afresh (its own attempt included). */
    async succeeded(key: ThrottleKey): Promise<void> {
      await SignInFailure.deleteMany({ cuenta: key.cuenta, direccion: key.direccion }).exec();
    },

    /** A password was set through a link: the account's earlier failures no longer mean anything. */
    async forget(email: string): Promise<void> {
      await SignInFailure.deleteMany({ cuenta: throttleKey(email, '').cuenta }).exec();
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
