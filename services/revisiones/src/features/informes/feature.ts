import { createPdfRenderer, type PdfRenderer } from '@insp/reports';

import { revisionesExtra } from '../../module.ts';
import type { Feature } from '../../shared/feature.ts';
import { pdfDocuments } from './documents.ts';
import { informeKinds } from './kinds.ts';
import { informesRepository } from './repository.ts';
import { informesService } from './service.ts';
import { workbooks } from './workbooks.ts';

/**
 * The documents of revision projects (issue 6 §3 'Reports'): report kinds of the platform's jobs
 * (POST /companies/:companyId/reports), no routes of their own. One Chromium per service process,
 * started by the first PDF and closed with the app.
 */
export const informes: Feature = (app, { context }) => {
  const extra = revisionesExtra(context.config);
  let renderer: PdfRenderer | null = null;
  const pdfRenderer = (): PdfRenderer => {
    renderer ??= createPdfRenderer({
      ...(extra && { executablePath: extra.CHROMIUM_PATH, maxPages: extra.PDF_PAGES }),
      onLaunch: (browser) => app.log.info({ version: browser.version() }, 'chromium started for reports'),
    });
    return renderer;
  };
  app.addHook('onClose', async () => {
    await renderer?.close();
  });

  const repository = informesRepository(app.db);
  const service = informesService(context, repository);
  const pdfs = pdfDocuments({ db: app.db, files: context.files, repository, renderer: pdfRenderer });
  const books = workbooks({ repository, config: context.config, log: app.log });
  const kinds = informeKinds(service, pdfs, books, app.log);

  context.reports.define('pdf-proyecto', kinds['pdf-proyecto']);
  context.reports.define('resumen-listado', kinds['resumen-listado']);
  context.reports.define('pendientes-vs-resueltas', kinds['pendientes-vs-resueltas']);
  context.reports.define('excel-resumen', kinds['excel-resumen']);
  context.reports.define('excel-listado', kinds['excel-listado']);
};
