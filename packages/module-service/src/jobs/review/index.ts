/*
 * The review family's reports core (revisiones, checklist-revisiones): what their documents are of,
 * who may have them, their header, and the jobs of a project's PDFs. Each module passes its
 * collections, texts and the rendering of its own documents (`@insp/module-service/review-reports`).
 */
export { type HeaderLabels, reviewDocumentHeader } from './header.ts';
export { type ListadoDocument, listadoDocumentKind, type ListadoPdfItem, listadoPdfsKind, projectPdfKind } from './kinds.ts';
export { type ParElegido, type ParResuelto, type ParTexts, type ReviewReportTargets, reviewReportTargets } from './targets.ts';
