import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection, type Types } from 'mongoose';

export const BUCKET = 'archivos';

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
