import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { ProyectoParams } from './comunes.ts';

/**
 * Statistics of a checklist project (spec 001 §2 'Statistics', checklist): counts of observations
 * (answers) and resolved ones, by subcontract (pie and bar) and, at revision level, by listado.
 * resueltas = Estado 'Resuelto'; porResolver = Estado 'Por Resolver'; total = every answer (other
 * states such as 'Criterios Propietario' and none count only in total).
 */
export const EstadisticasQuery = z.strictObject({ revisionId: ObjectId.optional(), listadoId: ObjectId.optional() });
export type EstadisticasQuery = z.infer<typeof EstadisticasQuery>;

export const EstadisticasNivel = z.enum(['proyecto', 'revision', 'listado']);
export type EstadisticasNivel = z.infer<typeof EstadisticasNivel>;

const Conteo = { total: z.number().int().nonnegative(), resueltas: z.number().int().nonnegative(), porResolver: z.number().int().nonnegative() };

export const EstadisticaGrupo = z.object({ nombre: z.string(), ...Conteo });
export type EstadisticaGrupo = z.infer<typeof EstadisticaGrupo>;

export const Estadisticas = z.object({
  nivel: EstadisticasNivel,
  niveles: z.object({ proyecto: z.string(), revision: z.string().nullable(), listado: z.string().nullable() }),
  ...Conteo,
  /** By subcontract name, largest first, then by name. */
  porSubcontrato: z.array(EstadisticaGrupo),
  /** By listado (revision level only; empty otherwise). */
  porListado: z.array(EstadisticaGrupo.extend({ id: ObjectId })),
});
export type Estadisticas = z.infer<typeof Estadisticas>;

export const estadisticasProyecto = endpoint({
  method: 'GET',
  path: '/companies/:companyId/projects/:projectId/estadisticas',
  summary: 'Estadísticas del proyecto, de una revisión (?revisionId) o de un listado (?revisionId&listadoId)',
  tags: ['estadisticas'],
  params: ProyectoParams,
  query: EstadisticasQuery,
  response: Estadisticas,
});
