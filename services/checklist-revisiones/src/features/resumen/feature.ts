import type { ZodApp } from '@insp/service-kit';

import { resumenRepository } from './repository.ts';
import { resumenRoutes } from './routes.ts';
import { resumenService } from './service.ts';

/** The project-wide answers summary ('Observaciones' of a checklist project). */
export function resumen(app: ZodApp): void {
  resumenRoutes(app, resumenService(resumenRepository(app.db)));
}
