import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import { common } from '@insp/messages';

/**
 * Node's refusals of a request it cannot even parse (garbled request line, headers too large, too
 * slow): Fastify would answer them in its own English shape; here they are `{message}` in Spanish
 * (every service and the gateway, through `@insp/service-kit/client-error`).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, common.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, common.headersTooLarge]
        : [400, common.invalidRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
