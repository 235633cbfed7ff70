import swagger from '@fastify/swagger';
import { ErrorResponse } from '@insp/contracts';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ZodApp } from './types.ts';

/**
 * Shapes a route's schema for the document: internal routes are hidden, routes behind a token
 * declare the bearer scheme, and every documented response set gains the `{message}` error shape.
 */
export function documentRoute(route: RouteOptions): void {
  const config = route.config ?? {};
  const schema = (route.schema ??= {});
  if (config.internal === true) {
    schema.hide = true;
    return;
  }
  if (config.access) schema.security ??= [{ bearer: [] }];
  if (schema.response && typeof schema.response === 'object') {
    const response = schema.response as Record<string, unknown>;
    response['4xx'] ??= ErrorResponse;
    response['5xx'] ??= ErrorResponse;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The document's OpenAPI 3.1 `webhooks` section: requests this service sends to other systems
     * (name → path item, JSON Schema bodies). A feature adds its entries while it registers.
     */
    openApiWebhooks: Record<string, unknown>;
  }
}

/** @fastify/swagger fed by the zod schemas, served as `GET /openapi.json` (public). */
export async function installOpenApi(app: ZodApp, title: string): Promise<void> {
  const webhooks: Record<string, unknown> = {};
  app.decorate('openApiWebhooks', webhooks);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title, version: '4.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get(
    '/openapi.json',
    { config: { public: true }, schema: { summary: 'OpenAPI 3 document of this service', response: { 200: z.record(z.string(), z.unknown()) } } },
    async () => {
      const document = app.swagger() as unknown as Record<string, unknown>;
      return Object.keys(webhooks).length > 0 ? { ...document, webhooks } : document;
    },
  );
}
