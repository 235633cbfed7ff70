import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { ReportKind } from '@insp/module-service';
import { listadoDocumentKind, listadoPdfsKind, projectPdfKind, type ReviewReportTargets } from '@insp/module-service/review-reports';
import { fechaArchivo, fechaHoraArchivo } from '@insp/reports';
import type { FastifyBaseLogger } from 'fastify';
import { type Connection, Types } from 'mongoose';

import { deletedListados } from '../../shared/avance.ts';
import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { respuestasFilter } from '../../shared/respuestas.ts';
import type { PdfDocuments } from './documents.ts';
import type { Workbooks } from './workbooks.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const archivos = texts.informes.archivos;

/**
 * The report kinds of checklist projects, registered with `context.reports.define`. Every kind
 * checks at POST that the caller may see the project (and list), and again when it runs.
 */
export function informeKinds(
  db: Connection,
  targets: ReviewReportTargets<ProyectoDoc, RevisionDoc, ListadoDoc>,
  pdfs: PdfDocuments,
  books: Workbooks,
  log: FastifyBaseLogger,
) {
  const authorizeProject: ReportKind<{ projectId: string }>['authorize'] = async (input) => {
    await targets.authorizeProject(input);
  };

  const resumenProyecto = projectPdfKind({
    params: checklistRevisiones.ResumenProyectoParams,
    targets,
    pdf: pdfs.resumen,
    fileName: (project, now) => archivos.resumenProyecto(project.NombreProyecto, fechaArchivo(now)),
  });

  /** 'Generar PDF proyecto': a list's answers in the chosen order, one PDF per chosen pair. */
  const pdfListados = listadoPdfsKind({
    params: checklistRevisiones.PdfListadosParams,
    targets,
    log,
    pdf: (item) => pdfs.listado({ ...item, orden: item.params.orden }),
    fileName: (listado, now) => archivos.respuestas(listado.Nombre, fechaArchivo(now)),
  });

  const excelListado = listadoDocumentKind({
    params: checklistRevisiones.ExcelListadoParams,
    targets,
    summary: false,
    async run(job, { project, listado }, now) {
      const { revisionId, listadoId } = job.params;
      const filter = respuestasFilter(job.companyId, project._id, { revisionId, listadoId }, []);
      const data = books.respuestas({ companyId: job.companyId, filter, order: 'listado', now, aborted: job.aborted });
      return { fileName: archivos.excelListado(listado.Nombre, fechaHoraArchivo(now)), contentType: XLSX, data };
    },
  });

  const excelResumen: ReportKind<checklistRevisiones.ExcelResumenParams> = {
    params: checklistRevisiones.ExcelResumenParams,
    summary: false,
    authorize: authorizeProject,
    async run(job) {
      const now = new Date();
      const { projectId, ...filters } = job.params;
      const project = await targets.activeProject(job.companyId, projectId);
      const excluded = filters.listadoId ? [] : await deletedListados(db, job.companyId, { projectId: new Types.ObjectId(projectId) });
      const filter = respuestasFilter(job.companyId, project._id, filters, excluded);
      const data = books.respuestas({ companyId: job.companyId, filter, order: 'recientes', now, aborted: job.aborted });
      return { fileName: archivos.excelResumen(project.NombreProyecto, fechaHoraArchivo(now)), contentType: XLSX, data };
    },
  };

  return { 'resumen-proyecto': resumenProyecto, 'pdf-listados': pdfListados, 'excel-listado': excelListado, 'excel-resumen': excelResumen } as const;
}
