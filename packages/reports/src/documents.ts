import { PassThrough, type Readable } from 'node:stream';

import { reports as reportTexts } from '@insp/messages';

import { createPdfRenderer, type PdfImageFiles, type PdfRenderer, type PdfRendererOptions } from './pdf.ts';
import { baseLayout, compileTemplate, formatFecha, formatFechaHoraCorta } from './templates.ts';

/*
 * What the modules' documents share (revisiones, checklist-revisiones and neo): the service's one
 * Chromium, a document rendered from a template, the header every document opens with, file-name
 * dates, the stop of a job taken away, and a file streamed while it is written. What a document
 * shows (its sections, columns and texts) stays with the module.
 */

/** Stopped because the job is no longer ours: nobody will read the document. */
export class JobAborted extends Error {}

/** A label and its value, as the documents' tables show them. */
export interface Campo {
  etiqueta: string;
  valor: string;
}

/** A photo of the document (an URL of its DocumentImages), or the text shown where it could not be read. */
export interface FotoPdf {
  src: string | null;
  texto: string;
}

/** The value, or `fallback` when it is missing or blank. */
export const orDefault = (value: string | null | undefined, fallback: string): string => (value && value.trim() !== '' ? value : fallback);

/** 'dd-MM-yyyy' (Santiago) for file names. */
export const fechaArchivo = (now: Date): string => formatFecha(now).replaceAll('/', '-');
/** 'dd-MM-yyyy_HH-mm' (Santiago) for file names. */
export const fechaHoraArchivo = (now: Date): string => formatFechaHoraCorta(now).replaceAll('/', '-').replace(' ', '_').replace(':', '-');

/**
 * The top of every document: its title and company, the generation date, then the header rows.
 * Data: `titulo`, `empresa`, `fechaGeneracion` (a Campo), `cabecera` (Campo[]).
 */
export const DOCUMENT_HEADER = `
<div class="encabezado">
  <div class="titulo"><h1>{{titulo}}</h1><p>{{empresa}}</p></div>
  <div class="meta">{{fechaGeneracion.etiqueta}}<br>{{fechaGeneracion.valor}}</div>
</div>
<table class="datos">
  {{#each cabecera}}<tr><th>{{etiqueta}}</th><td>{{valor}}</td></tr>{{/each}}
</table>`;

/**
 * A service's one Chromium for its documents: started by the first PDF (`get()`), closed with the
 * app (`close()`, on the app's onClose); each launch is logged with the browser's version on `log`.
 */
export function lazyPdfRenderer(options: PdfRendererOptions & { log?: { info(details: object, message: string): void } }): {
  get(): PdfRenderer;
  close(): Promise<void>;
} {
  const { log, ...rendererOptions } = options;
  let renderer: PdfRenderer | null = null;
  return {
    get() {
      renderer ??= createPdfRenderer({
        ...rendererOptions,
        onLaunch: (browser) => {
          log?.info({ version: browser.version() }, 'chromium started for reports');
          rendererOptions.onLaunch?.(browser);
        },
      });
      return renderer;
    },
    async close() {
      await renderer?.close();
    },
  };
}

/** A document: the template with its data in the base layout, printed with the company's footer (PiePagina). */
export function renderDocument(
  renderer: PdfRenderer,
  input: { title: string; template: string; data: object; footerText: string; images?: PdfImageFiles },
): Promise<Buffer> {
  const { title, template, data, footerText, images } = input;
  const html = baseLayout(compileTemplate(template)(data), { title });
  return renderer.render({ html, footerText, title, images });
}

/** How often a running export looks whether its job was taken away (then nobody reads the stream). */
const ABORT_CHECK_MS = 1_000;

/**
 * A file written while it is read (a workbook, a zip): `write` fills the stream; when it fails, or
 * when `aborted()` turns true before the file is stored, the stream errors with the generic Spanish
 * message (the job's), and `onError` gets the cause (to log).
 */
export function streamedFile(write: (out: PassThrough) => Promise<unknown>, options: { aborted?: () => boolean; onError: (error: unknown) => void }): Readable {
  const out = new PassThrough();
  const { aborted } = options;
  const watch = aborted
    ? setInterval(() => {
        if (aborted()) out.destroy(new Error(reportTexts.unexpected));
      }, ABORT_CHECK_MS)
    : null;
  watch?.unref();
  write(out)
    .catch((error: unknown) => {
      options.onError(error);
      // The job's message is ours, in Spanish; the cause is in the log.
      if (!out.destroyed) out.destroy(new Error(reportTexts.unexpected));
    })
    .finally(() => {
      if (watch) clearInterval(watch);
    });
  return out;
}
