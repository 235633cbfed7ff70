import type { Readable } from 'node:stream';

import type { AccessClaims } from '@insp/contracts';
import { MAX_IMAGE_BYTES } from '@insp/contracts';
import { files as messages } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import { type Connection, type Model, Types } from 'mongoose';

import type { FileOwner, FileStore, ImageSize, ReadableImageSize, StoredImage } from '../context.ts';
import { type FileAccess, type FileOwnerRegistry, fileOwnersOf } from './access.ts';
import { gridFs } from './bucket.ts';
import { fileClaims } from './claims.ts';
import { newFileId } from './ids.ts';
import { renderImage } from './images.ts';
import { type Archivo, archivoModel } from './model.ts';
import { type StorageQuota, storageQuota, storedImageBytes } from './quota.ts';

/** An image not attached to a record within this time is removed by the cleanup. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60_000;
/** Files handled per round trip by the cleanup, the purge and releaseOwners. */
const BATCH = 200;
const IMAGE_KINDS = ['photo', 'signature'] as const;
/**
 * Files read per query by readImages: each query on devdb reads the whole chunks collection, so a
 * report's photos (hundreds at most) go in one; the bound keeps the $in list of a query small.
 */
const READ_BATCH = 1_000;

const objectIdOrNull = (id: string) => (/^[a-f0-9]{24}$/i.test(id) ? new Types.ObjectId(id) : null);
const chunked = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const gridIds = (doc: Pick<Archivo, 'web' | 'thumb' | 'print'>) =>
  [doc.web, doc.thumb, doc.print].filter((id): id is Types.ObjectId => id !== null && id !== undefined);
/** The projection of a file's GridFS ids, one per version (read to remove them, or to pick one). */
const VERSIONS = { web: 1, thumb: 1, print: 1 } as const;

/**
 * The GridFS file holding a version of an image. An image stored before print versions existed
 * has none, and prints from its web version.
 */
function versionOf(doc: Pick<Archivo, 'web' | 'thumb' | 'print'>, size: ReadableImageSize): { gridId: Types.ObjectId; size: ReadableImageSize } {
  if (size === 'thumb' && doc.thumb) return { gridId: doc.thumb, size };
  if (size === 'print' && doc.print) return { gridId: doc.print, size };
  return { gridId: doc.web, size: 'web' };
}

/** One version of a stored image, ready to serve: its ETag before any byte is read. */
export interface ImageVersion {
  etag: string;
  contentType: string;
  length: number;
  open(): Promise<Readable>;
}

function findImage(Archivos: Model<Archivo>, companyId: string, fileId: string) {
  const id = objectIdOrNull(fileId);
  if (!id) return null;
  return Archivos.findOne({ companyId: new Types.ObjectId(companyId), _id: id, kind: { $in: IMAGE_KINDS } }).lean();
}

/**
 * What the download route serves: one version of a company's image, or null when it has none such
 * or the caller may not read it (`mayRead`; a signed link's caller is null and was checked by its
 * signature): a file the caller may not see is as unknown as a missing one.
 */
export function imageReader(db: Connection, mayRead: FileAccess) {
  const Archivos = archivoModel(db);
  const bucket = gridFs(db);
  return async (companyId: string, fileId: string, size: ImageSize, principal: AccessClaims | null): Promise<ImageVersion | null> => {
    const doc = await findImage(Archivos, companyId, fileId);
    if (!doc) return null;
    if (principal && !(await mayRead(doc, principal))) return null;
    const gridId = size === 'thumb' && doc.thumb ? doc.thumb : doc.web;
    const length = await bucket.length(gridId);
    if (length === null) return null;
    // The GridFS id names immutable bytes: a new upload always gets new ids.
    return { etag: `"${gridId.toHexString()}"`, contentType: doc.contentType, length, open: () => bucket.stream(gridId) };
  };
}

/**
 * Photos, signatures and generated documents in the service's own database: metadata in 'archivos'
 * (one document per file), bytes in the GridFS bucket 'archivos'. The metadata document is written
 * before the bytes and removed after them, so no bytes ever exist without a document that the
 * cleanup or a purge can find.
 */
export function createFileStore(db: Connection, owners: FileOwnerRegistry = fileOwnersOf(db), quota: StorageQuota = storageQuota()): FileStore {
  const Archivos = archivoModel(db);
  const bucket = gridFs(db);
  const claims = fileClaims(db);
  const tenant = (companyId: string) => new Types.ObjectId(companyId);

  /** Bytes first, then the documents: an interrupted run leaves documents a retry finds. */
  async function removeDocs(docs: (Pick<Archivo, 'web' | 'thumb' | 'print'> & { _id: Types.ObjectId })[]): Promise<number> {
    if (docs.length === 0) return 0;
    await bucket.remove(docs.flatMap(gridIds));
    const ids = docs.map((doc) => doc._id);
    const result = await Archivos.deleteMany({ _id: { $in: ids } });
    await claims.forget(ids);
    return result.deletedCount;
  }

  /** Unattached again (with a fresh day before the cleanup), where this record holds them. */
  async function detach(companyId: string, fileIds: string[], owner: FileOwner): Promise<void> {
    const ids = fileIds.map(objectIdOrNull).filter((id): id is Types.ObjectId => id !== null);
    if (ids.length === 0) return;
    await Archivos.updateMany(
      { companyId: tenant(companyId), _id: { $in: ids }, releasedAt: null, 'owner.entity': owner.entity, 'owner.id': owner.id },
      { $set: { owner: null, sweepAt: new Date(Date.now() + UNATTACHED_TTL_MS) } },
    );
    await claims.unclaim(companyId, ids, owner);
  }

  const imageDoc = (companyId: string, fileId: string) => findImage(Archivos, companyId, fileId);

  /** The company's bytes in this service, told to admin after they changed (an upload, a release, a sweep). */
  const reportBytes = async (companyId: string) => quota.report(companyId, await storedImageBytes(Archivos, companyId));

  async function documentDoc(companyId: string, fileId: string) {
    const id = objectIdOrNull(fileId);
    if (!id) return null;
    return Archivos.findOne({ companyId: tenant(companyId), _id: id, kind: 'document' }).lean();
  }

  return {
    async storeImage(companyId, data, meta): Promise<StoredImage> {
      if (data.length > MAX_IMAGE_BYTES) throw new HttpError(413, messages.tooLarge);
      // The company's storage quota over every module (issue 17): a company at or over it stores no more images.
      await quota.check(companyId, await storedImageBytes(Archivos, companyId));
      const { web, print, thumb } = await renderImage(data, meta.kind);
      const createdAt = new Date();
      const doc = await Archivos.create({
        _id: newFileId(),
        companyId: tenant(companyId),
        kind: meta.kind,
        contentType: web.contentType,
        width: web.width,
        height: web.height,
        size: web.data.length,
        bytes: web.data.length + print.data.length + thumb.data.length,
        web: newFileId(),
        thumb: newFileId(),
        print: newFileId(),
        uploadedBy: objectIdOrNull(meta.uploadedBy),
        createdAt,
        owner: null,
        releasedAt: null,
        sweepAt: new Date(createdAt.getTime() + UNATTACHED_TTL_MS),
        fileName: null,
      });
      const gridMeta = { companyId: doc.companyId, archivo: doc._id };
      try {
        await bucket.put(doc.web, `${doc._id.toHexString()}-web`, web.data, { ...gridMeta, size: 'web', contentType: web.contentType });
        await bucket.put(doc.thumb as Types.ObjectId, `${doc._id.toHexString()}-thumb`, thumb.data, {
          ...gridMeta,
          size: 'thumb',
          contentType: thumb.contentType,
        });
        await bucket.put(doc.print as Types.ObjectId, `${doc._id.toHexString()}-print`, print.data, {
          ...gridMeta,
          size: 'print',
          contentType: print.contentType,
        });
      } catch (error) {
        await removeDocs([doc]).catch(() => undefined);
        throw error;
      }
      await reportBytes(companyId);
      return {
        id: doc._id.toHexString(),
        contentType: web.contentType,
        width: web.width,
        height: web.height,
        size: web.data.length,
        createdAt: createdAt.toISOString(),
      };
    },

    async attach(companyId, fileIds, owner) {
      const unique = [...new Set(fileIds)];
      if (unique.length === 0) return;
      const ids = unique.map(objectIdOrNull);
      if (ids.some((id) => id === null)) throw new HttpError(400, messages.notFound);
      const fileObjectIds = ids as Types.ObjectId[];
      const filter = { companyId: tenant(companyId), _id: { $in: fileObjectIds }, kind: { $in: IMAGE_KINDS }, releasedAt: null };
      const found = await Archivos.find(filter, { owner: 1 }).lean();
      if (found.length !== unique.length) throw new HttpError(400, messages.notFound);
      // A file belongs to one record (issue 17): naming a file another record holds is refused, never moved.
      const mine = (doc: { owner: Archivo['owner'] }) => doc.owner === null || (doc.owner.entity === owner.entity && doc.owner.id === owner.id);
      if (!found.every(mine)) throw new HttpError(409, messages.alreadyAttached);
      // Captures at once naming the same free file all pass the check above: the claim (an insert
      // under the file's id) lets one of them on; the conditional update below stays the owner's rule.
      const claimed = await claims.claim(companyId, fileObjectIds, owner);
      if (!claimed.ok) throw new HttpError(409, messages.alreadyAttached);
      const free = { ...filter, $or: [{ owner: null }, { 'owner.entity': owner.entity, 'owner.id': owner.id }] };
      const holder = { entity: owner.entity, id: owner.id, projectId: new Types.ObjectId(owner.projectId) };
      const result = await Archivos.updateMany(free, { $set: { owner: holder, sweepAt: null } });
      if (result.matchedCount !== unique.length) {
        // The cleanup claimed one of them in between, or another record holds one (attached before
        // claims existed): undo ours (they get a fresh day) and refuse.
        await detach(companyId, unique, owner);
        const taken = await Archivos.exists({ ...filter, owner: { $ne: null }, 'owner.id': { $ne: owner.id } });
        throw taken ? new HttpError(409, messages.alreadyAttached) : new HttpError(400, messages.notFound);
      }
    },

    detach,

    ownedBy(entity, kind) {
      owners.register(entity, kind);
    },

    async release(companyId, fileIds) {
      const ids = fileIds.map(objectIdOrNull).filter((id): id is Types.ObjectId => id !== null);
      if (ids.length === 0) return;
      const now = new Date();
      const result = await Archivos.updateMany(
        { companyId: tenant(companyId), _id: { $in: ids }, releasedAt: null },
        { $set: { releasedAt: now, sweepAt: now } },
      );
      if (result.modifiedCount > 0) await reportBytes(companyId);
    },

    async releaseOwners(companyId, owners: FileOwner[]) {
      const byEntity = new Map<string, string[]>();
      for (const owner of owners) byEntity.set(owner.entity, [...(byEntity.get(owner.entity) ?? []), owner.id]);
      const now = new Date();
      let released = 0;
      for (const [entity, ids] of byEntity) {
        for (const batch of chunked([...new Set(ids)], BATCH)) {
          const result = await Archivos.updateMany(
            { companyId: tenant(companyId), 'owner.entity': entity, 'owner.id': { $in: batch }, releasedAt: null },
            { $set: { releasedAt: now, sweepAt: now } },
          );
          released += result.modifiedCount;
        }
      }
      if (released > 0) await reportBytes(companyId);
    },

    async readImage(companyId, fileId, size) {
      const doc = await imageDoc(companyId, fileId);
      if (!doc) return null;
      return bucket.read(versionOf(doc, size).gridId);
    },

    async *readImages(companyId, fileIds, size) {
      const ids = [...new Set(fileIds)].map(objectIdOrNull).filter((id): id is Types.ObjectId => id !== null);
      for (const batch of chunked(ids, READ_BATCH)) {
        const docs = await Archivos.find(
          { companyId: tenant(companyId), _id: { $in: batch }, kind: { $in: IMAGE_KINDS } },
          { ...VERSIONS, contentType: 1 },
        ).lean();
        const fileOf = new Map(
          docs.map((doc) => {
            const version = versionOf(doc, size);
            // Every version of an image has its type (JPEG for photos, PNG for signatures).
            return [version.gridId.toHexString(), { fileId: doc._id.toHexString(), size: version.size, contentType: doc.contentType, gridId: version.gridId }];
          }),
        );
        for await (const file of bucket.readMany([...fileOf.values()].map((version) => version.gridId))) {
          const version = fileOf.get(file.id.toHexString());
          if (version) yield { fileId: version.fileId, data: file.data, size: version.size, contentType: version.contentType };
        }
      }
    },

    async storeDocument(companyId, fileName, contentType, data) {
      const createdAt = new Date();
      // Swept after a day unless the upload completes: a crash mid-upload leaves nothing for good.
      const doc = await Archivos.create({
        _id: newFileId(),
        companyId: tenant(companyId),
        kind: 'document',
        contentType,
        width: null,
        height: null,
        size: 0,
        web: newFileId(),
        thumb: null,
        print: null,
        uploadedBy: null,
        createdAt,
        owner: null,
        releasedAt: null,
        sweepAt: new Date(createdAt.getTime() + UNATTACHED_TTL_MS),
        fileName,
      });
      try {
        const size = await bucket.put(doc.web, fileName, data, { companyId: doc.companyId, archivo: doc._id, contentType });
        await Archivos.updateOne({ _id: doc._id }, { $set: { size, sweepAt: null } });
      } catch (error) {
        await removeDocs([doc]).catch(() => undefined);
        throw error;
      }
      return doc._id.toHexString();
    },

    async openDocument(companyId, fileId) {
      const doc = await documentDoc(companyId, fileId);
      if (!doc || doc.sweepAt !== null) return null;
      const length = await bucket.length(doc.web);
      if (length === null) return null;
      return { stream: await bucket.stream(doc.web), fileName: doc.fileName ?? 'documento', contentType: doc.contentType, length };
    },

    async deleteDocument(companyId, fileId) {
      const doc = await documentDoc(companyId, fileId);
      if (doc) await removeDocs([doc]);
    },

    async cleanup(now = new Date()) {
      let deleted = 0;
      // Companies whose unattached images expired here: their bytes drop now (released ones dropped when released).
      const swept = new Set<string>();
      const done = async () => {
        for (const companyId of swept) await reportBytes(companyId);
        return deleted;
      };
      for (;;) {
        const due = await Archivos.find({ sweepAt: { $lte: now } }, { _id: 1, companyId: 1, releasedAt: 1, kind: 1 })
          .limit(BATCH)
          .lean();
        if (due.length === 0) return done();
        for (const doc of due) if (doc.releasedAt === null && doc.kind !== 'document') swept.add(doc.companyId.toHexString());
        const ids = due.map((doc) => doc._id);
        // Claim the unattached ones first: an attach racing with this sweep then finds them released
        // and refuses, instead of attaching a file that is about to go.
        await Archivos.updateMany({ _id: { $in: ids }, releasedAt: null, sweepAt: { $lte: now } }, { $set: { releasedAt: now } });
        const doomed = await Archivos.find({ _id: { $in: ids }, releasedAt: { $ne: null }, sweepAt: { $lte: now } }, VERSIONS).lean();
        if (doomed.length === 0) return done();
        deleted += await removeDocs(doomed);
      }
    },

    async deleteCompany(companyId) {
      const company = tenant(companyId);
      let deleted = 0;
      for (;;) {
        const docs = await Archivos.find({ companyId: company }, VERSIONS).limit(BATCH).lean();
        if (docs.length === 0) break;
        deleted += await removeDocs(docs);
      }
      // Bytes whose document is gone (none by construction; a purge must still leave nothing).
      for (;;) {
        const orphans = await bucket.idsOfCompany(company, BATCH);
        if (orphans.length === 0) break;
        await bucket.remove(orphans);
      }
      await claims.deleteCompany(companyId);
      return deleted;
    },
  };
}
