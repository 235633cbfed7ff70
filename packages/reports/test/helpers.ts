import { Writable } from 'node:stream';

/** A destination that keeps what it receives, standing in for an HTTP response. */
export function memorySink(): { stream: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

/** A destination that fails after accepting a few chunks, like a download the user cancelled. */
export function failingSink(chunksBeforeFailure: number): Writable {
  let accepted = 0;
  return new Writable({
    write(_chunk: Buffer, _encoding, callback) {
      accepted += 1;
      callback(accepted > chunksBeforeFailure ? new Error('conexión cerrada') : null);
    },
  });
}
