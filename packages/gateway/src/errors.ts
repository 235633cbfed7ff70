import { findCause, HttpError, messageForStatus, statusOf } from '@insp/service-kit/http-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The gateway's own refusal behind an error (the proxy wraps what a request body stream failed with). */
export const gatewayErrorIn = (error: unknown): HttpError | null => findCause(error, (candidate) => candidate instanceof HttpError);

/** setErrorHandler and frameworkErrors of the gateway (bad percent-encoding, over-long paths, traversal): `{message}` in Spanish, as the services answer. */
export function gatewayErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const own = gatewayErrorIn(error);
  const status = own?.statusCode ?? statusOf(error);
  if (status >= 500) request.log.error({ err: error }, 'gateway request failed');
  // The rest of a refused body is not read: the client must not reuse the connection.
  if (status === 413) reply.header('connection', 'close');
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message: own?.message ?? messageForStatus(status) });
}
