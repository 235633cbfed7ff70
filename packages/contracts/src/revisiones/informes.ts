import { informes as texts, revisiones as revisionTexts } from '@insp/messages/revisiones';
import { z } from 'zod';

import { rangeInOrder } from '../date-range.ts';
import { ordenInformeSchema } from '../orden-informe.ts';
import { observacionFilterShape, observacionRangeIssue, ObservacionResumenQuery } from './observaciones.ts';

/**
 * The documents of revision projects (spec 001 §7 'HTTP calls', generated on the server as report
 * jobs: `POST /companies/:companyId/reports` with `{kind, ...params}`, see ../reports.ts). Each kind's
 * params are a strict object validated by the service with these same schemas, so the remote's
 * dialogs and the service agree; every kind names its project.
 */
export const informeKinds = ['pdf-proyecto', 'resumen-listado', 'pendientes-vs-resueltas', 'excel-resumen', 'excel-listado'] as const;
export type InformeKind = (typeof informeKinds)[number];

/** 'Generar PDF proyecto': at most this many revision/list pairs (§9 'selection capped at 10'). */
export const MAX_PARES_PDF = 10;

const id = (required: string) => z.string({ error: required }).regex(/^[a-f0-9]{24}$/, required);
const projectId = id(revisionTexts.proyectos.errors.noSeHaSeleccionado);
const revisionId = id(revisionTexts.revisiones.errors.noSeHaSeleccionado);
const listadoId = id(texts.params.listadoRequerido);

/** One chosen revision/list pair of 'Generar PDF proyecto'. */
export const ParInforme = z.strictObject({ revisionId, listadoId });
export type ParInforme = z.infer<typeof ParInforme>;

/** 'pdf-proyecto': one PDF per pair (Respuestas_{list name}_{dd-MM-yyyy}.pdf), progress per pair. */
export const PdfProyectoParams = z.strictObject({
  projectId,
  items: z
    .array(ParInforme, { error: texts.params.paresRequeridos })
    .min(1, texts.params.paresRequeridos)
    .max(MAX_PARES_PDF, texts.params.paresMaximo(MAX_PARES_PDF)),
});
export type PdfProyectoParams = z.infer<typeof PdfProyectoParams>;

/** 'Solicitar informe' of a list: 'Por subcontrato' or 'Por recinto'. */
export { ordenesInforme } from '../orden-informe.ts';
export const OrdenInforme = ordenInformeSchema(texts.params.ordenRequerido);
export type OrdenInforme = z.infer<typeof OrdenInforme>;

/** 'resumen-listado': the list's observations grouped by subcontrato or recinto, in one PDF. */
export const ResumenListadoParams = z.strictObject({ projectId, revisionId, listadoId, orden: OrdenInforme });
export type ResumenListadoParams = z.infer<typeof ResumenListadoParams>;

/** 'pendientes-vs-resueltas': resolved and pending per revision and list of the project, in one PDF. */
export const PendientesVsResueltasParams = z.strictObject({ projectId });
export type PendientesVsResueltasParams = z.infer<typeof PendientesVsResueltasParams>;

const resumen = ObservacionResumenQuery.shape;

/**
 * 'excel-resumen' ('Generar Excel' of the project-wide summary): every row the summary's filters
 * select (not one page), with links to the photos. The filters are the summary endpoint's.
 */
export const ExcelResumenParams = z
  .strictObject({ projectId, ...observacionFilterShape, revisionId: resumen.revisionId, listadoId: resumen.listadoId })
  .refine(rangeInOrder, observacionRangeIssue);
export type ExcelResumenParams = z.infer<typeof ExcelResumenParams>;

/**
 * 'excel-listado' ('Generar Excel' of a list's observations): every row the list screen's filters
 * select (the list endpoint's filters, not one page), by N°, with the same columns.
 */
export const ExcelListadoParams = z.strictObject({ projectId, revisionId, listadoId, ...observacionFilterShape }).refine(rangeInOrder, observacionRangeIssue);
export type ExcelListadoParams = z.infer<typeof ExcelListadoParams>;

/** The schema of each kind. */
export const informeParams = {
  'pdf-proyecto': PdfProyectoParams,
  'resumen-listado': ResumenListadoParams,
  'pendientes-vs-resueltas': PendientesVsResueltasParams,
  'excel-resumen': ExcelResumenParams,
  'excel-listado': ExcelListadoParams,
} as const satisfies Record<InformeKind, z.ZodType>;

/** The body of `POST /companies/:companyId/reports` for a document of revision projects, as a remote sends it. */
export type InformeRequest = { [K in InformeKind]: { kind: K } & z.input<(typeof informeParams)[K]> }[InformeKind];
