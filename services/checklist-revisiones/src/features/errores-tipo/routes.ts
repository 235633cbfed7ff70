import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf, type FeatureDeps } from '../../shared/feature.ts';
import { errorTipoScopeOf, subcontratoScopeOf } from '../../shared/hierarchy.ts';
import type { ErroresTipoService } from './service.ts';

const endpoints = checklistRevisiones.erroresTipoEndpoints;
const MODULE = spec.module;

/** The subcontratos page's typical errors: the director's and the platform administrator's (§2, §6). */
export function erroresTipoRoutes(app: ZodApp, service: ErroresTipoService, { scopes }: FeatureDeps): void {
  const subcontratoScope = { preHandler: scopes.subcontratoScope };
  const errorTipoScope = { preHandler: scopes.errorTipoScope };
  const gate = access.managers(MODULE);

  route(app, endpoints.list, gate, (_input, request) => service.list(subcontratoScopeOf(request)), subcontratoScope);
  route(app, endpoints.create, gate, ({ body }, request) => service.create(subcontratoScopeOf(request), body, actorOf(request)), subcontratoScope);
  route(app, endpoints.get, gate, (_input, request) => service.get(errorTipoScopeOf(request)), errorTipoScope);
  route(app, endpoints.update, gate, ({ body }, request) => service.update(errorTipoScopeOf(request), body, actorOf(request)), errorTipoScope);
  route(app, endpoints.remove, gate, (_input, request) => service.remove(errorTipoScopeOf(request), actorOf(request)), errorTipoScope);
}
