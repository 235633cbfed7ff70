/** One server-sent event as the stream delivered it (`event` is 'message' when the server named none). */
export interface EventStreamMessage {
  id: string;
  event: string;
  data: string;
}

/**
 * An incremental `text/event-stream` parser (the WHATWG rules EventSource follows): feed it decoded
 * text in whatever pieces the network delivers; it calls `onEvent` per complete event, keeps the last
 * event id across events (as EventSource does, for Last-Event-ID) and reports `retry:` hints.
 */
export function createEventStreamParser(onEvent: (message: EventStreamMessage) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let lastEventId = '';
  let eventName = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ id: lastEventId, event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // comment (heartbeat)
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventName = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(chunk: string): void {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // a lone '\r' at the end may be the first half of '\r\n': wait for the next piece
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) return;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** The id to resume from (the Last-Event-ID header of a reconnection); '' before any. */
    lastEventId: (): string => lastEventId,
  };
}
