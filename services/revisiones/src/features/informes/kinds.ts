import { ExcelListadoParams, ExcelResumenParams, PdfProyectoParams, PendientesVsResueltasParams, ResumenListadoParams } from '@insp/contracts';
import { informes as texts } from '@insp/messages/revisiones';
import type { JobRun, ReportKind } from '@insp/module-service';
import { listadoDocumentKind, listadoPdfsKind, projectPdfKind, type ReviewReportTargets } from '@insp/module-service/review-reports';
import { fechaArchivo, fechaHoraArchivo } from '@insp/reports';
import type { FastifyBaseLogger } from 'fastify';

import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import type { PdfDocuments } from './documents.ts';
import type { WorkbookInput, Workbooks } from './workbooks.ts';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The report kinds of revision projects (issue 6 §3 'Reports'), registered with
 * `context.reports.define`. Every kind checks at POST that the caller may see the project (and
 * list), and again when it runs.
 */
export function informeKinds(targets: ReviewReportTargets<ProyectoDoc, RevisionDoc, ListadoDoc>, pdfs: PdfDocuments, books: Workbooks, log: FastifyBaseLogger) {
  const authorizeProject: ReportKind<{ projectId: string }>['authorize'] = async (input) => {
    await targets.authorizeProject(input);
  };

  /** 'Generar PDF proyecto': a list's observations by Numero, one PDF per chosen pair. */
  const pdfProyecto = listadoPdfsKind({
    params: PdfProyectoParams,
    targets,
    log,
    pdf: pdfs.listado,
    fileName: (listado, now) => texts.archivos.respuestas(listado.Nombre, fechaArchivo(now)),
  });

  /** 'Solicitar informe' of a list: its observations grouped by subcontrato or recinto. */
  const resumenListado = listadoDocumentKind({
    params: ResumenListadoParams,
    targets,
    summary: true,
    async run(job, target, now) {
      const company = await targets.company(job.companyId);
      const data = await pdfs.listado({ ...target, companyId: job.companyId, company, orden: job.params.orden, now, aborted: job.aborted });
      return { fileName: texts.archivos.resumenListado(target.listado.Nombre, fechaArchivo(now)), contentType: PDF, data };
    },
  });

  const pendientesVsResueltas = projectPdfKind({
    params: PendientesVsResueltasParams,
    targets,
    pdf: pdfs.pendientes,
    fileName: (project, now) => texts.archivos.pendientesVsResueltas(project.NombreProyecto, fechaArchivo(now)),
  });

  /** The observations the params' scope and the screen's filters select, as a workbook in `order`. */
  const workbook = (job: JobRun<ExcelResumenParams> | JobRun<ExcelListadoParams>, project: ProyectoDoc, order: WorkbookInput['order'], now: Date) => {
    const { projectId, revisionId, listadoId, ...filters } = job.params;
    return books.observaciones({ companyId: job.companyId, project, scope: { projectId, revisionId, listadoId }, filters, order, now, aborted: job.aborted });
  };

  const excelResumen: ReportKind<ExcelResumenParams> = {
    params: ExcelResumenParams,
    summary: false,
    authorize: authorizeProject,
    async run(job) {
      const now = new Date();
      const project = await targets.activeProject(job.companyId, job.params.projectId);
      const data = workbook(job, project, 'recientes', now);
      return { fileName: texts.archivos.excelResumen(project.NombreProyecto, fechaHoraArchivo(now)), contentType: XLSX, data };
    },
  };

  /** A list's Excel with the list screen's filters: the file holds exactly the rows the screen selects. */
  const excelListado = listadoDocumentKind({
    params: ExcelListadoParams,
    targets,
    summary: false,
    run: async (job, { project, listado }, now) => ({
      fileName: texts.archivos.excelListado(listado.Nombre, fechaHoraArchivo(now)),
      contentType: XLSX,
      data: workbook(job, project, 'numero', now),
    }),
  });

  return {
    'pdf-proyecto': pdfProyecto,
    'resumen-listado': resumenListado,
    'pendientes-vs-resueltas': pendientesVsResueltas,
    'excel-resumen': excelResumen,
    'excel-listado': excelListado,
  };
}
