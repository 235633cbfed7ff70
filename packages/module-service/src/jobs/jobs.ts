import type { ZodApp } from '@insp/service-kit';

import type { ModuleContext, ReportJobs } from '../context.ts';
import { KindRegistry } from './kinds.ts';
import type { Reporte } from './model.ts';
import { type ReportsRepository, reportsRepository } from './repository.ts';
import { jobRunner } from './runner.ts';
import { type ReportService, reportService } from './service.ts';

/** Jobs handled per round trip by the expiry and the purge. */
const BATCH = 100;
/**
 * How often one instance looks for jobs left behind (issue 16 §6: an idle service stays idle). New
 * jobs start at once on their POST, and a job posted while this process runs one is taken right
 * after it (drain loops until none is left); the timer only picks up the jobs of an instance that
 * crashed (taken again once STALE_AFTER_MS without a heartbeat, runner.ts), so it needs no latency.
 */
const DRAIN_INTERVAL_MS = 60_000;
/** How long close waits for the job in progress. */
const CLOSE_WAIT_MS = 10_000;

/** The routes' side of the report jobs of an app, found from `context.reports`. */
const services = new WeakMap<ReportJobs, ReportService>();

export function reportServiceOf(jobs: ReportJobs): ReportService {
  const service = services.get(jobs);
  if (!service) throw new Error('report routes need the ReportJobs made by createReportJobs');
  return service;
}

/** Deletes jobs with their result files (main and per item). */
async function removeJobs(context: ModuleContext, repository: ReportsRepository, companyId: string, jobs: Reporte[]): Promise<number> {
  for (const job of jobs) {
    const fileIds = [job.fileId, ...job.progress.items.map((item) => item.fileId)].flatMap((id) => (id ? [id.toHexString()] : []));
    for (const fileId of fileIds) await context.files.deleteDocument(companyId, fileId);
  }
  return repository.remove(
    companyId,
    jobs.map((job) => job._id),
  );
}

/**
 * Report jobs of a module service (issue 6 §2): durable documents in 'reportes' claimed by any
 * instance, results in GridFS for 24 h. Kinds are registered by the service's features.
 */
export function createReportJobs(app: ZodApp, context: ModuleContext): ReportJobs {
  const kinds = new KindRegistry();
  const repository = reportsRepository(app.db);
  const runner = jobRunner({ repository, kinds, files: context.files, log: app.log });
  const drain = () => runner.drain();
  let holds = 0;
  const kick = () => {
    if (holds > 0) return;
    drain().catch((error: unknown) => app.log.error({ err: error }, 'report jobs not drained'));
  };

  const jobs: ReportJobs = {
    define: (kind, definition) => kinds.define(kind, definition),
    drain,
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
      };
    },
    async expire(now = new Date()) {
      let removed = 0;
      for (;;) {
        const due = await repository.expired(now, BATCH);
        if (due.length === 0) return removed;
        const byCompany = new Map<string, Reporte[]>();
        for (const job of due) {
          const companyId = job.companyId.toHexString();
          byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), job]);
        }
        let round = 0;
        for (const [companyId, companyJobs] of byCompany) round += await removeJobs(context, repository, companyId, companyJobs);
        removed += round;
        // Nothing went this round (removed elsewhere meanwhile): stop rather than spin.
        if (round === 0) return removed;
      }
    },
    async deleteCompany(companyId) {
      let removed = 0;
      for (;;) {
        const batch = await repository.listCompany(companyId, BATCH);
        if (batch.length === 0) break;
        const round = await removeJobs(context, repository, companyId, batch);
        removed += round;
        if (round === 0) break;
      }
      // Slots and turns of jobs that went some other way.
      return removed + (await repository.deleteCompany(companyId));
    },
  };

  services.set(jobs, reportService({ repository, kinds, files: context.files, kick }));
  // Jobs whose instance crashed, or that a busy instance left pending, are taken up again.
  context.scheduler.every('reportes', DRAIN_INTERVAL_MS, () => (holds > 0 ? Promise.resolve() : drain()));
  app.addHook('onClose', () => runner.close(CLOSE_WAIT_MS));
  return jobs;
}
