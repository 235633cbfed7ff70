import { z } from 'zod';

import { estadisticasFamily } from '../review-family/estadisticas.ts';

/**
 * Observation statistics of a revision project (spec 001 §2 'Statistics', the review family's):
 * resolved = the observation has a Resuelta date; pending = every other one.
 */
export { EstadisticasNivel, estadisticasNiveles, EstadisticasQuery } from '../review-family/estadisticas.ts';

const family = estadisticasFamily(
  { total: z.number().int().nonnegative(), resueltas: z.number().int().nonnegative(), pendientes: z.number().int().nonnegative() },
  'Estadísticas de observaciones del proyecto, de una revisión (?revisionId) o de un listado (?revisionId&listadoId)',
);
export const { EstadisticaGrupo, Estadisticas } = family;
export type EstadisticaGrupo = z.infer<typeof EstadisticaGrupo>;
export type Estadisticas = z.infer<typeof Estadisticas>;
export const projectEstadisticas = family.estadisticas;
