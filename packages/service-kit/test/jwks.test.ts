import { createHmac } from 'node:crypto';

import { afterEach, describe, expect, it } from 'vitest';

import { AdminUnreachableError, jwksVerifier } from '../src/index.ts';
import { testClaims, testIdentity } from '../src/testing.ts';
import { type LocalServer, localServer } from './local-server.ts';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const claims = testClaims('UsuarioEmpresa');

describe('jwksVerifier against a real JWKS endpoint', () => {
  it('verifies a token signed with a published key, fetching the key set once', async () => {
    const identity = testIdentity();
    server = await localServer(() => [200, identity.jwks]);
    const verifier = jwksVerifier(server.url);
    await expect(verifier.verify(identity.sign(claims))).resolves.toEqual(claims);
    await expect(verifier.verify(identity.sign(claims))).resolves.toEqual(claims);
    expect(server.requests.map((r) => r.url)).toEqual(['/.well-known/jwks.json']);
  });

  it('rejects expired, tampered, HS256 and alg none tokens', async () => {
    const identity = testIdentity();
    server = await localServer(() => [200, identity.jwks]);
    const verifier = jwksVerifier(server.url);
    await expect(verifier.verify(identity.sign(claims, { expiresIn: -120 }))).rejects.toThrow(/expired/);
    const [header, payload, signature] = identity.sign(claims).split('.') as [string, string, string];
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), userType: 'Administrador' })).toString(
      'base64url',
    );
    await expect(verifier.verify(`${header}.${tampered}.${signature}`)).rejects.toThrow(/signature/);
    const hsHeader = Buffer.from(JSON.stringify({ alg: 'HS256', kid: identity.kid })).toString('base64url');
    const hs = createHmac('sha256', JSON.stringify(identity.jwks.keys[0])).update(`${hsHeader}.${payload}`).digest('base64url');
    await expect(verifier.verify(`${hsHeader}.${payload}.${hs}`)).rejects.toThrow(/algorithm/);
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', kid: identity.kid })).toString('base64url');
    await expect(verifier.verify(`${noneHeader}.${payload}.`)).rejects.toThrow();
  });

  it('refetches on an unknown kid (key rotation), but not more often than the floor interval', async () => {
    const first = testIdentity();
    const second = testIdentity();
    let published = first.jwks;
    server = await localServer(() => [200, published]);
    const verifier = jwksVerifier(server.url, { minRefetchIntervalMs: 60_000 });
    await expect(verifier.verify(first.sign(claims))).resolves.toEqual(claims);
    published = { keys: [...first.jwks.keys, ...second.jwks.keys] };
    // Rotated within the floor interval: the unknown kid does not trigger a fetch yet.
    await expect(verifier.verify(second.sign(claims))).rejects.toThrow(/unknown key/);
    await expect(verifier.verify(second.sign(claims, { kid: 'forged' }))).rejects.toThrow(/unknown key/);
    expect(server.requests).toHaveLength(1);

    const eager = jwksVerifier(server.url, { minRefetchIntervalMs: 0 });
    published = first.jwks;
    await expect(eager.verify(first.sign(claims))).resolves.toEqual(claims);
    published = { keys: [...first.jwks.keys, ...second.jwks.keys] };
    await expect(eager.verify(second.sign(claims))).resolves.toEqual(claims);
    expect(server.requests).toHaveLength(3);
  });

  it('ignores keys that are not Ed25519 for EdDSA', async () => {
    const identity = testIdentity();
    const [key] = identity.jwks.keys;
    server = await localServer(() => [
      200,
      {
        keys: [
          { ...key, alg: 'HS256' },
          { kty: 'oct', k: 'c2VjcmV0', kid: 'hmac' },
        ],
      },
    ]);
    await expect(jwksVerifier(server.url).verify(identity.sign(claims))).rejects.toThrow(/unknown key/);
  });

  it('rejects every token while admin cannot serve its keys, as admin unreachable (503), not as a bad token (401)', async () => {
    const identity = testIdentity();
    server = await localServer(() => [500, { message: 'down' }]);
    await expect(jwksVerifier(server.url).verify(identity.sign(claims))).rejects.toBeInstanceOf(AdminUnreachableError);
  });
});
