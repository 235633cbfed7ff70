import type { Readable } from 'node:stream';

import type { AccessClaims, CreateReportBody, ReportStatus } from '@insp/contracts';
import { common, reports as messages } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';
import type { $ZodRawIssue } from 'zod/v4/core';

import type { FileStore } from '../context.ts';
import type { KindRegistry } from './kinds.ts';
import { toReportStatus } from './mappers.ts';
import type { Reporte } from './model.ts';
import type { ReportsRepository } from './repository.ts';
import { STALE_AFTER_MS } from './runner.ts';

/** The kinds' schemas carry their own Spanish messages; these cover what they leave unsaid. */
function fallbackMessage(issue: $ZodRawIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = (issue as { keys?: unknown }).keys;
    return common.unknownField(Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : '');
  }
  return common.invalidRequest;
}

export interface Download {
  stream: Readable;
  fileName: string;
  contentType: string;
  length: number;
}

export interface ReportServiceDeps {
  repository: ReportsRepository;
  kinds: KindRegistry;
  files: FileStore;
  /** Starts working on new jobs at once (in the background). */
  kick(): void;
}

/** The rules of the report routes: validation by kind, one summary at a time, own jobs only. */
export function reportService({ repository, kinds, files, kick }: ReportServiceDeps) {
  /**
   * The caller's job, or 404: another user's job is as unknown as a missing one (Administrador
   * excepted). A company user must still be allowed what the job shows (the kind's `authorize`, the
   * project rule): a job of a project they no longer see is as unknown too (issue 17).
   */
  async function ownJob(companyId: string, principal: AccessClaims, reportId: string): Promise<Reporte> {
    const job = await repository.find(companyId, reportId);
    if (!job) throw new HttpError(404, common.notFound);
    if (principal.userType !== 'Administrador' && job.userId.toHexString() !== principal.sub) throw new HttpError(404, common.notFound);
    if (principal.userType === 'UsuarioEmpresa') await stillAllowed(companyId, principal, job);
    return job;
  }

  async function stillAllowed(companyId: string, principal: AccessClaims, job: Reporte): Promise<void> {
    const definition = kinds.get(job.kind);
    if (!definition?.authorize) return;
    const parsed = definition.params.safeParse(job.params);
    if (!parsed.success) throw new HttpError(404, common.notFound);
    try {
      await definition.authorize({ companyId, principal, params: parsed.data });
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(404, common.notFound);
      throw error;
    }
  }

  async function openStored(companyId: string, job: Reporte, fileId: Types.ObjectId | null, now: Date): Promise<Download> {
    if (job.expiresAt && job.expiresAt.getTime() <= now.getTime()) throw new HttpError(404, common.notFound);
    if (!fileId) throw new HttpError(404, common.notFound);
    const document = await files.openDocument(companyId, fileId.toHexString());
    if (!document) throw new HttpError(404, common.notFound);
    return document;
  }

  return {
    async create(companyId: string, principal: AccessClaims, body: CreateReportBody, now = new Date()): Promise<{ id: string }> {
      const { kind, ...rest } = body;
      const definition = kinds.get(kind);
      if (!definition) throw new HttpError(400, messages.unknownKind);
      const parsed = definition.params.safeParse(rest, { error: fallbackMessage });
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? common.invalidRequest);
      if (definition.authorize) await definition.authorize({ companyId, principal, params: parsed.data });

      const id = new Types.ObjectId().toHexString();
      const userId = principal.sub;
      if (definition.summary && !(await repository.takeSummarySlot(companyId, userId, id, now, STALE_AFTER_MS))) {
        throw new HttpError(409, messages.alreadyGenerating);
      }
      try {
        // The request as the schema accepted it: the runner parses it again into the kind's params.
        await repository.insert(companyId, { id, userId, userName: principal.name, kind, params: rest, summary: definition.summary }, now);
      } catch (error) {
        if (definition.summary) await repository.releaseSummarySlot(companyId, userId, id);
        throw error;
      }
      kick();
      return { id };
    },

    async status(companyId: string, principal: AccessClaims, reportId: string): Promise<ReportStatus> {
      return toReportStatus(await ownJob(companyId, principal, reportId));
    },

    async file(companyId: string, principal: AccessClaims, reportId: string, now = new Date()): Promise<Download> {
      const job = await ownJob(companyId, principal, reportId);
      if (job.state !== 'listo') throw new HttpError(409, messages.notReady);
      return openStored(companyId, job, job.fileId, now);
    },

    async itemFile(companyId: string, principal: AccessClaims, reportId: string, index: number, now = new Date()): Promise<Download> {
      const job = await ownJob(companyId, principal, reportId);
      const item = job.progress.items[index];
      if (!item) throw new HttpError(404, common.notFound);
      if (item.state !== 'listo') {
        if (item.state === 'error') throw new HttpError(404, common.notFound);
        throw new HttpError(409, messages.notReady);
      }
      return openStored(companyId, job, item.fileId, now);
    },
  };
}

export type ReportService = ReturnType<typeof reportService>;
