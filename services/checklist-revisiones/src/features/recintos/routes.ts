import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { access, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf, type FeatureDeps } from '../../shared/feature.ts';
import { listadoScopeOf, recintoScopeOf } from '../../shared/hierarchy.ts';
import type { RecintosService } from './service.ts';

const endpoints = checklistRevisiones.recintosEndpoints;
const MODULE = spec.module;

/** Only the director and the platform administrator see the recintos navigation (§2, §6). */
export function recintosRoutes(app: ZodApp, service: RecintosService, { scopes }: FeatureDeps): void {
  const listadoScope = { preHandler: scopes.listadoScope };
  const recintoScope = { preHandler: scopes.recintoScope };
  const gate = access.managers(MODULE);

  route(app, endpoints.list, gate, ({ query }, request) => service.page(listadoScopeOf(request), query), listadoScope);
  route(app, endpoints.create, gate, ({ body }, request) => service.create(listadoScopeOf(request), body, actorOf(request)), listadoScope);
  route(app, endpoints.get, gate, (_input, request) => service.get(recintoScopeOf(request)), recintoScope);
  route(app, endpoints.update, gate, ({ body }, request) => service.update(recintoScopeOf(request), body, actorOf(request)), recintoScope);
  route(app, endpoints.remove, gate, (_input, request) => service.remove(recintoScopeOf(request), actorOf(request)), recintoScope);
}
