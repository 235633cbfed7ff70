import { isApiError } from '@insp/mf-kit';

/** §2, §9: a failed load is tried again up to 4 times before the screen says there is no data. */
export const STATISTICS_RETRIES = 4;
export const STATISTICS_RETRY_MS = 300;

export type StatisticsLevel = 'proyecto' | 'revision' | 'listado';

/** Worth retrying: the network or the service failed, not the request (403/404 answer the same again). */
export const retryableStatisticsError = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** The query options of a statistics load (the retries of §2). */
export const statisticsRetry = {
  retry: (failures: number, error: unknown) => failures < STATISTICS_RETRIES && retryableStatisticsError(error),
  retryDelay: STATISTICS_RETRY_MS,
};

/** The level the route names: revision and listado = listado; revision alone = revision; none = project. */
export function statisticsLevel(revisionId: string | undefined, listadoId: string | undefined): StatisticsLevel {
  return revisionId && listadoId ? 'listado' : revisionId ? 'revision' : 'proyecto';
}

/** The statistics endpoint's query for the route's level (a listado only under its revision). */
export function statisticsQuery(revisionId: string | undefined, listadoId: string | undefined): { revisionId?: string; listadoId?: string } {
  return { ...(revisionId ? { revisionId } : {}), ...(revisionId && listadoId ? { listadoId } : {}) };
}

/** One group of the statistics (a subcontract or a listado): resolved and still pending of its total. */
export interface StatisticsGroup {
  nombre: string;
  total: number;
  resueltas: number;
  /** Not resolved: 'pendientes' of revision projects, 'Por Resolver' of checklist projects. */
  pendientes: number;
}

/** The figures the statistics screen shows, in the shape both modules' answers map to. */
export interface StatisticsData {
  nivel: StatisticsLevel;
  total: number;
  resueltas: number;
  pendientes: number;
  porSubcontrato: readonly StatisticsGroup[];
  porListado: readonly StatisticsGroup[];
}

/** The module's texts (its @insp/messages objects). */
export interface StatisticsLabels {
  title: string;
  cargando: string;
  sinDatos: Record<StatisticsLevel, string>;
  total: string;
  resueltas: string;
  pendientes: string;
  porcentaje: (nombre: string, pct: string) => string;
  distribucion: string;
  porSubcontrato: string;
  porListado: string;
}
