import { randomUUID } from 'node:crypto';

import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import { describeRoute, installAuth } from './auth.ts';
import { clientErrorHandler } from './client-error.ts';
import type { ServiceConfig } from './config.ts';
import { installDatabase } from './database.ts';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { installHealth } from './health.ts';
import { documentRoute, installOpenApi } from './openapi.ts';
import { installTenantGuard } from './tenant-guard.ts';
import type { RegisteredRoute, SessionChecker, TokenVerifier, ZodApp } from './types.ts';
import { validatorCompiler } from './validation.ts';

export interface CreateServiceOptions {
  config: ServiceConfig;
  /** OpenAPI title. */
  title: string;
  verifier: TokenVerifier;
  sessions: SessionChecker;
  /** The service's routes and plugins. */
  register: (app: ZodApp) => Promise<void> | void;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** Builds a ready-to-inject service (not listening); see docs/service-kit.md for what it guarantees. */
export async function createService(options: CreateServiceOptions): Promise<ZodApp> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-internal-token"]', 'req.headers.cookie'] },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.bodyLimit,
    requestTimeout: REQUEST_TIMEOUT_MS,
    exposeHeadRoutes: false,
    // The router's own errors (bad percent-encoding, a parameter over 100 characters) would be
    // answered in Fastify's English format: they take the error handler's way too.
    frameworkErrors: errorHandler,
    clientErrorHandler,
    // Comma-separated addresses or CIDRs, so rate limits see the client behind the gateway.
    trustProxy: config.trustProxy.split(',').map((entry) => entry.trim()),
  }).withTypeProvider<ZodTypeProvider>();

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler(notFoundHandler);

    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      routes.push(...describeRoute(route));
      documentRoute(route);
    });

    installDatabase(app, config);
    await app.register(helmet, { global: true });
    await app.register(rateLimit, { global: true, max: config.rateLimitMax, timeWindow: 60_000 });
    installAuth(app, { verifier: options.verifier, sessions: options.sessions, internalToken: config.internalToken });
    installTenantGuard(app);
    await installOpenApi(app, options.title);
    installHealth(app);

    await options.register(app);
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
