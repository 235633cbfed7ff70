import { Readable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import type { ZipEntry } from '../src/index.ts';
import { writeZip } from '../src/index.ts';
import { zipEntry, zipEntryNames } from '../src/testing.ts';
import { failingSink, memorySink } from './helpers.ts';

async function* entries(list: ZipEntry[]): AsyncGenerator<ZipEntry> {
  yield* list;
}

describe('writeZip', () => {
  it('writes every entry, from buffers and streams', async () => {
    const sink = memorySink();
    const result = await writeZip(
      sink.stream,
      entries([
        { name: 'informe-12.pdf', data: Buffer.from('%PDF-1.4 uno') },
        { name: 'fotos/observación 1.jpg', data: Readable.from([Buffer.from('foto '), Buffer.from('uno')]) },
        { name: 'resumen.xlsx', data: Buffer.alloc(100_000, 7) },
      ]),
    );

    expect(result).toEqual({ count: 3 });
    const bytes = sink.bytes();
    expect(await zipEntryNames(bytes)).toEqual(['informe-12.pdf', 'fotos/observación 1.jpg', 'resumen.xlsx']);
    expect((await zipEntry(bytes, 'fotos/observación 1.jpg')).toString()).toBe('foto uno');
    expect(await zipEntry(bytes, 'resumen.xlsx')).toEqual(Buffer.alloc(100_000, 7));
  });

  it('writes a valid empty archive', async () => {
    const sink = memorySink();
    expect(await writeZip(sink.stream, entries([]))).toEqual({ count: 0 });
    expect(await zipEntryNames(sink.bytes())).toEqual([]);
  });

  it('rejects when the source of entries fails', async () => {
    async function* failing(): AsyncGenerator<ZipEntry> {
      yield { name: 'a.txt', data: Buffer.from('a') };
      throw new Error('foto no encontrada');
    }
    const sink = memorySink();
    await expect(writeZip(sink.stream, failing())).rejects.toThrow('foto no encontrada');
  });

  it('rejects when the destination fails', async () => {
    async function* many(): AsyncGenerator<ZipEntry> {
      for (let i = 0; i < 200; i += 1) yield { name: `foto-${i}.jpg`, data: Buffer.alloc(64 * 1024, i) };
    }
    await expect(writeZip(failingSink(2), many())).rejects.toThrow('conexión cerrada');
  });
});
