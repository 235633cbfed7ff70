import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { itemRoutes } from '@insp/module-service/hierarchy';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import type { FeatureDeps } from '../../shared/feature.ts';
import { recintoScopeOf, subcontratoScopeOf } from '../../shared/hierarchy.ts';
import type { SubcontratosService } from './service.ts';

const endpoints = checklistRevisiones.subcontratosEndpoints;
const MODULE = spec.module;

/** Only the director and the platform administrator see the subcontratos navigation (§2, §6). */
export function subcontratosRoutes(app: ZodApp, service: SubcontratosService, { scopes }: FeatureDeps): void {
  const gate = access.managers(MODULE);
  const recinto = { preHandler: scopes.recintoScope, of: recintoScopeOf };

  route(app, endpoints.list, gate, ({ query }, request) => service.page(recintoScopeOf(request), query), { preHandler: recinto.preHandler });
  itemRoutes(app, endpoints, { read: gate, write: gate }, recinto, { preHandler: scopes.subcontratoScope, of: subcontratoScopeOf }, service);
}
