import { proyectosEndpoints } from '@insp/contracts/checklist-revisiones';
import { proyectosRoutes as familyRoutes } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import type { ProyectosService } from './service.ts';

/** The review family's project routes (module-service's hierarchy) on this module's contract. */
export function proyectosRoutes(app: ZodApp, service: ProyectosService): void {
  familyRoutes(app, proyectosEndpoints, spec.module, service);
}
