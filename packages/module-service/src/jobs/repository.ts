import type { ReportState } from '@insp/contracts';
import { isDuplicateKey, oid } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { type Connection } from 'mongoose';

import { type Reporte, reporteModels, type ReporteProgress } from './model.ts';

const validId = (id: string) => /^[a-f0-9]{24}$/i.test(id);

/** States in which a job still holds its user's summary slot. */
const ACTIVE: ReportState[] = ['pendiente', 'generando'];

export interface NewReporte {
  id: string;
  userId: string;
  userName: string;
  kind: string;
  params: Record<string, unknown>;
  summary: boolean;
}

export interface FinishFields {
  state: 'listo' | 'error';
  progress: ReporteProgress;
  fileId: Types.ObjectId | null;
  fileName: string | null;
  contentType: string | null;
  error: string | null;
  finishedAt: Date;
  expiresAt: Date;
}

/**
 * Storage of report jobs. Tenant first in every function; the workers' sweeps (claimable jobs,
 * expired results) are the only reads across companies, and they hand back each job's company.
 */
export function reportsRepository(db: Connection) {
  const { Reportes, Activos, Turnos } = reporteModels(db);

  return {
    async insert(companyId: string, job: NewReporte, now: Date): Promise<void> {
      await Reportes.create({
        _id: oid(job.id),
        companyId: oid(companyId),
        userId: oid(job.userId),
        userName: job.userName,
        kind: job.kind,
        params: job.params,
        summary: job.summary,
        state: 'pendiente',
        progress: { done: 0, total: 0, items: [] },
        createdAt: now,
      });
    },

    async find(companyId: string, jobId: string): Promise<Reporte | null> {
      if (!validId(jobId)) return null;
      return Reportes.findOne({ companyId: oid(companyId), _id: oid(jobId) }).lean<Reporte>();
    },

    /** Jobs a worker may take, oldest first: pending ones and those whose runner stopped heartbeating. */
    async claimable(staleBefore: Date, limit: number): Promise<Reporte[]> {
      return Reportes.find({ $or: [{ state: 'pendiente' }, { state: 'generando', heartbeatAt: { $lt: staleBefore } }] })
        .sort({ createdAt: 1, _id: 1 })
        .limit(limit)
        .lean<Reporte[]>();
    },

    /** Wins the claim that follows `previousClaim` (null: the first one); false when another worker did. */
    async takeTurn(companyId: string, jobId: string, previousClaim: string | null, now: Date): Promise<boolean> {
      try {
        await Turnos.create({ _id: `${jobId}:${previousClaim ?? 'pendiente'}`, jobId: oid(jobId), companyId: oid(companyId), createdAt: now });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    /** After winning the turn: the job is ours, its previous attempt's progress starts over. */
    async markClaimed(companyId: string, jobId: string, claimedBy: string, now: Date): Promise<void> {
      await Reportes.updateOne(
        { companyId: oid(companyId), _id: oid(jobId) },
        { $set: { state: 'generando', claimedBy, heartbeatAt: now, progress: { done: 0, total: 0, items: [] } } },
      );
    },

    /** False once the job is no longer this claim's (retaken, or deleted by a purge). */
    async heartbeat(companyId: string, jobId: string, claimedBy: string): Promise<boolean> {
      const result = await Reportes.updateOne(
        { companyId: oid(companyId), _id: oid(jobId), claimedBy, state: 'generando' },
        { $set: { heartbeatAt: new Date() } },
      );
      return result.matchedCount === 1;
    },

    /** Rewrites the progress as a whole (devdb has no positional updates); false when the claim is lost. */
    async saveProgress(companyId: string, jobId: string, claimedBy: string, progress: ReporteProgress): Promise<boolean> {
      const result = await Reportes.updateOne(
        { companyId: oid(companyId), _id: oid(jobId), claimedBy, state: 'generando' },
        { $set: { progress, heartbeatAt: new Date() } },
      );
      return result.matchedCount === 1;
    },

    async finish(companyId: string, jobId: string, claimedBy: string, fields: FinishFields): Promise<boolean> {
      const result = await Reportes.updateOne(
        { companyId: oid(companyId), _id: oid(jobId), claimedBy, state: 'generando' },
        { $set: { ...fields, heartbeatAt: null } },
      );
      return result.matchedCount === 1;
    },

    /** Takes the user's summary slot for `jobId`; false when a live job of theirs holds it. */
    async takeSummarySlot(companyId: string, userId: string, jobId: string, now: Date, staleAfterMs: number): Promise<boolean> {
      const insert = async () => {
        try {
          await Activos.create({ _id: userId, jobId: oid(jobId), companyId: oid(companyId), createdAt: now });
          return true;
        } catch (error) {
          if (isDuplicateKey(error)) return false;
          throw error;
        }
      };
      if (await insert()) return true;
      // The slot may be left over from a process that died between taking it and finishing the job.
      const slot = await Activos.findById(userId).lean();
      if (!slot) return insert();
      const holder = await Reportes.findOne({ companyId: slot.companyId, _id: slot.jobId }, { state: 1 }).lean();
      const live = holder ? ACTIVE.includes(holder.state) : now.getTime() - slot.createdAt.getTime() < staleAfterMs;
      if (live) return false;
      await Activos.deleteOne({ _id: userId, jobId: slot.jobId });
      return insert();
    },

    async releaseSummarySlot(companyId: string, userId: string, jobId: string): Promise<void> {
      await Activos.deleteOne({ _id: userId, jobId: oid(jobId), companyId: oid(companyId) });
    },

    /** Finished jobs whose result is past its 24 h, across companies (the scheduled expiry). */
    async expired(now: Date, limit: number): Promise<Reporte[]> {
      return Reportes.find({ expiresAt: { $lte: now } })
        .sort({ expiresAt: 1, _id: 1 })
        .limit(limit)
        .lean<Reporte[]>();
    },

    async listCompany(companyId: string, limit: number): Promise<Reporte[]> {
      return Reportes.find({ companyId: oid(companyId) })
        .sort({ createdAt: 1, _id: 1 })
        .limit(limit)
        .lean<Reporte[]>();
    },

    /** Removes jobs with their turns and summary slots; returns how many jobs went. */
    async remove(companyId: string, jobIds: Types.ObjectId[]): Promise<number> {
      const company = oid(companyId);
      const result = await Reportes.deleteMany({ companyId: company, _id: { $in: jobIds } });
      await Turnos.deleteMany({ companyId: company, jobId: { $in: jobIds } });
      await Activos.deleteMany({ companyId: company, jobId: { $in: jobIds } });
      return result.deletedCount;
    },

    /** Company purge of what remains once the jobs' files are gone. */
    async deleteCompany(companyId: string): Promise<number> {
      const company = oid(companyId);
      const result = await Reportes.deleteMany({ companyId: company });
      await Turnos.deleteMany({ companyId: company });
      await Activos.deleteMany({ companyId: company });
      return result.deletedCount;
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
