import { type Endpoint, type EndpointReply, type EndpointRequest, endpointResponses } from '@insp/contracts';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

import type { Access, ZodApp } from './types.ts';

export type RouteGate = { access: Access } | { public: true } | { internal: true };

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointRequest<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointReply<E>> | EndpointReply<E>;

/**
 * Registers a route from its contract (method, path, schemas, status), so the path is written once
 * and the service validates, documents and serializes exactly what the remotes' client sends and
 * parses. `extra` carries route-level options such as a bodyLimit, and route config beside the
 * gate (a module route's `scope`, resolved by its feature folder's hook).
 */
export function route<E extends Endpoint>(
  app: ZodApp,
  description: E,
  gate: RouteGate,
  handler: EndpointHandler<E>,
  { config, ...extra }: Pick<RouteShorthandOptions, 'bodyLimit'> & { config?: Omit<FastifyContextConfig, 'access' | 'public' | 'internal'> } = {},
): void {
  const status = description.status ?? 200;
  app.route({
    method: description.method,
    url: description.path,
    config: { ...config, ...gate },
    ...extra,
    schema: {
      summary: description.summary,
      tags: description.tags,
      params: description.params,
      ...(description.query ? { querystring: description.query } : {}),
      ...(description.body ? { body: description.body } : {}),
      response: endpointResponses(description),
    },
    handler: async (request, reply) => {
      // Set before the handler runs, so a handler may answer another success status (an idempotent
      // capture's repeat answers 200 where a create answers 201).
      if (status !== 200) void reply.code(status);
      const input = { params: request.params, query: request.query, body: request.body } as EndpointRequest<E>;
      return handler(input, request, reply);
    },
  });
}

/**
 * The answer of an idempotent create: the endpoint's own status (201) for a new record, 200 for a
 * repeat of the same clientId, which answers the record the first request made.
 */
export async function createdOrRepeated<T>(reply: FastifyReply, outcome: Promise<{ item: T; created: boolean }>): Promise<T> {
  const { item, created } = await outcome;
  if (!created) void reply.code(200);
  return item;
}
