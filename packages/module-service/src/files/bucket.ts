import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import mongoose, { type Connection, type Types } from 'mongoose';

export const BUCKET = 'archivos';

/** A GridFS chunk as the bucket stores it. */
interface Chunk {
  files_id: Types.ObjectId;
  n: number;
  data: mongoose.mongo.Binary;
}

/**
 * The service's GridFS bucket 'archivos' (collections archivos.files / archivos.chunks). Deletes go
 * straight to both collections by id, so they are batched and idempotent (GridFSBucket.delete throws
 * for a missing file, and a retried purge must not).
 */
export function gridFs(db: Connection) {
  let bucket: mongoose.mongo.GridFSBucket | null = null;
  // The connection opens in the background at start: wait for it before the first use.
  const open = async () => {
    if (bucket) return bucket;
    await db.asPromise();
    const native = db.db;
    if (!native) throw new Error('database connection not open');
    bucket = new mongoose.mongo.GridFSBucket(native, { bucketName: BUCKET });
    return bucket;
  };

  return {
    /** Writes a file under a given id; resolves with its length in bytes. */
    async put(id: Types.ObjectId, filename: string, data: Buffer | Readable, metadata: Record<string, unknown>): Promise<number> {
      const upload = (await open()).openUploadStreamWithId(id, filename, { metadata });
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, upload);
      return upload.gridFSFile?.length ?? upload.length;
    },

    /** The whole file, or null when it is not (or no longer) in the bucket. */
    async read(id: Types.ObjectId): Promise<Buffer | null> {
      const bucket = await open();
      if (!(await bucket.find({ _id: id }, { limit: 1 }).hasNext())) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    /**
     * Whole files, each yielded once complete, in id order; ids not (or no longer, or not yet
     * entirely) in the bucket are skipped. Two queries whatever the number of files: their entries,
     * then all their chunks through one cursor sorted by (files_id, n), the order of GridFS's own
     * index. One GridFS download per file costs a query per file, and on devdb each query reads the
     * whole chunks collection. Only one file's chunks are held at a time.
     */
    async *readMany(ids: Types.ObjectId[]): AsyncGenerator<{ id: Types.ObjectId; data: Buffer }, void, undefined> {
      if (ids.length === 0) return;
      await open();
      const native = db.db;
      if (!native) throw new Error('database connection not open');
      // A file's entry is written after its last chunk (and removed after them): only files with an
      // entry are complete, and the length it records tells a file being removed from a whole one.
      const entries = await native
        .collection<{ _id: Types.ObjectId; length: number }>(`${BUCKET}.files`)
        .find({ _id: { $in: ids } }, { projection: { _id: 1, length: 1 } })
        .toArray();
      if (entries.length === 0) return;
      const lengths = new Map(entries.map((entry) => [entry._id.toHexString(), entry.length]));
      const cursor = native
        .collection<Chunk>(`${BUCKET}.chunks`)
        .find({ files_id: { $in: entries.map((entry) => entry._id) } }, { projection: { _id: 0, files_id: 1, n: 1, data: 1 } })
        .sort({ files_id: 1, n: 1 });
      let current: { id: Types.ObjectId; parts: Buffer[]; next: number } | null = null;
      const finish = (file: { id: Types.ObjectId; parts: Buffer[]; next: number }) => {
        if (Number.isNaN(file.next)) return null;
        const data = Buffer.concat(file.parts);
        return data.length === lengths.get(file.id.toHexString()) ? { id: file.id, data } : null;
      };
      try {
        for await (const chunk of cursor) {
          if (current && !current.id.equals(chunk.files_id)) {
            const done = finish(current);
            current = null;
            if (done) yield done;
          }
          current ??= { id: chunk.files_id, parts: [], next: 0 };
          // A gap (or a repeat) means a damaged file: it is skipped like a missing one.
          if (chunk.n !== current.next) current.next = Number.NaN;
          else {
            const bytes = chunk.data.buffer.subarray(0, chunk.data.position);
            current.parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
            current.next += 1;
          }
        }
        if (current) {
          const done = finish(current);
          if (done) yield done;
        }
      } finally {
        await cursor.close();
      }
    },

    /** The file's length, or null when it is not in the bucket. */
    async length(id: Types.ObjectId): Promise<number | null> {
      const file = await (await open()).find({ _id: id }, { limit: 1 }).next();
      return file ? file.length : null;
    },

    async stream(id: Types.ObjectId): Promise<Readable> {
      return (await open()).openDownloadStream(id);
    },

    /** Removes files and their chunks; chunks first, so an interrupted run leaves the file entry a retry finds. */
    async remove(ids: Types.ObjectId[]): Promise<void> {
      if (ids.length === 0) return;
      await open();
      await db.collection(`${BUCKET}.chunks`).deleteMany({ files_id: { $in: ids } });
      await db.collection(`${BUCKET}.files`).deleteMany({ _id: { $in: ids } });
    },

    /** Ids of the bucket's files recorded for the company (metadata.companyId), in batches. */
    async idsOfCompany(companyId: Types.ObjectId, limit: number): Promise<Types.ObjectId[]> {
      await open();
      const files = await db
        .collection<{ _id: Types.ObjectId }>(`${BUCKET}.files`)
        .find({ 'metadata.companyId': companyId }, { projection: { _id: 1 }, limit })
        .toArray();
      return files.map((file) => file._id);
    },
  };
}

export type GridFs = ReturnType<typeof gridFs>;
