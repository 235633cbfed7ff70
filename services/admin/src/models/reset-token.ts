import { Schema, type Types } from 'mongoose';

export const resetTokenKinds = ['reset', 'welcome'] as const;
export type ResetTokenKind = (typeof resetTokenKinds)[number];

/**
 * A one-time link to set a password (collection resetTokens); only its SHA-256 hash is stored.
 * 'welcome' links go to new users (first password), 'reset' links answer a recovery request.
 * Only the user's newest link works, and none issued before the last password change.
 */
export interface ResetTokenDoc {
  _id: Types.ObjectId;
  tokenHash: string;
  userId: Types.ObjectId;
  email: string;
  kind: ResetTokenKind;
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
    kind: { type: String, enum: resetTokenKinds, required: true, default: 'reset' },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: 'resetTokens', timestamps: true, strict: 'throw' },
);
resetTokenSchema.index({ tokenHash: 1 }, { unique: true });
resetTokenSchema.index({ userId: 1, createdAt: -1, _id: -1 });

/**
 * The use of a link (collection resetTokenClaims): inserted before the password is set. The unique
 * key makes one use win among concurrent requests (devdb's conditional updates are not atomic).
 */
export interface ResetTokenClaimDoc {
  _id: Types.ObjectId;
  tokenId: Types.ObjectId;
  userId: Types.ObjectId;
  createdAt: Date;
}

export const resetTokenClaimSchema = new Schema<ResetTokenClaimDoc>(
  {
    tokenId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'resetTokenClaims', strict: 'throw' },
);
resetTokenClaimSchema.index({ tokenId: 1 }, { unique: true });
resetTokenClaimSchema.index({ userId: 1 });
