import { describe, expect, it } from 'vitest';

import { createEventStreamParser, type EventStreamMessage } from '../src/sse.ts';

function parse(pieces: string[]) {
  const events: EventStreamMessage[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser(
    (e) => events.push(e),
    (ms) => retries.push(ms),
  );
  for (const piece of pieces) parser.push(piece);
  return { events, retries, lastEventId: parser.lastEventId() };
}

describe('event stream parser', () => {
  it('reads id, event and data of each message and skips comments', () => {
    const { events, lastEventId } = parse([': ping\n\n', 'id: a1\nevent: cambio\ndata: {"x":1}\n\n', 'id: a2\nevent: cambio\ndata: {"x":2}\n\n']);
    expect(events).toEqual([
      { id: 'a1', event: 'cambio', data: '{"x":1}' },
      { id: 'a2', event: 'cambio', data: '{"x":2}' },
    ]);
    expect(lastEventId).toBe('a2');
  });

  it('joins data lines, accepts CRLF and pieces cut anywhere (even between CR and LF)', () => {
    const text = 'id: 7\r\nevent: cambio\r\ndata: uno\r\ndata: dos\r\n\r\ndata:sin espacio\n\n';
    const pieces = text.split('');
    const { events } = parse(pieces);
    expect(events).toEqual([
      { id: '7', event: 'cambio', data: 'uno\ndos' },
      { id: '7', event: 'message', data: 'sin espacio' },
    ]);
  });

  it('does not dispatch an event without data or an unfinished one, and reports retry hints', () => {
    const { events, retries, lastEventId } = parse(['id: 9\nevent: cambio\n\n', 'retry: 2500\n\n', 'data: half']);
    expect(events).toEqual([]);
    expect(retries).toEqual([2500]);
    expect(lastEventId).toBe('9');
  });
});
