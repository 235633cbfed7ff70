/** One block of an event stream: its fields and its comment lines (`: ping`). */
export interface EventStreamBlock {
  id?: string;
  event?: string;
  data?: string;
  comments: string[];
}

/**
 * Reads an event stream's body block by block, as a browser's reader does (a blank line ends a
 * block; `id`, `event` and `data` fields, `:` comments), calling `onBlock` for each one. Resolves
 * when the server ends the stream or the caller aborts it (`@insp/module-service/event-stream`:
 * the services' live tests and the idle bench read the live feed with it).
 */
export async function readEventStream(body: ReadableStream<Uint8Array<ArrayBuffer>>, onBlock: (block: EventStreamBlock) => void): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block: EventStreamBlock = { comments: [] };
        for (const line of buffer.slice(0, end).split('\n')) {
          if (line.startsWith(':')) block.comments.push(line.slice(1).trim());
          const match = /^(id|event|data): ?(.*)$/.exec(line);
          if (match) block[match[1] as 'id' | 'event' | 'data'] = match[2];
        }
        buffer = buffer.slice(end + 2);
        onBlock(block);
      }
    }
  } catch {
    // aborted by the caller
  }
}
