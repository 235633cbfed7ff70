import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { projectScopeOf } from '../../shared/hierarchy.ts';
import type { EstadisticasService } from './service.ts';

export function estadisticasRoutes(app: ZodApp, service: EstadisticasService): void {
  route(app, checklistRevisiones.estadisticasProyecto, access.signedIn(spec.module), ({ query }, request) => service.get(projectScopeOf(request), query), {
    config: { scope: 'projectScope' },
  });
}
