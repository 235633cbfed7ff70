import { listadosEndpoints as endpoints } from '@insp/contracts/checklist-revisiones';
import { listadosRoutes as familyRoutes } from '@insp/module-service/hierarchy';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf } from '../../shared/feature.ts';
import { listadoScopeOf, tenantOf } from '../../shared/hierarchy.ts';
import type { ListadosService } from './service.ts';

const MODULE = spec.module;

/**
 * The review family's listado routes (module-service's hierarchy) on this module's contract, and the
 * checklist's own: managers write and assign checklists (§6); company users read their projects' listados.
 */
export function listadosRoutes(app: ZodApp, service: ListadosService): void {
  familyRoutes(app, endpoints, MODULE, service);
  route(
    app,
    endpoints.asignarChecklist,
    access.managers(MODULE),
    ({ body }, request) => service.asignarChecklist(listadoScopeOf(request), body, actorOf(request)),
    { config: { scope: 'listadoScope' } },
  );
  route(app, endpoints.checklistsDisponibles, access.managers(MODULE), (_input, request) => service.checklistsDisponibles(tenantOf(request)));
}
