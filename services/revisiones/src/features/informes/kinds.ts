import { ExcelListadoParams, ExcelResumenParams, PdfProyectoParams, PendientesVsResueltasParams, ResumenListadoParams } from '@insp/contracts';
import { reports as reportTexts } from '@insp/messages';
import { informes as texts } from '@insp/messages/revisiones';
import type { ReportKind } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';

import { JobAborted, type PdfDocuments } from './documents.ts';
import { fechaArchivo, fechaHoraArchivo } from './mappers.ts';
import type { InformesService } from './service.ts';
import type { Workbooks } from './workbooks.ts';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The report kinds of revision projects (issue 6 §3 'Reports'), registered with
 * `context.reports.define`. Every kind checks at POST that the caller may see the project (and
 * list), and again when it runs.
 */
export function informeKinds(service: InformesService, pdfs: PdfDocuments, books: Workbooks, log: FastifyBaseLogger) {
  /** The Spanish message a failed part shows: the rule's own (HttpError), else the generic one (cause logged). */
  const messageOf = (error: unknown): string => {
    if (error instanceof HttpError) return error.message;
    log.error({ err: error }, 'report part failed');
    return reportTexts.unexpected;
  };

  const authorizeProject: ReportKind<{ projectId: string }>['authorize'] = async (input) => {
    await service.authorizeProject(input);
  };
  const authorizeListado = async (input: Parameters<typeof service.authorizeProject>[0] & { params: { revisionId: string; listadoId: string } }) => {
    const project = await service.authorizeProject(input);
    await service.listadoOf(input.companyId, project, input.params.revisionId, input.params.listadoId);
  };

  const pdfProyecto: ReportKind<PdfProyectoParams> = {
    params: PdfProyectoParams,
    summary: true,
    authorize: authorizeProject,
    async run(job) {
      const now = new Date();
      const project = await service.activeProject(job.companyId, job.params.projectId);
      const [company, pares] = await Promise.all([service.company(job.companyId), service.pares(job.companyId, project, job.params.items)]);
      await job.setItems(pares.map((par) => par.label));
      for (const [index, par] of pares.entries()) {
        if (job.aborted()) return null;
        if ('error' in par) {
          await job.itemFailed(index, par.error);
          continue;
        }
        try {
          const data = await pdfs.listado({
            companyId: job.companyId,
            company,
            project,
            revision: par.revision,
            listado: par.listado,
            now,
            aborted: job.aborted,
          });
          await job.itemDone(index, { fileName: texts.archivos.respuestas(par.listado.Nombre, fechaArchivo(now)), contentType: PDF, data });
        } catch (error) {
          if (error instanceof JobAborted) return null;
          await job.itemFailed(index, messageOf(error));
        }
      }
      return null;
    },
  };

  const resumenListado: ReportKind<ResumenListadoParams> = {
    params: ResumenListadoParams,
    summary: true,
    authorize: authorizeListado,
    async run(job) {
      const now = new Date();
      const { projectId, revisionId, listadoId, orden } = job.params;
      const project = await service.activeProject(job.companyId, projectId);
      const [company, { revision, listado }] = await Promise.all([
        service.company(job.companyId),
        service.listadoOf(job.companyId, project, revisionId, listadoId),
      ]);
      const data = await pdfs.listado({ companyId: job.companyId, company, project, revision, listado, orden, now, aborted: job.aborted });
      return { fileName: texts.archivos.resumenListado(listado.Nombre, fechaArchivo(now)), contentType: PDF, data };
    },
  };

  const pendientesVsResueltas: ReportKind<PendientesVsResueltasParams> = {
    params: PendientesVsResueltasParams,
    summary: true,
    authorize: authorizeProject,
    async run(job) {
      const now = new Date();
      const project = await service.activeProject(job.companyId, job.params.projectId);
      const company = await service.company(job.companyId);
      const data = await pdfs.pendientes({ companyId: job.companyId, company, project, now });
      return { fileName: texts.archivos.pendientesVsResueltas(project.NombreProyecto, fechaArchivo(now)), contentType: PDF, data };
    },
  };

  const excelResumen: ReportKind<ExcelResumenParams> = {
    params: ExcelResumenParams,
    summary: false,
    authorize: authorizeProject,
    async run(job) {
      const now = new Date();
      const { projectId, revisionId, listadoId, ...filters } = job.params;
      const project = await service.activeProject(job.companyId, projectId);
      const data = books.observaciones({
        companyId: job.companyId,
        project,
        scope: { projectId, revisionId, listadoId },
        filters,
        order: 'recientes',
        now,
        aborted: job.aborted,
      });
      return { fileName: texts.archivos.excelResumen(project.NombreProyecto, fechaHoraArchivo(now)), contentType: XLSX, data };
    },
  };

  const excelListado: ReportKind<ExcelListadoParams> = {
    params: ExcelListadoParams,
    summary: false,
    authorize: authorizeListado,
    async run(job) {
      const now = new Date();
      const { projectId, revisionId, listadoId, ...filters } = job.params;
      const project = await service.activeProject(job.companyId, projectId);
      const { listado } = await service.listadoOf(job.companyId, project, revisionId, listadoId);
      // The list screen's filters: the file holds exactly the rows the screen selects.
      const data = books.observaciones({
        companyId: job.companyId,
        project,
        scope: { projectId, revisionId, listadoId },
        filters,
        order: 'numero',
        now,
        aborted: job.aborted,
      });
      return { fileName: texts.archivos.excelListado(listado.Nombre, fechaHoraArchivo(now)), contentType: XLSX, data };
    },
  };

  return {
    'pdf-proyecto': pdfProyecto,
    'resumen-listado': resumenListado,
    'pendientes-vs-resueltas': pendientesVsResueltas,
    'excel-resumen': excelResumen,
    'excel-listado': excelListado,
  };
}
