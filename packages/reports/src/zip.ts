// The declaration travels with the import, so packages compiling this source (services) see it too;
// it declares an ambient module, which an import statement cannot bring in.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/archiver.d.ts" />
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { ZipArchive } from 'archiver';

export interface ZipEntry {
  /** Path inside the archive; '/' separates folders. */
  name: string;
  data: Buffer | Readable;
}

/**
 * Streams a zip of `entries` into `stream` and resolves once the destination has received the whole
 * archive. Entries are pulled one at a time and the next one is only requested after the previous
 * one was written, so a zip of many photos never holds more than one of them in memory.
 */
export async function writeZip(stream: Writable, entries: AsyncIterable<ZipEntry>): Promise<{ count: number }> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const written = pipeline(archive, stream);
  // If the destination fails (client gone), pipeline rejects; every wait below races against it
  // so the loop stops instead of waiting forever for an 'entry' event that will never come.
  const failed = written.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  failed.catch(() => undefined);

  let count = 0;
  try {
    for await (const entry of entries) {
      await Promise.race([appendEntry(archive, entry), failed]);
      count += 1;
    }
    // finalize() rejects on the same errors pipeline reports; the pipeline is the one awaited.
    archive.finalize().catch(() => undefined);
  } catch (error) {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  return { count };
}

function appendEntry(archive: ZipArchive, entry: ZipEntry): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onEntry = (): void => {
      archive.off('error', onError);
      resolve();
    };
    const onError = (error: Error): void => {
      archive.off('entry', onEntry);
      reject(error);
    };
    archive.once('entry', onEntry);
    archive.once('error', onError);
    archive.append(entry.data, { name: entry.name });
  });
}
