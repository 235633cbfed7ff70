import { Schema, type Types } from 'mongoose';

/**
 * A refresh-token family (collection sessions). The cookie holds `<sessionId>.<secret>`; only
 * SHA-256 hashes are stored. Rotation moves the current hash to previousHashes; presenting a
 * previous one is reuse and revokes the family. Expiry is checked on read (no TTL indexes).
 */
export interface SessionDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  currentHash: string;
  previousHashes: string[];
  remember: boolean;
  expiresAt: Date;
  revoked: boolean;
  revokedAt: Date | null;
  revokedReason: string | null;
  lastUsedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const sessionSchema = new Schema<SessionDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    currentHash: { type: String, required: true },
    previousHashes: { type: [String], default: [] },
    remember: { type: Boolean, required: true, default: false },
    expiresAt: { type: Date, required: true },
    revoked: { type: Boolean, required: true, default: false },
    revokedAt: { type: Date, default: null },
    revokedReason: { type: String, default: null },
    lastUsedAt: { type: Date, required: true },
  },
  { collection: 'sessions', timestamps: true, strict: 'throw' },
);
sessionSchema.index({ userId: 1, revoked: 1 });

