import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { itemRoutes } from '@insp/module-service/hierarchy';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { errorTipoScopeOf, subcontratoScopeOf } from '../../shared/hierarchy.ts';
import type { ErroresTipoService } from './service.ts';

const endpoints = checklistRevisiones.erroresTipoEndpoints;
const MODULE = spec.module;

/** The subcontratos page's typical errors: the director's and the platform administrator's (§2, §6). */
export function erroresTipoRoutes(app: ZodApp, service: ErroresTipoService): void {
  const gate = access.managers(MODULE);
  const subcontrato = { scope: 'subcontratoScope', of: subcontratoScopeOf };

  route(app, endpoints.list, gate, (_input, request) => service.list(subcontratoScopeOf(request)), { config: { scope: subcontrato.scope } });
  itemRoutes(app, endpoints, { read: gate, write: gate }, subcontrato, { scope: 'errorTipoScope', of: errorTipoScopeOf }, service);
}
