import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { itemRoutes } from '@insp/module-service/hierarchy';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { listadoScopeOf, recintoScopeOf } from '../../shared/hierarchy.ts';
import type { RecintosService } from './service.ts';

const endpoints = checklistRevisiones.recintosEndpoints;
const MODULE = spec.module;

/** Only the director and the platform administrator see the recintos navigation (§2, §6). */
export function recintosRoutes(app: ZodApp, service: RecintosService): void {
  const gate = access.managers(MODULE);
  const listado = { scope: 'listadoScope', of: listadoScopeOf };

  route(app, endpoints.list, gate, ({ query }, request) => service.page(listadoScopeOf(request), query), { config: { scope: listado.scope } });
  itemRoutes(app, endpoints, { read: gate, write: gate }, listado, { scope: 'recintoScope', of: recintoScopeOf }, service);
}
