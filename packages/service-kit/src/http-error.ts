import { common } from '@insp/messages';

/** An error answered as `{ message }` with its status; the message must come from @insp/messages. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = status;
  }
}

/** The first error of `error`'s cause chain (itself included, five deep at most) that `test` accepts. */
export function findCause<T extends Error>(error: unknown, test: (candidate: Error) => candidate is T): T | null;
export function findCause(error: unknown, test: (candidate: Error) => boolean): Error | null;
export function findCause(error: unknown, test: (candidate: Error) => boolean): Error | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (test(current)) return current;
    current = current.cause;
  }
  return null;
}

/** The status an error carries when it is an HTTP error status (4xx, 5xx), else 500. */
export function statusOf(error: { statusCode?: unknown }): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The statuses whose refusal has a text of its own. */
const statusMessages: Readonly<Record<number, string>> = {
  401: common.unauthenticated,
  403: common.forbidden,
  404: common.notFound,
  413: common.payloadTooLarge,
  414: common.uriTooLong,
  415: common.unsupportedMediaType,
  429: common.tooManyRequests,
  502: common.unavailable,
  503: common.unavailable,
  504: common.unavailable,
};

/** The Spanish `{message}` of a refusal that carries no text of its own: the services' and the gateway's (never Fastify's English). */
export function messageForStatus(status: number): string {
  // Malformed JSON, bad percent-encoding, proto poisoning and the like: a client error without detail.
  return statusMessages[status] ?? (status < 500 ? common.invalidRequest : common.unexpected);
}
