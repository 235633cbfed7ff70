import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf, type FeatureDeps } from '../../shared/feature.ts';
import { recintoScopeOf, subcontratoScopeOf } from '../../shared/hierarchy.ts';
import type { SubcontratosService } from './service.ts';

const endpoints = checklistRevisiones.subcontratosEndpoints;
const MODULE = spec.module;

/** Only the director and the platform administrator see the subcontratos navigation (§2, §6). */
export function subcontratosRoutes(app: ZodApp, service: SubcontratosService, { scopes }: FeatureDeps): void {
  const recintoScope = { preHandler: scopes.recintoScope };
  const subcontratoScope = { preHandler: scopes.subcontratoScope };
  const gate = access.managers(MODULE);

  route(app, endpoints.list, gate, ({ query }, request) => service.page(recintoScopeOf(request), query), recintoScope);
  route(app, endpoints.create, gate, ({ body }, request) => service.create(recintoScopeOf(request), body, actorOf(request)), recintoScope);
  route(app, endpoints.get, gate, (_input, request) => service.get(subcontratoScopeOf(request)), subcontratoScope);
  route(app, endpoints.update, gate, ({ body }, request) => service.update(subcontratoScopeOf(request), body, actorOf(request)), subcontratoScope);
  route(app, endpoints.remove, gate, (_input, request) => service.remove(subcontratoScopeOf(request), actorOf(request)), subcontratoScope);
}
