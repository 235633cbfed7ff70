import { listadosEndpoints } from '@insp/contracts';
import { listadosRoutes as familyRoutes } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import type { ListadosService } from './service.ts';

/** The review family's listado routes (module-service's hierarchy) on this module's contract: managers write; company users read their projects' listados. */
export function listadosRoutes(app: ZodApp, service: ListadosService): void {
  familyRoutes(app, listadosEndpoints, spec.module, service);
}
