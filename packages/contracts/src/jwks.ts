import { z } from 'zod';

/** Public signing key of admin (Ed25519, RFC 8037), as published at `/.well-known/jwks.json`. */
export const Jwk = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});
export type Jwk = z.infer<typeof Jwk>;

export const Jwks = z.object({ keys: z.array(Jwk) });
export type Jwks = z.infer<typeof Jwks>;
