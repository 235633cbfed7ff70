import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import { reports as messages } from '@insp/messages';
import type { FastifyBaseLogger } from 'fastify';
import { Types } from 'mongoose';
import { z } from 'zod';

import type { FileStore, JobFile, JobRun } from '../context.ts';
import type { KindRegistry } from './kinds.ts';
import type { Reporte, ReporteItem, ReporteProgress } from './model.ts';
import type { ReportsRepository } from './repository.ts';

/** A runner heartbeats this often while a job runs… */
export const HEARTBEAT_MS = 10_000;
/** …and a job not heartbeaten for this long is retaken by any worker (its runner crashed). */
export const STALE_AFTER_MS = 60_000;
/** Results (and failures) are kept this long after they finish. */
export const RESULT_TTL_MS = 24 * 60 * 60_000;
/** A run still going after this is given up (the kind is told through aborted()). */
export const RUN_TIMEOUT_MS = 10 * 60_000;
const CANDIDATES = 10;

/** The message kept in a failed job's `error`: the thrown one (kinds throw Spanish texts). */
export function failureMessage(error: unknown): string {
  if (error instanceof z.ZodError) return error.issues[0]?.message ?? messages.unexpected;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return messages.unexpected;
}

export interface RunnerDeps {
  repository: ReportsRepository;
  kinds: KindRegistry;
  files: FileStore;
  log: FastifyBaseLogger;
}

/**
 * Claims and runs jobs, one at a time per process: whichever instance claims a job runs it, with
 * heartbeats so that a crashed instance's job is retaken by another one.
 */
export function jobRunner({ repository, kinds, files, log }: RunnerDeps) {
  const instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let claims = 0;
  let current: Promise<void> | null = null;
  let again = false;
  let closing = false;

  async function claimNext(): Promise<{ job: Reporte; claimedBy: string } | null> {
    const now = new Date();
    const candidates = await repository.claimable(new Date(now.getTime() - STALE_AFTER_MS), CANDIDATES);
    for (const job of candidates) {
      const companyId = job.companyId.toHexString();
      const jobId = job._id.toHexString();
      if (!(await repository.takeTurn(companyId, jobId, job.state === 'pendiente' ? null : job.claimedBy, now))) continue;
      const claimedBy = `${instance}:${++claims}`;
      await repository.markClaimed(companyId, jobId, claimedBy, now);
      return { job, claimedBy };
    }
    return null;
  }

  async function run(job: Reporte, claimedBy: string): Promise<void> {
    const companyId = job.companyId.toHexString();
    const jobId = job._id.toHexString();
    const userId = job.userId.toHexString();
    let aborted = false;
    let items: ReporteItem[] = [];
    /** Files stored by this run, deleted again if the run ends up not owning the job. */
    const stored: Types.ObjectId[] = [];
    const progress = (): ReporteProgress => ({
      done: items.filter((item) => item.state === 'listo' || item.state === 'error').length,
      total: items.length,
      items: items.map((item) => ({ ...item })),
    });
    // Progress is rewritten whole, so writes go out one after the other, each with the latest state.
    let writes: Promise<void> = Promise.resolve();
    const save = () => {
      writes = writes.then(async () => {
        if (aborted) return;
        if (!(await repository.saveProgress(companyId, jobId, claimedBy, progress()))) aborted = true;
      });
      return writes;
    };
    const showCurrent = () => {
      // Parts run in order: the first one not finished is the one being generated.
      if (items.some((item) => item.state === 'generando')) return;
      const next = items.find((item) => item.state === 'pendiente');
      if (next) next.state = 'generando';
    };
    const itemAt = (index: number) => {
      const item = items[index];
      if (!item) throw new Error(`report ${job.kind}: no item ${index}`);
      return item;
    };
    const storeFile = async (file: JobFile) => {
      const fileId = await files.storeDocument(companyId, file.fileName, file.contentType, file.data);
      const id = new Types.ObjectId(fileId);
      stored.push(id);
      return id;
    };

    const heartbeat = setInterval(() => {
      repository
        .heartbeat(companyId, jobId, claimedBy)
        .then((ours) => {
          if (!ours) aborted = true;
        })
        .catch((error: unknown) => log.error({ err: error, jobId }, 'report heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();

    const finish = async (fields: { state: 'listo' | 'error'; fileId?: Types.ObjectId; fileName?: string; contentType?: string; error?: string }) => {
      await writes;
      const finishedAt = new Date();
      const finished = await repository.finish(companyId, jobId, claimedBy, {
        state: fields.state,
        progress: progress(),
        fileId: fields.fileId ?? null,
        fileName: fields.fileName ?? null,
        contentType: fields.contentType ?? null,
        error: fields.error ?? null,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + RESULT_TTL_MS),
      });
      if (finished) await repository.releaseSummarySlot(companyId, userId, jobId);
      return finished;
    };

    let timeout: NodeJS.Timeout | undefined;
    try {
      // A retaken job starts over: the files its crashed run stored for some items are nobody's now.
      for (const item of job.progress.items) if (item.fileId) await files.deleteDocument(companyId, item.fileId.toHexString());
      const definition = kinds.get(job.kind);
      if (!definition) throw new Error(messages.unknownKind);
      const params = definition.params.parse(job.params);
      const jobRun: JobRun<unknown> = {
        jobId,
        companyId,
        user: { id: userId, name: job.userName },
        params,
        async setItems(labels) {
          // Declared again: the documents of the parts declared before are dropped with them.
          for (const item of items) if (item.fileId) await files.deleteDocument(companyId, item.fileId.toHexString());
          items = labels.map((label) => ({ label, state: 'pendiente', error: null, fileId: null, fileName: null }));
          showCurrent();
          await save();
        },
        async itemDone(index, file) {
          const item = itemAt(index);
          if (file) {
            item.fileId = await storeFile(file);
            item.fileName = file.fileName;
          }
          item.state = 'listo';
          item.error = null;
          showCurrent();
          await save();
        },
        async itemFailed(index, error) {
          const item = itemAt(index);
          item.state = 'error';
          item.error = error;
          showCurrent();
          await save();
        },
        aborted: () => aborted,
      };
      const timedOut = new Promise<never>((_, reject) => {
        timeout = setTimeout(() => {
          aborted = true;
          reject(new Error(messages.unexpected));
        }, RUN_TIMEOUT_MS);
        timeout.unref();
      });
      const file = await Promise.race([definition.run(jobRun), timedOut]);
      if (aborted) throw new Error(messages.unexpected);
      // Parts the kind never reported did not come out.
      for (const item of items)
        if (item.state === 'pendiente' || item.state === 'generando') Object.assign(item, { state: 'error', error: messages.unexpected });
      const allFailed = items.length > 0 && items.every((item) => item.state === 'error');
      let finished: boolean;
      if (!file && allFailed) {
        finished = await finish({ state: 'error', error: items[0]?.error ?? messages.unexpected });
      } else {
        const fileId = file ? await storeFile(file) : undefined;
        finished = await finish({ state: 'listo', ...(file && fileId ? { fileId, fileName: file.fileName, contentType: file.contentType } : {}) });
      }
      if (!finished) {
        aborted = true;
        throw new Error(messages.unexpected);
      }
    } catch (error) {
      const message = failureMessage(error);
      for (const item of items) if (item.state === 'pendiente' || item.state === 'generando') Object.assign(item, { state: 'error', error: message });
      const finished = aborted
        ? false
        : await finish({ state: 'error', error: message }).catch((failure: unknown) => {
            log.error({ err: failure, jobId }, 'report failure not recorded');
            return false;
          });
      if (finished) log.warn({ err: error, jobId, kind: job.kind }, 'report failed');
      else {
        // Not ours any more (retaken or purged): what this run stored belongs to nobody.
        for (const id of stored) await files.deleteDocument(companyId, id.toHexString()).catch(() => undefined);
      }
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timeout);
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      while (!closing) {
        const claimed = await claimNext();
        if (!claimed) break;
        await run(claimed.job, claimed.claimedBy);
      }
    } while (again && !closing);
  }

  return {
    /** Runs claimable jobs until none is left; a call during a drain extends it and waits for it. */
    drain(): Promise<void> {
      if (current) {
        again = true;
        return current;
      }
      current = loop().finally(() => {
        current = null;
      });
      return current;
    },

    /** Stops claiming and waits (bounded) for the job in progress. */
    async close(waitMs: number): Promise<void> {
      closing = true;
      if (!current) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([current.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    },
  };
}

export type JobRunner = ReturnType<typeof jobRunner>;
