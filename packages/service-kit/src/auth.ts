import { createHash, timingSafeEqual } from 'node:crypto';

import type { AccessClaims } from '@insp/contracts';
import { common } from '@insp/messages';
import type { FastifyRequest, RouteOptions } from 'fastify';

import { adminUnavailable, isAdminUnreachable } from './admin-outage.ts';
import { HttpError } from './http-error.ts';
import type { Access, RegisteredRoute, SessionChecker, TokenVerifier, ZodApp } from './types.ts';

const INTERNAL_PREFIX = '/internal/';

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison leaks neither content nor length.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Checks a route's declaration when it is registered: exactly one of access, public, internal. */
export function describeRoute(route: RouteOptions): RegisteredRoute[] {
  const config = route.config ?? {};
  const declared = [config.access !== undefined, config.public === true, config.internal === true].filter(Boolean).length;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const name = `${methods.join(',')} ${route.url}`;
  if (declared !== 1) {
    throw new Error(`Route ${name} must declare exactly one of config.access, config.public or config.internal`);
  }
  const underInternal = route.url.startsWith(INTERNAL_PREFIX);
  if (config.internal === true && !underInternal) throw new Error(`Internal route ${name} must live under ${INTERNAL_PREFIX}`);
  if (config.internal !== true && underInternal) throw new Error(`Route ${name} under ${INTERNAL_PREFIX} must be internal`);
  if (config.access && config.access.userTypes.length === 0) throw new Error(`Route ${name} allows no user type`);
  const kind = config.access ? 'access' : config.public ? 'public' : 'internal';
  return methods.map((method) => ({ method, url: route.url, kind, access: config.access ?? null }));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Checks a bearer token against `access` (signature, live session, user type, module flag) and
 * returns its claims; 401/403/503 HttpErrors otherwise. The gate of every `access` route, also
 * offered as `app.authenticate` to public routes that accept a token OR another proof (signed links).
 */
export function bearerAuthenticator(deps: { verifier: TokenVerifier; sessions: SessionChecker }) {
  return async (request: FastifyRequest, access: Access): Promise<AccessClaims> => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, common.unauthenticated);
    const claims = await deps.verifier.verify(token).catch((error: unknown) => {
      // The signing key cannot be known while admin is down: unavailable, not a bad token.
      if (isAdminUnreachable(error)) throw adminUnavailable(error);
      return null;
    });
    if (!claims) throw new HttpError(401, common.unauthenticated);

    let session;
    try {
      // While admin cannot be reached the checker serves the last confirmed state within its grace.
      session = await deps.sessions.check(claims.sub, claims.sid);
    } catch (error) {
      request.log.error({ err: error }, 'session check failed');
      throw adminUnavailable(error);
    }
    if (!session || !session.active || session.sessionVersion !== claims.sv) throw new HttpError(401, common.unauthenticated);

    if (!access.userTypes.includes(claims.userType)) throw new HttpError(403, common.forbidden);
    if (access.module !== null && claims.modules[access.module] !== true) throw new HttpError(403, common.moduleDisabled);
    return claims;
  };
}

/** Deny by default: every request reaching a route passes the route's declared gate before anything else. */
export function installAuth(app: ZodApp, deps: { verifier: TokenVerifier; sessions: SessionChecker; internalToken: string }): void {
  const authenticate = bearerAuthenticator(deps);
  app.decorateRequest('principal', null);
  app.decorate('authenticate', authenticate);

  app.addHook('onRequest', async (request) => {
    request.principal = null;
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public === true) return;

    if (config.internal === true) {
      const given = request.headers['x-internal-token'];
      if (typeof given !== 'string' || !sameSecret(given, deps.internalToken)) throw new HttpError(401, common.unauthenticated);
      return;
    }

    const access = config.access;
    if (!access) throw new HttpError(401, common.unauthenticated);
    request.principal = await authenticate(request, access);
  });
}
