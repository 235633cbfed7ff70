import type { FastifyReplyFromHooks, RetryDetails } from '@fastify/reply-from';
import { common } from '@insp/messages';

import { gatewayErrorIn } from './errors.ts';

/**
 * The gateway is the edge: the client address the services see (and count rate limits by) is the
 * socket's, never what the client wrote in X-Forwarded-For or Forwarded.
 */
export const forwardClientAddress: NonNullable<FastifyReplyFromHooks['rewriteRequestHeaders']> = (request, headers) => {
  const address = request.raw.socket.remoteAddress ?? '';
  const { forwarded: _forwarded, 'x-forwarded-host': _host, ...kept } = headers as Record<string, string | string[] | undefined>;
  return { ...kept, 'x-forwarded-for': address, 'x-real-ip': address, 'x-forwarded-proto': 'http' };
};

const idempotent = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Failures before the service answered anything: a dropped keep-alive socket, a restarting service. */
const connectionFailures = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'ECONNREFUSED']);

/**
 * One retry, after 100 ms, of a bodiless idempotent request whose connection failed. An answer,
 * even a 503, is the service's word and goes back as it is; a timeout is not retried either (it
 * would double the wait on a frozen service).
 */
export function retryDelay({ err, req, attempt }: RetryDetails): number | null {
  if (attempt > 0 || !err || !idempotent.has(req.method)) return null;
  const code = (err as Error & { code?: unknown }).code;
  return typeof code === 'string' && connectionFailures.has(code) ? 100 : null;
}

/** The service could not be reached or did not answer in time; a body over the limit is a 413. */
export const proxyError: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  const own = gatewayErrorIn(error);
  if (own) {
    void reply.header('connection', 'close').code(own.statusCode).type('application/json; charset=utf-8').send({ message: own.message });
    return;
  }
  reply.log.warn({ err: error }, 'service unavailable');
  void reply.code(503).type('application/json; charset=utf-8').send({ message: common.unavailable });
};
