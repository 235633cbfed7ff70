import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { EncabezadoOT, neoColecciones, TipoChecklistOT } from './comunes.ts';

/**
 * Report data of a NEO project (spec 002 §2 report screens, §9): deviation (rejected answers) by
 * checklist, by space, by parameter and by question, and the review goals. Every answer slot counts
 * once. Desviacion = round(Rechazadas*100/(Aprobadas+Rechazadas)), 0 when nothing was judged
 * ('No Aplica', 'Pendiente' and 'Bloqueado' are counted but do not judge). Company users may read
 * them for their projects.
 */

/** One row of a deviation report. */
export const NeoDesviacionFila = z.object({
  /** The checklist's or space's id, the parameter's value, or `categoria:pregunta`. */
  clave: z.string(),
  Nombre: z.string(),
  Aprobadas: z.number().int(),
  Rechazadas: z.number().int(),
  NoAplica: z.number().int(),
  Pendientes: z.number().int(),
  Bloqueadas: z.number().int(),
  Total: z.number().int(),
  Desviacion: z.number().int(),
});
export type NeoDesviacionFila = z.infer<typeof NeoDesviacionFila>;

const reporte = {
  encabezado: EncabezadoOT,
  items: z.array(NeoDesviacionFila),
  /** Every row summed. */
  total: NeoDesviacionFila,
};

const tipo = TipoChecklistOT.default('Obra Gruesa');

export const NeoDesviacionListasQuery = z.strictObject({ tipo });
export type NeoDesviacionListasQuery = z.infer<typeof NeoDesviacionListasQuery>;
/** 'Desviación por listas de chequeo': a row per checklist of the type, by name. */
export const NeoDesviacionListas = z.object({ tipo: TipoChecklistOT, ...reporte });
export type NeoDesviacionListas = z.infer<typeof NeoDesviacionListas>;

/** 'Desviación por espacio' (always Terminaciones): 'Espacio' and 'Filtrar por sector'. */
export const NeoDesviacionEspaciosQuery = z.strictObject({ espacioId: ObjectId.optional(), sector: z.string().trim().max(500).optional() });
export type NeoDesviacionEspaciosQuery = z.infer<typeof NeoDesviacionEspaciosQuery>;
export const NeoDesviacionEspacios = z.object({
  ...reporte,
  /** The selectors' options: the project's spaces and the company's sectors. */
  espacios: z.array(z.object({ id: ObjectId, Nombre: z.string() })),
  sectores: z.array(z.string()),
});
export type NeoDesviacionEspacios = z.infer<typeof NeoDesviacionEspacios>;

/**
 * Deviation by parameter: a row per value of the sheets' parameter — Obra Gruesa by Elemento;
 * Terminaciones by Recinto, Pasillo or Otro (per the sheet's mode), filtered by space and (Terminaciones
 * only: Obra Gruesa sheets have no sector, so the sector is ignored there) by sector.
 */
export const NeoDesviacionParametrosQuery = z.strictObject({ tipo, espacioId: ObjectId.optional(), sector: z.string().trim().max(500).optional() });
export type NeoDesviacionParametrosQuery = z.infer<typeof NeoDesviacionParametrosQuery>;
export const NeoDesviacionParametros = z.object({
  tipo: TipoChecklistOT,
  ...reporte,
  /** The selectors' options for the type: the spaces assigned to its checklists; the company's sectors (none for Obra Gruesa). */
  espacios: z.array(z.object({ id: ObjectId, Nombre: z.string() })),
  sectores: z.array(z.string()),
});
export type NeoDesviacionParametros = z.infer<typeof NeoDesviacionParametros>;

/** Deviation by question of one checklist ('Generar'): a row per question in the checklist's order. */
export const NeoDesviacionPreguntasQuery = z.strictObject({ checklistId: ObjectId });
export type NeoDesviacionPreguntasQuery = z.infer<typeof NeoDesviacionPreguntasQuery>;
export const NeoDesviacionPreguntas = z.object({
  checklist: z.object({ id: ObjectId, Nombre: z.string(), Tipo: TipoChecklistOT }),
  encabezado: EncabezadoOT,
  items: z.array(NeoDesviacionFila.extend({ Categoria: z.string(), Pregunta: z.string() })),
  total: NeoDesviacionFila,
});
export type NeoDesviacionPreguntas = z.infer<typeof NeoDesviacionPreguntas>;

/**
 * 'Metas de revisión' per checklist of the type: Real = round(completed*100/quantity), Meta =
 * MetaRevision, Pendiente = max(0, Meta - Real) (stacked on Real). ejeMaximo = ceil(1.15 x the
 * highest value) (0 when every value is 0).
 */
export const NeoMetasQuery = z.strictObject({ tipo });
export type NeoMetasQuery = z.infer<typeof NeoMetasQuery>;
export const NeoMeta = z.object({
  checklistId: ObjectId,
  Nombre: z.string(),
  Real: z.number().int(),
  Pendiente: z.number().int(),
  Meta: z.number().int(),
  Cantidad: z.number().int(),
  CantidadCompletada: z.number().int(),
});
export type NeoMeta = z.infer<typeof NeoMeta>;
export const NeoMetas = z.object({ tipo: TipoChecklistOT, encabezado: EncabezadoOT, items: z.array(NeoMeta), ejeMaximo: z.number().int() });
export type NeoMetas = z.infer<typeof NeoMetas>;

/** §9 chart constants. */
export const NEO_GRAFICO = { factorEje: 1.15, anchoCategoria: 0.8, anchoBarra: 0.9 } as const;

const routes = collectionRoutes({ tags: ['neo estadisticas'], ...neoColecciones.proyectos });

export const neoEstadisticasEndpoints = {
  desviacionListas: routes.read('desviacion/listas', 'Desviación por listas de chequeo', { query: NeoDesviacionListasQuery, response: NeoDesviacionListas }),
  desviacionEspacios: routes.read('desviacion/espacios', 'Desviación por espacio (Terminaciones; espacio y sector)', {
    query: NeoDesviacionEspaciosQuery,
    response: NeoDesviacionEspacios,
  }),
  desviacionParametros: routes.read('desviacion/parametros', 'Desviación por parámetro', {
    query: NeoDesviacionParametrosQuery,
    response: NeoDesviacionParametros,
  }),
  desviacionPreguntas: routes.read('desviacion/preguntas', 'Desviación por pregunta de un checklist', {
    query: NeoDesviacionPreguntasQuery,
    response: NeoDesviacionPreguntas,
  }),
  metas: routes.read('metas', 'Metas de revisión', { query: NeoMetasQuery, response: NeoMetas }),
} as const;
