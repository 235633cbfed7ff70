import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Jwk } from '@insp/contracts';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** RFC 7638 JWK thumbprint of the public key. */
  kid: string;
  /** The public key as published in the JWKS. */
  jwk: Jwk;
}

export const SIGNING_KEY_FILE = 'signing-key.pem';

/** RFC 7638 thumbprint of an Ed25519 public JWK: SHA-256 of {"crv","kty","x"} in that order. */
export function jwkThumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

export function signingKeyFrom(privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey);
  const exported = publicKey.export({ format: 'jwk' });
  if (exported.kty !== 'OKP' || exported.crv !== 'Ed25519' || typeof exported.x !== 'string') {
    throw new Error('admin: the signing key is not an Ed25519 key');
  }
  const kid = jwkThumbprint(exported.x);
  return { privateKey, publicKey, kid, jwk: { kty: 'OKP', crv: 'Ed25519', x: exported.x, kid, alg: 'EdDSA', use: 'sig' } };
}

/**
 * The Ed25519 key that signs access tokens: generated on first start into DATA_DIR (mode 0600),
 * reused afterwards so tokens survive restarts and the JWKS stays stable.
 */
export function loadOrCreateSigningKey(dataDir: string): SigningKey {
  const file = join(dataDir, SIGNING_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' });
    const tmp = `${file}.tmp-${process.pid}`;
    writeFileSync(tmp, pem, { mode: 0o600 });
    chmodSync(tmp, 0o600);
    // Two processes starting at once: the first rename wins and both read the same file below.
    if (!existsSync(file)) renameSync(tmp, file);
  }
  return signingKeyFrom(createPrivateKey(readFileSync(file)));
}
