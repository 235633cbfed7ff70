/*
 * The review family's reports core (revisiones, checklist-revisiones): what their documents are of,
 * who may have them, and the per-pair PDFs job. Each module passes its collections, texts and the
 * rendering of its own documents (`@insp/module-service/review-reports`).
 */
export { type ListadoPdfItem, listadoPdfsKind } from './pdf-items.ts';
export { type ParElegido, type ParResuelto, type ParTexts, type ReviewReportTargets,reviewReportTargets } from './targets.ts';
