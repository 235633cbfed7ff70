import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { reports as reportTexts } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { ReportKind } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { type Connection, Types } from 'mongoose';

import { deletedListados } from '../../shared/avance.ts';
import { respuestasFilter } from '../../shared/respuestas.ts';
import { JobAborted, type PdfDocuments } from './documents.ts';
import { fechaArchivo, fechaHoraArchivo } from './mappers.ts';
import type { InformesService } from './service.ts';
import type { Workbooks } from './workbooks.ts';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const archivos = texts.informes.archivos;

/**
 * The report kinds of checklist projects, registered with `context.reports.define`. Every kind
 * checks at POST that the caller may see the project (and list), and again when it runs.
 */
export function informeKinds(db: Connection, service: InformesService, pdfs: PdfDocuments, books: Workbooks, log: FastifyBaseLogger) {
  const messageOf = (error: unknown): string => {
    if (error instanceof HttpError) return error.message;
    log.error({ err: error }, 'report part failed');
    return reportTexts.unexpected;
  };
  const authorizeProject: ReportKind<{ projectId: string }>['authorize'] = async (input) => {
    await service.authorizeProject(input);
  };

  const resumenProyecto: ReportKind<checklistRevisiones.ResumenProyectoParams> = {
    params: checklistRevisiones.ResumenProyectoParams,
    summary: true,
    authorize: authorizeProject,
    async run(job) {
      const now = new Date();
      const project = await service.activeProject(job.companyId, job.params.projectId);
      const company = await service.company(job.companyId);
      const data = await pdfs.resumen({ companyId: job.companyId, company, project, now });
      return { fileName: archivos.resumenProyecto(project.NombreProyecto, fechaArchivo(now)), contentType: PDF, data };
    },
  };

  const pdfListados: ReportKind<checklistRevisiones.PdfListadosParams> = {
    params: checklistRevisiones.PdfListadosParams,
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
            orden: job.params.orden,
            now,
            aborted: job.aborted,
          });
          await job.itemDone(index, { fileName: archivos.respuestas(par.listado.Nombre, fechaArchivo(now)), contentType: PDF, data });
        } catch (error) {
          if (error instanceof JobAborted) return null;
          await job.itemFailed(index, messageOf(error));
        }
      }
      return null;
    },
  };

  const excelListado: ReportKind<checklistRevisiones.ExcelListadoParams> = {
    params: checklistRevisiones.ExcelListadoParams,
    summary: false,
    async authorize(input) {
      const project = await service.authorizeProject(input);
      await service.listadoOf(input.companyId, project, input.params.revisionId, input.params.listadoId);
    },
    async run(job) {
      const now = new Date();
      const { projectId, revisionId, listadoId } = job.params;
      const project = await service.activeProject(job.companyId, projectId);
      const { listado } = await service.listadoOf(job.companyId, project, revisionId, listadoId);
      const filter = respuestasFilter(job.companyId, project._id, { revisionId, listadoId }, []);
      const data = books.respuestas({ companyId: job.companyId, filter, order: 'listado', now, aborted: job.aborted });
      return { fileName: archivos.excelListado(listado.Nombre, fechaHoraArchivo(now)), contentType: XLSX, data };
    },
  };

  const excelResumen: ReportKind<checklistRevisiones.ExcelResumenParams> = {
    params: checklistRevisiones.ExcelResumenParams,
    summary: false,
    authorize: authorizeProject,
    async run(job) {
      const now = new Date();
      const { projectId, ...filters } = job.params;
      const project = await service.activeProject(job.companyId, projectId);
      const excluded = filters.listadoId ? [] : await deletedListados(db, job.companyId, { projectId: new Types.ObjectId(projectId) });
      const filter = respuestasFilter(job.companyId, project._id, filters, excluded);
      const data = books.respuestas({ companyId: job.companyId, filter, order: 'recientes', now, aborted: job.aborted });
      return { fileName: archivos.excelResumen(project.NombreProyecto, fechaHoraArchivo(now)), contentType: XLSX, data };
    },
  };

  return { 'resumen-proyecto': resumenProyecto, 'pdf-listados': pdfListados, 'excel-listado': excelListado, 'excel-resumen': excelResumen } as const;
}
