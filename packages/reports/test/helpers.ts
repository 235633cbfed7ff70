import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import sharp from 'sharp';

import type { SourceImage } from '../src/index.ts';

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

/**
 * A local HTTP server that records every request: a document naming it must leave `requests` empty
 * (the renderer blocks the network). `close` also drops the idle sockets Chromium may have opened.
 */
export async function recordingServer(): Promise<{ base: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A photo-like JPEG (noise) of its own size: sizes tell the printed images apart. */
export const noisyJpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#6a8', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Images as FileStore.readImages streams them. */
export async function* imageStream(images: SourceImage[]) {
  yield* images;
}
