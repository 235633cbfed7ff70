import { createPublicKey, type KeyObject, verify as verifySignature } from 'node:crypto';

import { AccessClaims } from '@insp/contracts';

import type { TokenVerifier } from './types.ts';

/** The only accepted algorithm: Ed25519 signatures (RFC 8037). */
export const ACCEPTED_ALGORITHM = 'EdDSA';
/** Tolerated clock difference between admin and this service. */
const CLOCK_SKEW_SECONDS = 30;

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(`invalid access token: ${reason}`);
    this.name = 'InvalidTokenError';
  }
}

/** Finds the public key for a `kid`; null when unknown. */
export type KeyLookup = (kid: string) => Promise<KeyObject | null>;

const segment = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new InvalidTokenError(`${what} is not a JSON object`);
}

/** An Ed25519 public key from a JWK (kty OKP, crv Ed25519); throws for anything else. */
export function ed25519KeyFromJwk(jwk: { kty?: unknown; crv?: unknown; x?: unknown }): KeyObject {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new Error('not an Ed25519 JWK');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
}

/** Verifies compact JWS access tokens: EdDSA only, known kid, valid signature, not expired, claims shape. */
export function createTokenVerifier(lookup: KeyLookup, now: () => number = Date.now): TokenVerifier {
  return {
    async verify(token: string) {
      const parts = token.split('.');
      if (parts.length !== 3 || !parts.every((part) => segment.test(part))) throw new InvalidTokenError('malformed');
      const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
      const header = decodeJson(headerPart, 'header');
      if (header.alg !== ACCEPTED_ALGORITHM) throw new InvalidTokenError('algorithm not allowed');
      if ('crit' in header) throw new InvalidTokenError('critical header not supported');
      if (typeof header.kid !== 'string' || header.kid.length === 0) throw new InvalidTokenError('no kid');

      const key = await lookup(header.kid);
      if (!key || key.asymmetricKeyType !== 'ed25519') throw new InvalidTokenError('unknown key');
      const signature = Buffer.from(signaturePart, 'base64url');
      const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'ascii');
      if (signature.length !== 64 || !verifySignature(null, signed, key, signature)) {
        throw new InvalidTokenError('bad signature');
      }

      const payload = decodeJson(payloadPart, 'payload');
      const seconds = Math.floor(now() / 1000);
      if (typeof payload.exp !== 'number' || payload.exp + CLOCK_SKEW_SECONDS <= seconds) throw new InvalidTokenError('expired');
      if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf - CLOCK_SKEW_SECONDS > seconds)) {
        throw new InvalidTokenError('not yet valid');
      }
      const claims = AccessClaims.safeParse(payload);
      if (!claims.success) throw new InvalidTokenError('claims do not match');
      return claims.data;
    },
  };
}
