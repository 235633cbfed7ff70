import type { IncomingMessage, ServerResponse } from 'node:http';

import type { AccessClaims, ModuleFlag, UserType } from '@insp/contracts';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Connection } from 'mongoose';

/** Route access, declared on every route in `config`; deny by default. */
export interface Access {
  userTypes: readonly UserType[];
  module: ModuleFlag | null;
}

/** A route as registered on the app, in registration order (used by authorization matrices and OpenAPI tests). */
export interface RegisteredRoute {
  method: string;
  url: string;
  kind: 'access' | 'public' | 'internal';
  access: Access | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    public?: true;
    internal?: true;
  }
  interface FastifyRequest {
    principal: AccessClaims | null;
  }
  interface FastifyInstance {
    db: Connection;
    registeredRoutes: readonly RegisteredRoute[];
    /**
     * The `access` gate as a function (bearer token, session, user type, module): for public routes
     * that accept either a token or another proof (signed file links). Sets nothing on the request.
     */
    authenticate(request: FastifyRequest, access: Access): Promise<AccessClaims>;
  }
}

export type ZodApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface TokenVerifier {
  /** Resolves the claims of a valid access token; throws on any invalid token. */
  verify(token: string): Promise<AccessClaims>;
}

export interface SessionState {
  active: boolean;
  sessionVersion: number;
}

export interface SessionChecker {
  /**
   * null = user unknown. `sessionId` (the token's sid) names the refresh family the token belongs
   * to: a signed-out family answers inactive. Throws when the identity provider cannot be asked.
   */
  check(userId: string, sessionId?: string): Promise<SessionState | null>;
}
