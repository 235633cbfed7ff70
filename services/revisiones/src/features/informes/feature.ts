import { informes as texts, revisiones as revisionTexts } from '@insp/messages/revisiones';
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
 * The documents of revision projects (issue 6 §3 'Reports'): report kinds of the platform's jobs
 * (POST /companies/:companyId/reports), no routes of their own. What they are of and who may have
 * them is the review family's (@insp/module-service/review-reports); the observations, their PDFs
 * and workbooks are this module's. One Chromium per service process, started by the first PDF and
 * closed with the app.
 */
export const informes: Feature = (app, { context }) => {
  const renderer = appPdfRenderer(app, context.config);

  const targets = reviewReportTargets<ProyectoDoc, RevisionDoc, ListadoDoc>(app.db, context, { collections, messages: revisionTexts, pares: texts });
  const repository = informesRepository(app.db);
  const pdfs = pdfDocuments({ db: app.db, files: context.files, targets, renderer });
  const books = workbooks({ repository, config: context.config, log: app.log });
  const kinds = informeKinds(targets, pdfs, books, app.log);
  context.reports.define('pdf-proyecto', kinds['pdf-proyecto']);
  context.reports.define('resumen-listado', kinds['resumen-listado']);
  context.reports.define('pendientes-vs-resueltas', kinds['pendientes-vs-resueltas']);
  context.reports.define('excel-resumen', kinds['excel-resumen']);
  context.reports.define('excel-listado', kinds['excel-listado']);
};
