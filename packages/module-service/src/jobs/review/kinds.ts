import type { InternalCompanyFull } from '@insp/contracts';
import { reports as reportTexts } from '@insp/messages';
import { JobAborted } from '@insp/reports';
import { HttpError } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import type { JobFile, JobRun, ReportKind } from '../../context.ts';
import type { ListadoBase, ProyectoBase, RevisionBase } from '../../hierarchy/scopes.ts';
import type { ParElegido, ReviewReportTargets } from './targets.ts';

const PDF = 'application/pdf';

/** What every review-family kind is given: its params' schema and the module's targets. */
interface KindDeps<Params, P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase> {
  params: z.ZodType<Params>;
  targets: ReviewReportTargets<P, R, L>;
}

/**
 * A summary document of a project (one at a time per user): the caller may see the project at POST;
 * when it runs, the project is read again (404 once deleted) and handed to `run`.
 */
function projectDocumentKind<Params extends { projectId: string }, P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase>(
  { params, targets }: KindDeps<Params, P, R, L>,
  run: (job: JobRun<Params>, project: P, now: Date) => Promise<JobFile | null>,
): ReportKind<Params> {
  return {
    params,
    summary: true,
    async authorize(input) {
      await targets.authorizeProject(input);
    },
    async run(job) {
      const now = new Date();
      return run(job, await targets.activeProject(job.companyId, job.params.projectId), now);
    },
  };
}

/** What a document of one list is made from. */
export interface ListadoDocument<P, R, L> {
  companyId: string;
  company: InternalCompanyFull;
  project: P;
  revision: R;
  listado: L;
  now: Date;
  /** True once the job is no longer ours: stop (JobAborted). */
  aborted(): boolean;
}

/** What one item of a list PDFs job is made from: the list's document and the job's params (the module's options, an order…). */
export interface ListadoPdfItem<Params, P, R, L> extends ListadoDocument<P, R, L> {
  params: Params;
}

/**
 * A document of one list (a list's workbook, its 'Solicitar informe'): the caller may see the
 * project and the list at POST; when it runs, both are read again (404 once deleted) and handed to `run`.
 */
export function listadoDocumentKind<
  Params extends { projectId: string; revisionId: string; listadoId: string },
  P extends ProyectoBase,
  R extends RevisionBase,
  L extends ListadoBase,
>(
  deps: KindDeps<Params, P, R, L> & {
    /** One at a time per user (the PDFs) or not (the workbooks). */
    summary: boolean;
    run(job: JobRun<Params>, target: { project: P; revision: R; listado: L }, now: Date): Promise<JobFile>;
  },
): ReportKind<Params> {
  const { targets } = deps;
  return {
    params: deps.params,
    summary: deps.summary,
    authorize: targets.authorizeListado,
    async run(job) {
      const now = new Date();
      const { projectId, revisionId, listadoId } = job.params;
      const project = await targets.activeProject(job.companyId, projectId);
      const { revision, listado } = await targets.listadoOf(job.companyId, project, revisionId, listadoId);
      return deps.run(job, { project, revision, listado }, now);
    },
  };
}

/**
 * A review-family module's 'Generar PDF proyecto': one PDF per chosen revision/list pair, each an
 * item of the job with its own progress and file. A pair not found (or a list deleted) fails its
 * item with the screens' reason and the others go on; a part that fails shows its rule's message
 * (HttpError) or the generic one (cause logged); a job taken away stops (JobAborted).
 */
export function listadoPdfsKind<
  Params extends { projectId: string; items: ParElegido[] },
  P extends ProyectoBase,
  R extends RevisionBase,
  L extends ListadoBase,
>(
  deps: KindDeps<Params, P, R, L> & {
    log: FastifyBaseLogger;
    pdf(item: ListadoPdfItem<Params, P, R, L>): Promise<Buffer>;
    fileName(listado: L, now: Date): string;
  },
): ReportKind<Params> {
  const { targets, log } = deps;
  /** The Spanish message a failed part shows: the rule's own (HttpError), else the generic one (cause logged). */
  const messageOf = (error: unknown): string => {
    if (error instanceof HttpError) return error.message;
    log.error({ err: error }, 'report part failed');
    return reportTexts.unexpected;
  };
  return projectDocumentKind(deps, async (job, project, now) => {
    const [company, pares] = await Promise.all([targets.company(job.companyId), targets.pares(job.companyId, project, job.params.items)]);
    await job.setItems(pares.map((par) => par.label));
    for (const [index, par] of pares.entries()) {
      if (job.aborted()) return null;
      if ('error' in par) {
        await job.itemFailed(index, par.error);
        continue;
      }
      try {
        const data = await deps.pdf({
          params: job.params,
          companyId: job.companyId,
          company,
          project,
          revision: par.revision,
          listado: par.listado,
          now,
          aborted: job.aborted,
        });
        await job.itemDone(index, { fileName: deps.fileName(par.listado, now), contentType: PDF, data });
      } catch (error) {
        if (error instanceof JobAborted) return null;
        await job.itemFailed(index, messageOf(error));
      }
    }
    return null;
  });
}

/**
 * A review-family module's summary PDF of a whole project ('Pendientes vs. Resueltas', the project
 * summary): one document, one at a time per user; the project is checked at POST and again when it runs.
 */
export function projectPdfKind<Params extends { projectId: string }, P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase>(
  deps: KindDeps<Params, P, R, L> & {
    pdf(input: { companyId: string; company: InternalCompanyFull; project: P; now: Date }): Promise<Buffer>;
    fileName(project: P, now: Date): string;
  },
): ReportKind<Params> {
  return projectDocumentKind(deps, async (job, project, now) => {
    const company = await deps.targets.company(job.companyId);
    const data = await deps.pdf({ companyId: job.companyId, company, project, now });
    return { fileName: deps.fileName(project, now), contentType: PDF, data };
  });
}
