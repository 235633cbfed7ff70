export { chromiumPath, HEADLESS_CHROMIUM_ARGS } from './chromium.ts';
export { mapLimit, readAhead } from './concurrency.ts';
export { DocumentImages, IMAGES_ORIGIN, withDocumentImages } from './document-images.ts';
export type { Campo, FotoPdf } from './documents.ts';
export { DOCUMENT_HEADER, fechaArchivo, fechaHoraArchivo, JobAborted, lazyPdfRenderer, orDefault, renderDocument, streamedFile } from './documents.ts';
export type { CellValue, ColumnSpec, HyperlinkValue, SheetSpec } from './excel.ts';
export { columnsOf, DATE_FORMAT, writeWorkbook } from './excel.ts';
export type { PrintImage, SourceImage } from './images.ts';
export { boxPixels, PHOTO_BOXES_MM, PRINT_DPI, PRINT_QUALITY, PRINT_SIDE, type PrintBox, printImage } from './images.ts';
export type { PdfImageFiles, PdfInput, PdfRenderer, PdfRendererOptions } from './pdf.ts';
export { createPdfRenderer, imageDataUri } from './pdf.ts';
export {
  BASE_CSS,
  baseLayout,
  compileTemplate,
  escapeHtml,
  formatFecha,
  formatFechaHora,
  formatFechaHoraCorta,
  formatPorcentaje,
  santiagoWallClock,
} from './templates.ts';
export type { Figures, RevisionTotals } from './totals.ts';
export { projectTotals, projectTotalsTemplate } from './totals.ts';
export type { ZipEntry } from './zip.ts';
export { writeZip } from './zip.ts';
