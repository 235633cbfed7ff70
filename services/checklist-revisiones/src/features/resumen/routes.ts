import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { projectScopeOf } from '../../shared/hierarchy.ts';
import type { ResumenService } from './service.ts';

export function resumenRoutes(app: ZodApp, service: ResumenService): void {
  route(app, checklistRevisiones.resumenProyecto, access.signedIn(spec.module), ({ query }, request) => service.page(projectScopeOf(request), query), {
    config: { scope: 'projectScope' },
  });
  route(app, checklistRevisiones.resumenOpciones, access.signedIn(spec.module), (_input, request) => service.opciones(projectScopeOf(request)), {
    config: { scope: 'projectScope' },
  });
}
