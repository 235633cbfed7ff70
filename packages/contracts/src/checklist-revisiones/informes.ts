import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { ordenInformeSchema } from '../orden-informe.ts';
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

export const MAX_PARES_PDF = 10;

const id = (required: string) => z.string({ error: required }).regex(/^[a-f0-9]{24}$/, required);
const projectId = id(texts.proyectos.errors.noSeHaSeleccionado);
const revisionId = id(texts.revisiones.errors.noSeHaSeleccionado);
const listadoId = id(texts.informes.params.listadoRequerido);

export const ParInforme = z.strictObject({ revisionId, listadoId });
export type ParInforme = z.infer<typeof ParInforme>;

export const ResumenProyectoParams = z.strictObject({ projectId });
export type ResumenProyectoParams = z.infer<typeof ResumenProyectoParams>;

/** 'Ordenar por:' of 'Solicitar informe': 'Por subcontrato' or 'Por recinto' (the spec's generatePdf orderRecinto). */
export { ordenesInforme } from '../orden-informe.ts';
export const OrdenInforme = ordenInformeSchema(texts.informes.params.ordenRequerido);
export type OrdenInforme = z.infer<typeof OrdenInforme>;

export const PdfListadosParams = z.strictObject({
  projectId,
  /** How each PDF groups the list's answers; 'Generar PDF proyecto' sends none (by recinto). */
  orden: OrdenInforme.default('recinto'),
  items: z
    .array(ParInforme, { error: texts.informes.params.paresRequeridos })
    .min(1, texts.informes.params.paresRequeridos)
    .max(MAX_PARES_PDF, texts.informes.params.paresMaximo(MAX_PARES_PDF)),
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
export type InformeRequest = { [K in InformeKind]: { kind: K } & z.input<(typeof informeParams)[K]> }[InformeKind];
