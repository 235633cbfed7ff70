import { Schema, type Types } from 'mongoose';

/** Sign-in credentials of a user (collection accounts). */
export interface AccountDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** Lower-case sign-in email (same as the user's Email). */
  email: string;
  /** argon2id PHC string. */
  passwordHash: string;
  /** Failed sign-ins in the current window; locked at 5 within 15 minutes of windowStart. */
  failedAttempts: number;
  failedWindowStart: Date | null;
  passwordChangedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const accountSchema = new Schema<AccountDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    failedAttempts: { type: Number, required: true, default: 0 },
    failedWindowStart: { type: Date, default: null },
    passwordChangedAt: { type: Date, default: null },
  },
  { collection: 'accounts', timestamps: true, strict: 'throw' },
);
accountSchema.index({ email: 1 }, { unique: true });
accountSchema.index({ userId: 1 }, { unique: true });

