import type { z } from 'zod';

import { estadisticasFamily } from '../review-family/estadisticas.ts';

/**
 * Observation statistics of a revision project (spec 001 §2 'Statistics', the review family's):
 * resolved = the observation has a Resuelta date; pending = every other one.
 */
export { EstadisticasNivel, estadisticasNiveles, EstadisticasQuery } from '../review-family/estadisticas.ts';

export const {
  EstadisticaGrupo,
  Estadisticas,
  estadisticas: projectEstadisticas,
} = estadisticasFamily('pendientes', 'Estadísticas de observaciones del proyecto, de una revisión (?revisionId) o de un listado (?revisionId&listadoId)');
export type EstadisticaGrupo = z.infer<typeof EstadisticaGrupo>;
export type Estadisticas = z.infer<typeof Estadisticas>;
