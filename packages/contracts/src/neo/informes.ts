import { neo } from '@insp/messages/neo';
import { z } from 'zod';

import { reportParamId, type ReportRequestOf } from '../reports.ts';
import { TipoChecklistOT } from './comunes.ts';

/**
 * The documents of NEO projects (spec 002 §7 'reports-ot-*', generated on the server as report jobs:
 * `POST /companies/:companyId/reports` with `{kind, ...params}`, see ../reports.ts; follow with
 * getReport and download with downloadReport). Dates inside are dd/MM/yyyy HH:mm.
 *
 * - 'neo-resumen-fotografico': 'Resumen fotográfico' PDF of a sheet, 'Reporte Fotográfico.pdf'; each
 *   photo with its question, answer, reviewer and date, 'Esta fotografía aún no se ha subido.' where
 *   a photo is missing.
 * - 'neo-respuestas-firmas': 'Respuestas y firmas' PDF of a sheet, '{checklist}_{space}_{Numero}.pdf'.
 * - 'neo-respuestas-espacio': a zip of the 'Respuestas y firmas' PDFs of every sheet of an assigned
 *   space, '{space}_respuestas.zip'; a sheet that fails is skipped; the job fails (nothing to
 *   download) when none succeeded.
 * - 'neo-resumen-respuestas': 'Resumen de respuestas' Excel of a project and checklist type (every
 *   answer, reviewer, signature signer and time, photo links), a summary document (one at a time
 *   per user: 409 'Un documento ya se está generando. Espera un minuto, por favor.').
 */
export const neoDocumentKinds = ['neo-resumen-fotografico', 'neo-respuestas-firmas', 'neo-respuestas-espacio', 'neo-resumen-respuestas'] as const;
export type NeoDocumentKind = (typeof neoDocumentKinds)[number];

const t = neo.informes.params;

const projectId = reportParamId(t.proyectoRequerido);
const checklistId = reportParamId(t.checklistRequerido);
const asignadoId = reportParamId(t.espacioRequerido);
const hojaId = reportParamId(t.hojaRequerida);

export const NeoHojaDocumentParams = z.strictObject({ projectId, checklistId, asignadoId, hojaId });
export type NeoHojaDocumentParams = z.infer<typeof NeoHojaDocumentParams>;
export const NeoEspacioDocumentParams = z.strictObject({ projectId, checklistId, asignadoId });
export type NeoEspacioDocumentParams = z.infer<typeof NeoEspacioDocumentParams>;
export const NeoResumenRespuestasParams = z.strictObject({ projectId, tipo: z.enum(TipoChecklistOT.options, { error: t.tipoRequerido }) });
export type NeoResumenRespuestasParams = z.infer<typeof NeoResumenRespuestasParams>;

export const neoDocumentParams = {
  'neo-resumen-fotografico': NeoHojaDocumentParams,
  'neo-respuestas-firmas': NeoHojaDocumentParams,
  'neo-respuestas-espacio': NeoEspacioDocumentParams,
  'neo-resumen-respuestas': NeoResumenRespuestasParams,
} as const satisfies Record<NeoDocumentKind, z.ZodType>;

/** The body of `POST /companies/:companyId/reports` for a NEO document, as a remote sends it. */
export type NeoDocumentRequest = ReportRequestOf<typeof neoDocumentParams>;
