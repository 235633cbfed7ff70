import { sign as edSign } from 'node:crypto';

import { AccessClaims } from '@insp/contracts';
import { createTokenVerifier, type TokenVerifier } from '@insp/service-kit';

import type { SigningKey } from './keys.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const TOKEN_ISSUER = 'insp-admin';

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs an access token (JWT, EdDSA, header kid) carrying the claims of docs/architecture.md. */
export function signAccessToken(key: SigningKey, claims: AccessClaims, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const header = b64({ alg: 'EdDSA', typ: 'JWT', kid: key.kid });
  const payload = b64({ ...AccessClaims.parse(claims), iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS, iss: TOKEN_ISSUER });
  const input = `${header}.${payload}`;
  const signature = edSign(null, Buffer.from(input), key.privateKey).toString('base64url');
  return `${input}.${signature}`;
}

/**
 * admin's own verifier: service-kit's token verification (EdDSA only, exp, claims shape) with the
 * key that signs, no JWKS round trip.
 */
export function localVerifier(key: SigningKey): TokenVerifier {
  return createTokenVerifier(async (kid) => (kid === key.kid ? key.publicKey : null));
}
