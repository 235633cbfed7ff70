import { Schema, type Types } from 'mongoose';

/**
 * A refresh-token family (collection sessions). The cookie holds `<sessionId>.<secret>`; the id is
 * random (not an ObjectId's clock and counter) and only SHA-256 hashes of secrets are stored.
 * Rotation moves the current hash to previousHashes; presenting a previous one outside the grace
 * of its rotation is reuse and revokes the family. Expiry is checked on read (no TTL indexes).
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

/**
 * One rotation of a refresh token (collection sessionRotations), keyed by the family and the hash
 * it rotated away from: the unique key lets one of concurrent refreshes rotate, and the others
 * (a second tab) receive the same new token during the grace, decrypted with the secret they
 * present. Pruned shortly after the grace.
 */
export interface SessionRotationDoc {
  _id: Types.ObjectId;
  /** `<sessionId>:<hash rotated away from>`. */
  clave: string;
  sessionId: Types.ObjectId;
  /** The new token, AES-256-GCM under a key derived from the old secret. */
  nextToken: string;
  createdAt: Date;
}

export const sessionRotationSchema = new Schema<SessionRotationDoc>(
  {
    clave: { type: String, required: true },
    sessionId: { type: Schema.Types.ObjectId, required: true },
    nextToken: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'sessionRotations', strict: 'throw' },
);
sessionRotationSchema.index({ clave: 1 }, { unique: true });
sessionRotationSchema.index({ sessionId: 1, createdAt: 1 });
