import { connectionModel, isDuplicateKey, requiredId, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Types } from 'mongoose';

import type { FileOwner } from '../context.ts';
import { archivoModel } from './model.ts';

/**
 * Who holds a file, claimed under the unique `_id` (the file's id): an insert is atomic on every
 * database, where devdb's conditional updates are read-modify-write (20 captures at once naming one
 * free photo all "matched" it). 'archivos'.owner stays what readers use; a claim only decides who
 * may write it. Removed with its file, by a detach, and by the company purge.
 */
export interface ArchivoDueno {
  /** The file's id. */
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  entity: string;
  id: string;
  at: Date;
}

/**
 * A claim whose file never got its owner (the process stopped between the two writes) is taken
 * over after this long; a live attach writes the owner within milliseconds of its claim.
 */
export const STALE_CLAIM_MS = 60_000;

const duenoSchema = storedSchema<ArchivoDueno>({
  _id: requiredId,
  companyId: requiredId,
  entity: { type: String, required: true },
  id: { type: String, required: true },
  at: { type: Date, required: true },
});
// Tenant first: the company purge.
duenoSchema.index({ companyId: 1 });

export function archivoDuenoModel(db: Connection): Model<ArchivoDueno> {
  return connectionModel(db, 'ArchivoDueno', duenoSchema, 'archivos_duenos');
}

const sameOwner = (claim: Pick<ArchivoDueno, 'entity' | 'id'>, owner: FileOwner) => claim.entity === owner.entity && claim.id === owner.id;

export function fileClaims(db: Connection) {
  const Duenos = archivoDuenoModel(db);
  const Archivos = archivoModel(db);

  /** 'new': claimed now; 'held': the record's own already; 'taken': another record's. */
  async function claimOne(companyId: Types.ObjectId, fileId: Types.ObjectId, owner: FileOwner, retried = false): Promise<'new' | 'held' | 'taken'> {
    try {
      await Duenos.create({ _id: fileId, companyId, entity: owner.entity, id: owner.id, at: new Date() });
      return 'new';
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const claim = await Duenos.findOne({ _id: fileId, companyId }).lean();
    if (!claim) return retried ? 'taken' : claimOne(companyId, fileId, owner, true);
    if (sameOwner(claim, owner)) return 'held';
    if (retried || Date.now() - claim.at.getTime() < STALE_CLAIM_MS) return 'taken';
    // Stale: its file is free (the claimer stopped before writing the owner). Only the first to
    // remove this very claim retries; the insert decides again between any others.
    const file = await Archivos.findOne({ _id: fileId, companyId }, { owner: 1 }).lean();
    if (file?.owner) return 'taken';
    await Duenos.deleteOne({ _id: fileId, at: claim.at, entity: claim.entity, id: claim.id });
    return claimOne(companyId, fileId, owner, true);
  }

  /** Drops this record's claims on these files. */
  async function unclaim(companyId: string, fileIds: Types.ObjectId[], owner: FileOwner): Promise<void> {
    if (fileIds.length === 0) return;
    await Duenos.deleteMany({ companyId: new Types.ObjectId(companyId), _id: { $in: fileIds }, entity: owner.entity, id: owner.id });
  }

  return {
    /**
     * Claims every file for the record, in id order (two captures naming the same photos meet on
     * the first one): true when all are its own; otherwise the claims made here are undone.
     */
    async claim(companyId: string, fileIds: Types.ObjectId[], owner: FileOwner): Promise<{ ok: boolean; made: Types.ObjectId[] }> {
      const company = new Types.ObjectId(companyId);
      const made: Types.ObjectId[] = [];
      for (const fileId of [...fileIds].sort((a, b) => a.toHexString().localeCompare(b.toHexString()))) {
        const result = await claimOne(company, fileId, owner);
        if (result === 'taken') {
          await unclaim(companyId, made, owner);
          return { ok: false, made: [] };
        }
        if (result === 'new') made.push(fileId);
      }
      return { ok: true, made };
    },

    unclaim,

    /** The claims of files that are gone. */
    async forget(fileIds: Types.ObjectId[]): Promise<void> {
      if (fileIds.length > 0) await Duenos.deleteMany({ _id: { $in: fileIds } });
    },

    /** Every claim of the company (the purge). */
    deleteCompany: (companyId: string) => Duenos.deleteMany({ companyId: new Types.ObjectId(companyId) }).then((result) => result.deletedCount),
  };
}
