import type { z } from 'zod';

import { estadisticasFamily } from '../review-family/estadisticas.ts';

/**
 * Statistics of a checklist project (spec 001 §2 'Statistics', checklist; the review family's):
 * counts of observations (answers) and resolved ones, by subcontract (pie and bar) and, at revision
 * level, by listado. resueltas = Estado 'Resuelto'; porResolver = Estado 'Por Resolver'; total =
 * every answer (other states such as 'Criterios Propietario' and none count only in total).
 */
export { EstadisticasNivel, EstadisticasQuery } from '../review-family/estadisticas.ts';

export const {
  EstadisticaGrupo,
  Estadisticas,
  estadisticas: estadisticasProyecto,
} = estadisticasFamily('porResolver', 'Estadísticas del proyecto, de una revisión (?revisionId) o de un listado (?revisionId&listadoId)');
export type EstadisticaGrupo = z.infer<typeof EstadisticaGrupo>;
export type Estadisticas = z.infer<typeof Estadisticas>;
