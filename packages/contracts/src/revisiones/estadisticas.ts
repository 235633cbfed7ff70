import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { ProyectoParams } from './comunes.ts';

/**
 * Observation statistics of a revision project (spec 001 §2 'Statistics'; levels 1 project,
 * 2 revision, 3 listado): totals, resolved and pending, by subcontract and (revision level) by
 * listado. Resolved = the observation has a Resuelta date; pending = every other one.
 */
/** revisionId alone = revision level; revisionId + listadoId = listado level; none = project level. */
export const EstadisticasQuery = z.strictObject({ revisionId: ObjectId.optional(), listadoId: ObjectId.optional() });
export type EstadisticasQuery = z.infer<typeof EstadisticasQuery>;

export const estadisticasNiveles = ['proyecto', 'revision', 'listado'] as const;
export const EstadisticasNivel = z.enum(estadisticasNiveles);

const Conteo = { total: z.number().int().nonnegative(), resueltas: z.number().int().nonnegative(), pendientes: z.number().int().nonnegative() };

export const EstadisticaGrupo = z.object({ nombre: z.string(), ...Conteo });
export type EstadisticaGrupo = z.infer<typeof EstadisticaGrupo>;

export const Estadisticas = z.object({
  nivel: EstadisticasNivel,
  /** Names for the breadcrumb and the title (revision/listado only at their levels). */
  niveles: z.object({ proyecto: z.string(), revision: z.string().nullable(), listado: z.string().nullable() }),
  ...Conteo,
  /** By Subcontrato, largest first, then by name. */
  porSubcontrato: z.array(EstadisticaGrupo),
  /** By listado (revision level only; empty otherwise), largest first, then by name. */
  porListado: z.array(EstadisticaGrupo.extend({ id: ObjectId })),
});
export type Estadisticas = z.infer<typeof Estadisticas>;

export const projectEstadisticas = endpoint({
  method: 'GET',
  path: '/companies/:companyId/projects/:projectId/estadisticas',
  summary: 'Estadísticas de observaciones del proyecto, de una revisión (?revisionId) o de un listado (?revisionId&listadoId)',
  tags: ['estadisticas'],
  params: ProyectoParams,
  query: EstadisticasQuery,
  response: Estadisticas,
});
