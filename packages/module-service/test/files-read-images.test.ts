import { randomBytes } from 'node:crypto';

import { PRINT_SIDE } from '@insp/reports';
import mongoose, { Types } from 'mongoose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ReadableImageSize, StoredImage } from '../src/context.ts';
import { archivoModel } from '../src/files/model.ts';
import { createFileStore } from '../src/files/store.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
// A second connection to the same database with the driver's command events on: what the store
// sends is counted there (the app's own connection is not monitored).
const monitored = mongoose.createConnection(ctx.config.mongodbUri, { dbName: ctx.config.dbName, monitorCommands: true });
afterAll(async () => {
  await monitored.close();
  await ctx.app.close();
});

const store = createFileStore(ctx.app.db);
const counted = createFileStore(monitored);
const companyA = ctx.newObjectId();
const companyB = ctx.newObjectId();
const CHUNK = 255 * 1024;

/** Random pixels: a JPEG that stays large after re-encoding (several GridFS chunks). */
const noisyJpeg = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
const flatJpeg = (index: number) =>
  sharp({ create: { width: 300 + index, height: 200, channels: 3, background: { r: (index * 37) % 256, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
const photo = async (companyId: string, data: Buffer): Promise<StoredImage> =>
  store.storeImage(companyId, data, { uploadedBy: ctx.newObjectId(), kind: 'photo' });

async function readAll(files: typeof store, companyId: string, ids: string[], size: ReadableImageSize = 'web'): Promise<Map<string, Buffer>> {
  const read = new Map<string, Buffer>();
  for await (const { fileId, data } of files.readImages(companyId, ids, size)) {
    expect(read.has(fileId), `${fileId} yielded twice`).toBe(false);
    read.set(fileId, data);
  }
  return read;
}

/** The database commands (by name) that reading these files sends. */
async function commandsOf(ids: string[]): Promise<{ total: number; byName: Record<string, number>; read: number }> {
  const names: string[] = [];
  const client = monitored.getClient();
  const listener = (event: { commandName: string }) => names.push(event.commandName);
  client.on('commandStarted', listener);
  try {
    const read = await readAll(counted, companyA, ids);
    const byName: Record<string, number> = {};
    for (const name of names) byName[name] = (byName[name] ?? 0) + 1;
    return { total: names.length, byName, read: read.size };
  } finally {
    client.off('commandStarted', listener);
  }
}

let large: StoredImage[] = [];
let small: StoredImage[] = [];
let foreign: StoredImage;

beforeAll(async () => {
  await monitored.asPromise();
  // Its indexes now, so that building them is not counted as reading.
  await archivoModel(monitored).init();
  large = [await photo(companyA, await noisyJpeg(1800, 1400)), await photo(companyA, await noisyJpeg(1200, 1600))];
  small = [];
  for (let i = 0; i < 10; i++) small.push(await photo(companyA, await flatJpeg(i)));
  foreign = await photo(companyB, await flatJpeg(99));
}, 120_000);

describe('FileStore.readImages', () => {
  it('gives the exact bytes of every file, files of several chunks included, each once', async () => {
    expect(large.every((image) => image.size > 2 * CHUNK)).toBe(true);
    const ids = [...large, ...small].map((image) => image.id);
    // Asked twice: yielded once.
    const read = await readAll(store, companyA, [...ids, ids[0] as string]);
    expect([...read.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const one = await store.readImage(companyA, id, 'web');
      expect(one).not.toBeNull();
      expect(read.get(id)?.equals(one as Buffer), id).toBe(true);
    }
    const bigOne = read.get(large[0]?.id ?? '');
    expect(bigOne?.length).toBe(large[0]?.size);
    expect((await sharp(bigOne).metadata()).format).toBe('jpeg');
  });

  it('reads the thumbnails when asked for them', async () => {
    const ids = [large[0]?.id ?? '', small[0]?.id ?? ''];
    const thumbs = await readAll(store, companyA, ids, 'thumb');
    for (const id of ids) {
      expect(thumbs.get(id)?.equals((await store.readImage(companyA, id, 'thumb')) as Buffer)).toBe(true);
      expect((await sharp(thumbs.get(id)).metadata()).width).toBeLessThanOrEqual(320);
    }
  });

  it('reads the print versions, and the web version of an image stored before print versions existed', async () => {
    const ids = [large[0]?.id ?? '', small[0]?.id ?? ''];
    const older = await photo(companyA, await noisyJpeg(1000, 700));
    // As an upload of before: no print version.
    await ctx.app.db.collection('archivos').updateOne({ _id: new Types.ObjectId(older.id) }, { $set: { print: null } });
    const read: { fileId: string; size: string; contentType: string; data: Buffer }[] = [];
    for await (const image of store.readImages(companyA, [...ids, older.id], 'print')) read.push(image);
    const byId = new Map(read.map((image) => [image.fileId, image]));
    for (const id of ids) {
      expect(byId.get(id)).toMatchObject({ size: 'print', contentType: 'image/jpeg' });
      expect(byId.get(id)?.data.equals((await store.readImage(companyA, id, 'print')) as Buffer)).toBe(true);
      expect(Math.max((await sharp(byId.get(id)?.data).metadata()).width ?? 0, (await sharp(byId.get(id)?.data).metadata()).height ?? 0)).toBeLessThanOrEqual(
        PRINT_SIDE,
      );
    }
    expect((await sharp(byId.get(large[0]?.id ?? '')?.data).metadata()).width).toBe(PRINT_SIDE);
    expect(byId.get(older.id)).toMatchObject({ size: 'web', contentType: 'image/jpeg' });
    expect(byId.get(older.id)?.data.equals((await store.readImage(companyA, older.id, 'web')) as Buffer)).toBe(true);
  });

  it("leaves out another company's files, unknown and malformed ids, and generated documents", async () => {
    const documentId = await store.storeDocument(companyA, 'informe.pdf', 'application/pdf', Buffer.from('%PDF-1.4 nada'));
    const mine = small[1]?.id ?? '';
    const read = await readAll(store, companyA, [mine, foreign.id, ctx.newObjectId(), 'no-es-un-id', documentId]);
    expect([...read.keys()]).toEqual([mine]);
    // The owner reads it.
    expect([...(await readAll(store, companyB, [foreign.id, mine])).keys()]).toEqual([foreign.id]);
    expect(await readAll(store, companyA, [])).toEqual(new Map());
  });

  it('skips a file whose bytes are gone or incomplete instead of returning part of it', async () => {
    const victim = await photo(companyA, await noisyJpeg(1400, 1400));
    const doc = await ctx.app.db.collection('archivos').findOne({ _id: new Types.ObjectId(victim.id) });
    // A removal interrupted after its first chunk went (chunks go before the file entry).
    await ctx.app.db.collection('archivos.chunks').deleteOne({ files_id: doc?.web, n: 1 });
    const keep = small[2]?.id ?? '';
    const read = await readAll(store, companyA, [victim.id, keep]);
    expect([...read.keys()]).toEqual([keep]);
  });

  it('sends the same database commands for 2 files as for 12 (one query per collection, no per-file reads)', async () => {
    const two = await commandsOf([large[0]?.id ?? '', small[0]?.id ?? '']);
    const twelve = await commandsOf([...large, ...small].map((image) => image.id));
    expect(two.read).toBe(2);
    expect(twelve.read).toBe(12);
    expect(twelve.byName).toEqual(two.byName);
    // archivos, archivos.files, archivos.chunks.
    expect(twelve.byName.find).toBe(3);
    expect(twelve.total).toBeLessThanOrEqual(4);
  });
});
