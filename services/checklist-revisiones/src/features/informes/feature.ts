import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { appPdfRenderer } from '@insp/module-service';
import { reviewReportTargets } from '@insp/module-service/review-reports';

import { collections } from '../../shared/collections.ts';
import type { Feature } from '../../shared/feature.ts';
import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { pdfDocuments } from './documents.ts';
import { informeKinds } from './kinds.ts';
import { informesRepository } from './repository.ts';
import { workbooks } from './workbooks.ts';

/**
 * The documents of checklist projects: report kinds of the platform's jobs (POST
 * /companies/:companyId/reports), no routes of their own. What they are of and who may have them is
 * the review family's (@insp/module-service/review-reports); the answers, their PDFs and workbooks
 * are this module's. One Chromium per service process, started by the first PDF and closed with the app.
 */
export const informes: Feature = (app, { context }) => {
  const renderer = appPdfRenderer(app, context.config);

  const targets = reviewReportTargets<ProyectoDoc, RevisionDoc, ListadoDoc>(app.db, context, { collections, messages: texts, pares: texts.informes });
  const repository = informesRepository(app.db);
  const pdfs = pdfDocuments({ files: context.files, targets, repository, renderer });
  const books = workbooks({ db: app.db, config: context.config, log: app.log });
  const kinds = informeKinds(app.db, targets, pdfs, books, app.log);
  context.reports.define('resumen-proyecto', kinds['resumen-proyecto']);
  context.reports.define('pdf-listados', kinds['pdf-listados']);
  context.reports.define('excel-listado', kinds['excel-listado']);
  context.reports.define('excel-resumen', kinds['excel-resumen']);
};
