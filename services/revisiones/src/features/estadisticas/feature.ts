import type { Feature } from '../../shared/feature.ts';
import { estadisticasRepository } from './repository.ts';
import { estadisticasRoutes } from './routes.ts';
import { estadisticasService } from './service.ts';

/** Observation statistics of a project, revision or listado (spec 001 §2 'Statistics'); owns no collection. */
export const estadisticas: Feature = (app) => {
  estadisticasRoutes(app, estadisticasService(estadisticasRepository(app.db)));
};
