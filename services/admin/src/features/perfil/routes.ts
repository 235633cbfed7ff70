import { type AccessClaims, perfilEndpoints as endpoints } from '@insp/contracts';
import { common } from '@insp/messages';
import { access, HttpError, route, type ZodApp } from '@insp/service-kit';
import type { FastifyRequest } from 'fastify';

import { TooManyAttempts } from '../../auth/service.ts';
import { perfilService } from './service.ts';

const principalOf = (request: FastifyRequest): AccessClaims => {
  if (!request.principal) throw new HttpError(401, common.unauthenticated);
  return request.principal;
};

/** `/me/perfil…`: every signed-in user, on their own account only. */
export async function perfilRoutes(app: ZodApp): Promise<void> {
  const perfil = perfilService(app.db);
  await app.register(async (feature: ZodApp) => {
    // Answers carry the user's own data: never kept by a browser or a proxy.
    feature.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const signedIn = access.signedIn(null);
    route(feature, endpoints.get, signedIn, (_, request) => perfil.get(principalOf(request)));
    route(feature, endpoints.update, signedIn, ({ body }, request) => perfil.update(principalOf(request), body));
    route(feature, endpoints.resumenDiario, signedIn, ({ body }, request) => perfil.setResumenDiario(principalOf(request), body));
    route(feature, endpoints.changePassword, signedIn, async ({ body }, request, reply) => {
      try {
        return await perfil.changePassword(principalOf(request), body, request.ip);
      } catch (error) {
        if (error instanceof TooManyAttempts) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    });
  });
}
