import { neoHojasEndpoints as endpoints } from '@insp/contracts/neo';
import { access, createdOrRepeated, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf } from '../../shared/feature.ts';
import { asignadoScopeOf, hojaScopeOf } from '../../shared/scopes.ts';
import type { HojasService } from './service.ts';

const MODULE = spec.module;

/** Company users read the sheets of their projects (and the ones they review); managers add, delete and reopen them (§6). */
export function hojasRoutes(app: ZodApp, service: HojasService): void {
  const asignado = { config: { scope: 'asignadoScope' } };
  const hoja = { config: { scope: 'hojaScope' } };

  route(app, endpoints.list, access.signedIn(MODULE), ({ query }, request) => service.list(asignadoScopeOf(request), query), asignado);

  route(
    app,
    endpoints.create,
    access.managers(MODULE),
    // A repeat of the same clientId answers the first sheet with 200 instead of 201.
    ({ body }, request, reply) => createdOrRepeated(reply, service.create(asignadoScopeOf(request), body, actorOf(request))),
    asignado,
  );

  route(app, endpoints.get, access.signedIn(MODULE), (_input, request) => service.get(hojaScopeOf(request)), hoja);

  route(app, endpoints.remove, access.managers(MODULE), (_input, request) => service.remove(hojaScopeOf(request), actorOf(request)), hoja);

  // Issue 16 §3: a finished or signed sheet is closed; the director (or the platform Administrador) reopens it.
  route(app, endpoints.reabrir, access.managers(MODULE), (_input, request) => service.reabrir(hojaScopeOf(request), actorOf(request)), hoja);
}
