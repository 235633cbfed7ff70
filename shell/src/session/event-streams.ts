import { EVENT_STREAM_MESSAGES, EventStreamEnd } from '@insp/contracts';
import { createEventStreamParser, type EventStream, type EventStreamOptions } from '@insp/mf-kit';

import { renewSession } from './session.ts';
import { onSessionEnd } from './session-end.ts';
import { sessionAtom, shellStore } from './store.ts';

/** Reconnection delays: doubling from 1 s to at most 30 s (a server `retry:` hint wins). */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Every open stream, so the end of the session closes them all. */
const open = new Set<() => void>();
onSessionEnd(() => {
  for (const close of [...open]) close();
});

function request(url: string, lastEventId: string, signal: AbortSignal): Promise<Response> {
  const headers = new Headers({ accept: 'text/event-stream' });
  const token = shellStore.get(sessionAtom)?.accessToken;
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (lastEventId) headers.set('last-event-id', lastEventId);
  return fetch(url, { headers, credentials: 'same-origin', cache: 'no-store', signal });
}

/** A refusal that reconnecting cannot change (no access, no such company). */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Server-sent events read with fetch, so the request carries `Authorization: Bearer` like every API
 * call (EventSource cannot send headers): on 401 the session is refreshed once and the request
 * repeated; when the stream ends or fails it reconnects with backoff, sending Last-Event-ID so the
 * server replays what was missed. Closed by `close()` or when the session ends.
 * A stream the server ends with `fin` (its periodic session check refused: blocked, signed out,
 * module off) takes the path of a refused request at once: 'sesion' refreshes the session (admin's
 * refusal signs the user out, which closes every stream), 'acceso' reconnects and meets the 403.
 */
export function openEventStream(url: string, options: EventStreamOptions): EventStream {
  let closed = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastEventId = options.lastEventId ?? '';
  let failures = 0;
  let serverRetryMs: number | null = null;

  const close = () => {
    if (closed) return;
    closed = true;
    open.delete(close);
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
  open.add(close);

  /** Why the server ended the current connection, when it said so. */
  let ended: EventStreamEnd['motivo'] | null = null;

  const deliver = (message: Parameters<EventStreamOptions['onEvent']>[0]) => {
    if (message.event === EVENT_STREAM_MESSAGES.end) {
      let data: unknown = null;
      try {
        data = JSON.parse(message.data);
      } catch {
        // not JSON: treated as a session refusal below
      }
      ended = EventStreamEnd.safeParse(data).data?.motivo ?? 'sesion';
      return;
    }
    if (message.id) lastEventId = message.id;
    try {
      options.onEvent(message);
    } catch (error) {
      console.error('[shell] event handler failed', error);
    }
  };

  const connect = async (): Promise<void> => {
    controller = new AbortController();
    ended = null;
    const parser = createEventStreamParser(deliver, (ms) => {
      serverRetryMs = ms;
    });
    try {
      let response = await request(url, lastEventId, controller.signal);
      if (response.status === 401) {
        await response.body?.cancel();
        const outcome = await renewSession();
        // Signed out: the session's end closes every stream; admin out of reach: retried below.
        if (outcome === 'signed-out') return close();
        if (outcome === 'unavailable') throw new Error('session not refreshed');
        if (closed) return;
        response = await request(url, lastEventId, controller.signal);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        if (isFinalRefusal(response.status)) {
          console.warn(`[shell] event stream ${url} refused (${response.status})`);
          return close();
        }
        throw new Error(`event stream ${response.status}`);
      }
      failures = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      // network failure or abort: reconnect below unless closed
    }
    if (closed) return;
    lastEventId = parser.lastEventId() || lastEventId;
    const reason = ended;
    if (reason === 'sesion') {
      const outcome = await renewSession();
      if (outcome === 'signed-out') return close();
      if (closed) return;
      if (outcome === 'refreshed') return void connect();
    } else if (reason === 'acceso') {
      return void connect();
    }
    failures += 1;
    const delay = serverRetryMs ?? Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** (failures - 1));
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  };

  void connect();
  return { close };
}
