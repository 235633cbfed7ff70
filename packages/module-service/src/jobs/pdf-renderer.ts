import { lazyPdfRenderer, type PdfRenderer } from '@insp/reports';
import type { ServiceConfig, ZodApp } from '@insp/service-kit';
import { z } from 'zod';

/** The environment variables of a module service that lays out PDFs (validated with the common ones by loadConfig). */
export const pdfConfigExtension = z.object({
  /** Chromium for the PDF documents. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** PDFs laid out at the same time (each one is a browser page, i.e. memory); the rest wait. */
  PDF_PAGES: z.coerce.number().int().positive().default(2),
});
export type PdfExtra = z.output<typeof pdfConfigExtension>;

/**
 * The service's PDF variables, or undefined when the config was built without an environment
 * (tests): then the renderer keeps its own defaults.
 */
export function pdfExtra(config: ServiceConfig): PdfExtra | undefined {
  return config.extra ? pdfConfigExtension.parse(config.extra) : undefined;
}

/** The service's PDF renderer: one Chromium per process, started by the first PDF and closed with the app. */
export function appPdfRenderer(app: Pick<ZodApp, 'addHook' | 'log'>, config: ServiceConfig): () => PdfRenderer {
  const extra = pdfExtra(config);
  const renderer = lazyPdfRenderer({ ...(extra && { executablePath: extra.CHROMIUM_PATH, maxPages: extra.PDF_PAGES }), log: app.log });
  app.addHook('onClose', renderer.close);
  return renderer.get;
}
