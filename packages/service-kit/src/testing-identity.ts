import { generateKeyPairSync, type JsonWebKey, type KeyObject, randomBytes, sign as signBytes } from 'node:crypto';

import type { AccessClaims, UserType } from '@insp/contracts';
import { Types } from 'mongoose';

import { createTokenVerifier } from './jwt.ts';
import type { SessionChecker, SessionState, TokenVerifier } from './types.ts';

export interface SignOptions {
  /** Lifetime in seconds (default 600, like admin's tokens); negative gives an expired token. */
  expiresIn?: number;
  /** Overrides the header's kid. */
  kid?: string;
}

export interface TestSessions extends SessionChecker {
  set(userId: string, state: SessionState): void;
  delete(userId: string): void;
  /** Signs a session out: tokens carrying this sid answer inactive, like admin does. */
  end(sessionId: string): void;
}

export interface TestIdentity {
  verifier: TokenVerifier;
  sessions: TestSessions;
  /** The public key set, as admin serves it at /.well-known/jwks.json. */
  jwks: { keys: JsonWebKey[] };
  kid: string;
  privateKey: KeyObject;
  /** A token signed like admin's (EdDSA, kid, iat, exp); registers an active session at claims.sv when none exists. */
  sign(claims: AccessClaims, options?: SignOptions): string;
}

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs any header and payload with an Ed25519 key (also used by tests to forge tokens). */
export function signJws(header: Record<string, unknown>, payload: Record<string, unknown>, privateKey: KeyObject): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = signBytes(null, Buffer.from(signingInput), privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

/** A real Ed25519 key pair and an in-memory session table. */
export function testIdentity(): TestIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = randomBytes(8).toString('hex');
  const table = new Map<string, SessionState>();
  const ended = new Set<string>();
  const sessions: TestSessions = {
    async check(userId, sessionId) {
      const state = table.get(userId) ?? null;
      return state && sessionId !== undefined && ended.has(sessionId) ? { ...state, active: false } : state;
    },
    set(userId, state) {
      table.set(userId, state);
    },
    delete(userId) {
      table.delete(userId);
    },
    end(sessionId) {
      ended.add(sessionId);
    },
  };
  const verifier = createTokenVerifier(async (wanted) => (wanted === kid ? publicKey : null));
  return {
    verifier,
    sessions,
    jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'EdDSA', use: 'sig' }] },
    kid,
    privateKey,
    sign(claims, options = {}) {
      if (!table.has(claims.sub)) table.set(claims.sub, { active: true, sessionVersion: claims.sv });
      const iat = Math.floor(Date.now() / 1000);
      return signJws({ alg: 'EdDSA', typ: 'JWT', kid: options.kid ?? kid }, { ...claims, iat, exp: iat + (options.expiresIn ?? 600) }, privateKey);
    },
  };
}

export const newObjectId = (): string => new Types.ObjectId().toHexString();

/** Claims of a user of the given type; company users get a company and all modules unless overridden. */
export function testClaims(userType: UserType, overrides: Partial<AccessClaims> = {}): AccessClaims {
  return {
    sub: newObjectId(),
    companyId: userType === 'Administrador' ? null : newObjectId(),
    userType,
    modules: { Revisiones: true, Checklist: true, ChecklistsOT: true },
    sv: 1,
    email: `${userType.toLowerCase()}@example.com`,
    name: `Prueba ${userType}`,
    ...overrides,
  };
}
