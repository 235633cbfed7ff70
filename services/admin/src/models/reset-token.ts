import { Schema, type Types } from 'mongoose';

/** One-time password-reset token (collection resetTokens); only its SHA-256 hash is stored. */
export interface ResetTokenDoc {
  _id: Types.ObjectId;
  tokenHash: string;
  userId: Types.ObjectId;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const resetTokenSchema = new Schema<ResetTokenDoc>(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: 'resetTokens', timestamps: true, strict: 'throw' },
);
resetTokenSchema.index({ tokenHash: 1 }, { unique: true });
resetTokenSchema.index({ userId: 1 });

