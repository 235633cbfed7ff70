import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

export const FILE_KINDS = ['photo', 'signature', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** One stored image (web, print and thumbnail in GridFS) or generated document: the metadata the bucket lacks. */
export interface Archivo {
  companyId: Types.ObjectId;
  kind: FileKind;
  contentType: string;
  /** Web version's dimensions (images only). */
  width: number | null;
  height: number | null;
  /** Bytes of the web version, or of the document. */
  size: number;
  /** Bytes of all the image's versions (the storage quota counts them); null on images stored before it. */
  bytes?: number | null;
  /** GridFS id of the web version, or of the document. */
  web: Types.ObjectId;
  /** GridFS id of the thumbnail (images only). */
  thumb: Types.ObjectId | null;
  /** GridFS id of the print version PDFs embed (images stored before it existed have none). */
  print: Types.ObjectId | null;
  uploadedBy: Types.ObjectId | null;
  createdAt: Date;
  /**
   * The record holding the file and its project (who may read the file); null until attached.
   * Files attached before issue 17 have no projectId until the file route first looks it up.
   */
  owner: { entity: string; id: string; projectId?: Types.ObjectId | null } | null;
  /** When the file was queued for deletion (the spec's ImagesToDelete). */
  releasedAt: Date | null;
  /**
   * When the cleanup may delete the file: createdAt + 24 h while an image is unattached, releasedAt
   * once released, null while attached (and for documents, which their report jobs delete).
   */
  sweepAt: Date | null;
  /** Spanish file name of a generated document. */
  fileName: string | null;
}

const ownerSchema = new Schema(
  { entity: { type: String, required: true }, id: { type: String, required: true }, projectId: { type: Schema.Types.ObjectId, default: null } },
  { _id: false },
);

const archivoSchema = storedSchema<Archivo>({
  ...requiredIds('companyId'),
  kind: { type: String, enum: FILE_KINDS, required: true },
  contentType: { type: String, required: true },
  width: { type: Number, default: null },
  height: { type: Number, default: null },
  size: { type: Number, required: true },
  bytes: { type: Number, default: null },
  web: { type: Schema.Types.ObjectId, required: true },
  thumb: { type: Schema.Types.ObjectId, default: null },
  print: { type: Schema.Types.ObjectId, default: null },
  uploadedBy: { type: Schema.Types.ObjectId, default: null },
  createdAt: { type: Date, required: true },
  owner: { type: ownerSchema, default: null },
  releasedAt: { type: Date, default: null },
  sweepAt: { type: Date, default: null },
  fileName: { type: String, default: null },
});
// Tenant first: releasing a record's files (owner) and the company purge.
archivoSchema.index({ companyId: 1, 'owner.entity': 1, 'owner.id': 1 });
// The scheduled cleanup is the one sweep across companies (a tenant-first index cannot serve it):
// every file due for deletion has sweepAt <= now, attached files and documents have none.
archivoSchema.index({ sweepAt: 1 });

export function archivoModel(db: Connection): Model<Archivo> {
  return connectionModel(db, 'Archivo', archivoSchema, 'archivos');
}
