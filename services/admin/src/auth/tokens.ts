import { sign as edSign, verify as edVerify } from 'node:crypto';
import { AccessClaims } from '@insp/contracts';
import type { TokenVerifier } from '@insp/service-kit';
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

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * admin's own verifier: the same key that signs, EdDSA only, kid must match, exp enforced.
 * Throws on any invalid token (service-kit maps that to 401).
 */
export function localVerifier(key: SigningKey, clock: () => number = Date.now): TokenVerifier {
  return {
    async verify(token: string): Promise<AccessClaims> {
      const parts = token.split('.');
      if (parts.length !== 3) throw new Error('malformed token');
      const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
      const header = decodeJson(headerPart);
      if (!isRecord(header) || header.alg !== 'EdDSA' || header.kid !== key.kid) throw new Error('unexpected token header');
      const valid = edVerify(null, Buffer.from(`${headerPart}.${payloadPart}`), key.publicKey, Buffer.from(signaturePart, 'base64url'));
      if (!valid) throw new Error('bad signature');
      const payload = decodeJson(payloadPart);
      if (!isRecord(payload) || typeof payload.exp !== 'number') throw new Error('no expiry');
      if (payload.exp * 1000 <= clock()) throw new Error('token expired');
      return AccessClaims.parse(payload);
    },
  };
}
