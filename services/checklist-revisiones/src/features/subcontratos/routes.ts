import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { itemRoutes } from '@insp/module-service/hierarchy';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { recintoScopeOf, subcontratoScopeOf } from '../../shared/hierarchy.ts';
import type { SubcontratosService } from './service.ts';

const endpoints = checklistRevisiones.subcontratosEndpoints;
const MODULE = spec.module;

/** Only the director and the platform administrator see the subcontratos navigation (§2, §6). */
export function subcontratosRoutes(app: ZodApp, service: SubcontratosService): void {
  const gate = access.managers(MODULE);
  const recinto = { scope: 'recintoScope', of: recintoScopeOf };

  route(app, endpoints.list, gate, ({ query }, request) => service.page(recintoScopeOf(request), query), { config: { scope: recinto.scope } });
  itemRoutes(app, endpoints, { read: gate, write: gate }, recinto, { scope: 'subcontratoScope', of: subcontratoScopeOf }, service);
}
