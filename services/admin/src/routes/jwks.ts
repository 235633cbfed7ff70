import { Jwks } from '@insp/contracts';
import type { ZodApp } from '@insp/service-kit';

import type { SigningKey } from '../auth/keys.ts';

/** Public keys other services verify access tokens with (EdDSA only). */
export function jwksRoutes(app: ZodApp, key: SigningKey): void {
  app.get('/.well-known/jwks.json', { config: { public: true }, schema: { tags: ['auth'], response: { 200: Jwks } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { keys: [key.jwk] };
  });
}
