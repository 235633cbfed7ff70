import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import type { ReportRequestOf } from '../reports.ts';
import { informesFamily } from '../review-family/informes.ts';
import { rangeInOrder, rangeIssue, resumenFilterShape } from './resumen.ts';

/**
 * Documents of checklist projects, asked for with `POST /companies/:companyId/reports` `{kind, ...params}`
 * on the checklist-revisiones service (see ../reports.ts for states, progress and downloads).
 * - 'resumen-proyecto' (generateProjectSummary): one PDF of resolved / pending per revision and listado; a summary (one at a time, 409).
 * - 'pdf-listados' ('Generar PDF proyecto', and a listado's 'Solicitar informe' with its one pair and `orden`): one PDF per chosen
 *   revision/list pair, Respuestas_{list name}_{dd-MM-yyyy}.pdf, progress per item; answers grouped by recinto (default) or subcontrato.
 * - 'excel-listado': the answers of one listado as xlsx.
 * - 'excel-resumen' ('Generar Excel' of the summary): every row the summary's filters select.
 * 'resumen-proyecto' and 'pdf-listados' are summaries: one at a time per user (409 'Un documento ya se está generando…').
 */
export const informeKinds = ['resumen-proyecto', 'pdf-listados', 'excel-listado', 'excel-resumen'] as const;
export type InformeKind = (typeof informeKinds)[number];

export { MAX_PARES_PDF } from '../review-family/informes.ts';

const { projectId, revisionId, listadoId, ParInforme, pares, OrdenInforme } = informesFamily({
  proyectoRequerido: texts.proyectos.errors.noSeHaSeleccionado,
  revisionRequerida: texts.revisiones.errors.noSeHaSeleccionado,
  params: texts.informes.params,
});

export { ParInforme };
export type ParInforme = z.infer<typeof ParInforme>;

export const ResumenProyectoParams = z.strictObject({ projectId });
export type ResumenProyectoParams = z.infer<typeof ResumenProyectoParams>;

/** 'Ordenar por:' of 'Solicitar informe': 'Por subcontrato' or 'Por recinto' (the spec's generatePdf orderRecinto). */
export { ordenesInforme } from '../orden-informe.ts';
export { OrdenInforme };
export type OrdenInforme = z.infer<typeof OrdenInforme>;

export const PdfListadosParams = z.strictObject({
  projectId,
  /** How each PDF groups the list's answers; 'Generar PDF proyecto' sends none (by recinto). */
  orden: OrdenInforme.default('recinto'),
  items: pares,
});
export type PdfListadosParams = z.infer<typeof PdfListadosParams>;

export const ExcelListadoParams = z.strictObject({ projectId, revisionId, listadoId });
export type ExcelListadoParams = z.infer<typeof ExcelListadoParams>;

export const ExcelResumenParams = z.strictObject({ projectId, ...resumenFilterShape }).refine(rangeInOrder, rangeIssue);
export type ExcelResumenParams = z.infer<typeof ExcelResumenParams>;

export const informeParams = {
  'resumen-proyecto': ResumenProyectoParams,
  'pdf-listados': PdfListadosParams,
  'excel-listado': ExcelListadoParams,
  'excel-resumen': ExcelResumenParams,
} as const satisfies Record<InformeKind, z.ZodType>;

/** The body of POST /companies/:companyId/reports for a checklist document, as a remote sends it. */
export type InformeRequest = ReportRequestOf<typeof informeParams>;
