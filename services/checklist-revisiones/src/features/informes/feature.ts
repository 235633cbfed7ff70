import { createPdfRenderer, type PdfRenderer } from '@insp/reports';

import { checklistExtra } from '../../module.ts';
import type { Feature } from '../../shared/feature.ts';
import { pdfDocuments } from './documents.ts';
import { informeKinds } from './kinds.ts';
import { informesRepository } from './repository.ts';
import { informesService } from './service.ts';
import { workbooks } from './workbooks.ts';

/**
 * The documents of checklist projects: report kinds of the platform's jobs (POST
 * /companies/:companyId/reports), no routes of their own. One Chromium per service process, started
 * by the first PDF and closed with the app.
 */
export const informes: Feature = (app, { context }) => {
  const extra = checklistExtra(context.config);
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
  const pdfs = pdfDocuments({ files: context.files, repository, renderer: pdfRenderer });
  const books = workbooks({ db: app.db, config: context.config, log: app.log });
  const kinds = informeKinds(app.db, service, pdfs, books, app.log);
  context.reports.define('resumen-proyecto', kinds['resumen-proyecto']);
  context.reports.define('pdf-listados', kinds['pdf-listados']);
  context.reports.define('excel-listado', kinds['excel-listado']);
  context.reports.define('excel-resumen', kinds['excel-resumen']);
};
