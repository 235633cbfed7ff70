import { common } from '@insp/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { findCause, HttpError, messageForStatus, statusOf } from './http-error.ts';
import { RequestValidationError } from './validation.ts';

interface Answer {
  status: number;
  message: string;
}

/**
 * The driver's and mongoose's ways of saying the database cannot be reached: no server selected,
 * the network dropped, the pool was cleared, or mongoose gave up buffering before a connection.
 */
const unreachableNames = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoWaitQueueTimeoutError',
]);

/** True when the error (or one it wraps) says the database is down or out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    findCause(
      error,
      (candidate) => unreachableNames.has(candidate.name) || (candidate.name === 'MongooseError' && /buffering timed out/.test(candidate.message)),
    ) !== null
  );
}

/** Maps any error to a status and a Spanish message; never exposes internals. */
export function answerFor(error: FastifyError): Answer {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof RequestValidationError) return { status: 400, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: error.validation[0]?.message ?? common.invalidRequest };
  }
  // A database outage is not the request's fault and passes: 503 lets clients retry later.
  if (isDatabaseUnavailable(error)) return { status: 503, message: common.unavailable };
  const status = statusOf(error);
  // Only 503 passes as it is (try again later); any other failure of the service is a 500 without detail.
  if (status >= 500 && status !== 503) return { status: 500, message: common.unexpected };
  return { status, message: messageForStatus(status) };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = answerFor(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: error.code }, 'request rejected');
  void reply.code(status).type('application/json; charset=utf-8').send({ message });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).type('application/json; charset=utf-8').send({ message: common.notFound });
}
