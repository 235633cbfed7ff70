export { createPdfRenderer, imageDataUri } from './pdf.ts';
export { PRINT_SIDE, printImageDataUri } from './images.ts';
export type { PdfInput, PdfRenderer, PdfRendererOptions } from './pdf.ts';
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
export { DATE_FORMAT, writeWorkbook } from './excel.ts';
export type { CellValue, ColumnSpec, HyperlinkValue, SheetSpec } from './excel.ts';
export { writeZip } from './zip.ts';
export type { ZipEntry } from './zip.ts';
export { mapLimit } from './concurrency.ts';
