import { Schema, type Types } from 'mongoose';

/** Sign-in credentials of a user (collection accounts). */
export interface AccountDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** Lower-case sign-in email (same as the user's Email). */
  email: string;
  /** argon2id PHC string. */
  passwordHash: string;
  /** Reset and welcome links issued before this instant no longer work. */
  passwordChangedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const accountSchema = new Schema<AccountDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    passwordChangedAt: { type: Date, default: null },
  },
  { collection: 'accounts', timestamps: true, strict: 'throw' },
);
accountSchema.index({ email: 1 }, { unique: true });
accountSchema.index({ userId: 1 }, { unique: true });

/**
 * One failed sign-in (collection signInFailures), kept to slow the next guesses down. Keyed by
 * hashes of the typed email and of the client address, whether or not an account exists, so the
 * throttle answers alike for known and unknown emails and only the guesser's own address waits.
 */
export interface SignInFailureDoc {
  _id: Types.ObjectId;
  /** SHA-256 of the normalised email as typed. */
  cuenta: string;
  /** SHA-256 of the client address. */
  direccion: string;
  at: Date;
}

export const signInFailureSchema = new Schema<SignInFailureDoc>(
  { cuenta: { type: String, required: true }, direccion: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'signInFailures', strict: 'throw' },
);
signInFailureSchema.index({ cuenta: 1, direccion: 1, at: 1 });
signInFailureSchema.index({ at: 1 });
