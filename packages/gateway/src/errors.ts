import { common } from '@insp/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** A refusal of the gateway itself, with its Spanish text. */
export class GatewayError extends Error {
  readonly statusCode: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'GatewayError';
    this.statusCode = status;
  }
}

/** The GatewayError behind an error (the proxy wraps what a request body stream failed with). */
export function gatewayErrorIn(error: unknown): GatewayError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof GatewayError) return current;
    current = current.cause;
  }
  return null;
}

/** The gateway's own refusals in the services' shape: `{message}` in Spanish, never Fastify's English. */
export function messageFor(status: number): string {
  switch (status) {
    case 404:
      return common.notFound;
    case 413:
      return common.payloadTooLarge;
    case 414:
      return common.uriTooLong;
    case 415:
      return common.unsupportedMediaType;
    case 429:
      return common.tooManyRequests;
    case 502:
    case 503:
    case 504:
      return common.unavailable;
    default:
      return status < 500 ? common.invalidRequest : common.unexpected;
  }
}

export function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** setErrorHandler and frameworkErrors of the gateway (bad percent-encoding, over-long paths, traversal). */
export function gatewayErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const own = gatewayErrorIn(error);
  const status = own?.statusCode ?? statusOf(error);
  if (status >= 500) request.log.error({ err: error }, 'gateway request failed');
  // The rest of a refused body is not read: the client must not reuse the connection.
  if (status === 413) reply.header('connection', 'close');
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message: own?.message ?? messageFor(status) });
}
