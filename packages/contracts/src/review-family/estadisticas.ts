import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { familiaColecciones } from './comunes.ts';

/**
 * The statistics of a review project (spec 001 §2 'Statistics'; levels 1 project, 2 revision,
 * 3 listado): totals and their split, by subcontract and (revision level) by listado. Each module
 * names its split (`conteo`) and says what counts as resolved.
 */

/** revisionId alone = revision level; revisionId + listadoId = listado level; none = project level. */
export const EstadisticasQuery = z.strictObject({ revisionId: ObjectId.optional(), listadoId: ObjectId.optional() });
export type EstadisticasQuery = z.infer<typeof EstadisticasQuery>;

export const estadisticasNiveles = ['proyecto', 'revision', 'listado'] as const;
export const EstadisticasNivel = z.enum(estadisticasNiveles);
export type EstadisticasNivel = z.infer<typeof EstadisticasNivel>;

const cuenta = z.number().int().nonnegative();

/**
 * `pendiente` names the module's count of what is not resolved ('pendientes', 'porResolver'); the
 * counts are total, resueltas and that one, overall and by group.
 */
export function estadisticasFamily<Pendiente extends string>(pendiente: Pendiente, summary: string) {
  const conteo = { total: cuenta, resueltas: cuenta, [pendiente]: cuenta } as { total: typeof cuenta; resueltas: typeof cuenta } & Record<
    Pendiente,
    typeof cuenta
  >;
  const EstadisticaGrupo = z.object({ nombre: z.string(), ...conteo });
  const Estadisticas = z.object({
    nivel: EstadisticasNivel,
    /** Names for the breadcrumb and the title (revision/listado only at their levels). */
    niveles: z.object({ proyecto: z.string(), revision: z.string().nullable(), listado: z.string().nullable() }),
    ...conteo,
    /** By Subcontrato, largest first, then by name. */
    porSubcontrato: z.array(EstadisticaGrupo),
    /** By listado (revision level only; empty otherwise), largest first, then by name. */
    porListado: z.array(EstadisticaGrupo.extend({ id: ObjectId })),
  });
  const estadisticas = collectionRoutes({ tags: ['estadisticas'], ...familiaColecciones.proyectos }).read('estadisticas', summary, {
    query: EstadisticasQuery,
    response: Estadisticas,
  });
  return { EstadisticaGrupo, Estadisticas, estadisticas };
}
