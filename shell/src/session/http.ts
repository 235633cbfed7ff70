import { common } from '@insp/messages';
import { ApiError } from '@insp/mf-kit';

/** Reads a JSON answer; non-2xx becomes ApiError with the service's Spanish message. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.status >= 500
          ? common.unavailable
          : common.unexpected;
    throw new ApiError(response.status, message);
  }
  return body as T;
}

/** POST a JSON body to a public endpoint (auth pages). */
export async function postJson<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    // no connection at all: the same Spanish notice as the gateway's 503, not the browser's English text
    throw new ApiError(503, common.unavailable);
  }
  return readJson<T>(response);
}
