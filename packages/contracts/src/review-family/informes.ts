import { z } from 'zod';

import { ordenInformeSchema } from '../orden-informe.ts';
import { reportParamId } from '../reports.ts';

/**
 * The pieces of the documents both review modules produce (report jobs, see ../reports.ts): the
 * project, revision and listado a kind names, the revision/list pairs of 'Generar PDF proyecto' and
 * the order of 'Solicitar informe', each refused with the module's own texts.
 */

/** 'Generar PDF proyecto': at most this many revision/list pairs (§9 'selection capped at 10'). */
export const MAX_PARES_PDF = 10;

export interface InformesFamilyTexts {
  proyectoRequerido: string;
  revisionRequerida: string;
  params: { listadoRequerido: string; paresRequeridos: string; paresMaximo: (max: number) => string; ordenRequerido: string };
}

export function informesFamily(texts: InformesFamilyTexts) {
  const projectId = reportParamId(texts.proyectoRequerido);
  const revisionId = reportParamId(texts.revisionRequerida);
  const listadoId = reportParamId(texts.params.listadoRequerido);
  /** One chosen revision/list pair of 'Generar PDF proyecto'. */
  const ParInforme = z.strictObject({ revisionId, listadoId });
  const pares = z
    .array(ParInforme, { error: texts.params.paresRequeridos })
    .min(1, texts.params.paresRequeridos)
    .max(MAX_PARES_PDF, texts.params.paresMaximo(MAX_PARES_PDF));
  /** 'Ordenar por:' of 'Solicitar informe': 'Por subcontrato' or 'Por recinto'. */
  const OrdenInforme = ordenInformeSchema(texts.params.ordenRequerido);
  return { projectId, revisionId, listadoId, ParInforme, pares, OrdenInforme };
}
