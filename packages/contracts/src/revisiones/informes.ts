import { informes as texts, revisiones as revisionTexts } from '@insp/messages/revisiones';
import { z } from 'zod';

import { rangeInOrder } from '../date-range.ts';
import type { ReportRequestOf } from '../reports.ts';
import { informesFamily } from '../review-family/informes.ts';
import { observacionFilterShape, observacionRangeIssue, ObservacionResumenQuery } from './observaciones.ts';

/**
 * The documents of revision projects (spec 001 §7 'HTTP calls', generated on the server as report
 * jobs: `POST /companies/:companyId/reports` with `{kind, ...params}`, see ../reports.ts). Each kind's
 * params are a strict object validated by the service with these same schemas, so the remote's
 * dialogs and the service agree; every kind names its project.
 */
export const informeKinds = ['pdf-proyecto', 'resumen-listado', 'pendientes-vs-resueltas', 'excel-resumen', 'excel-listado'] as const;
export type InformeKind = (typeof informeKinds)[number];

export { MAX_PARES_PDF } from '../review-family/informes.ts';

const { projectId, revisionId, listadoId, ParInforme, pares, OrdenInforme } = informesFamily({
  proyectoRequerido: revisionTexts.proyectos.errors.noSeHaSeleccionado,
  revisionRequerida: revisionTexts.revisiones.errors.noSeHaSeleccionado,
  params: texts.params,
});

/** One chosen revision/list pair of 'Generar PDF proyecto'. */
export { ParInforme };
export type ParInforme = z.infer<typeof ParInforme>;

/** 'pdf-proyecto': one PDF per pair (Respuestas_{list name}_{dd-MM-yyyy}.pdf), progress per pair. */
export const PdfProyectoParams = z.strictObject({ projectId, items: pares });
export type PdfProyectoParams = z.infer<typeof PdfProyectoParams>;

/** 'Solicitar informe' of a list: 'Por subcontrato' or 'Por recinto'. */
export { ordenesInforme } from '../orden-informe.ts';
export { OrdenInforme };
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
export type InformeRequest = ReportRequestOf<typeof informeParams>;
