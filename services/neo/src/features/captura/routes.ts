import { neoCapturaEndpoints as endpoints } from '@insp/contracts/neo';
import { access, createdOrRepeated, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf } from '../../shared/feature.ts';
import { hojaScopeOf, tenantOf } from '../../shared/scopes.ts';
import type { CapturaService } from './service.ts';

const MODULE = spec.module;

/**
 * Open to anyone signed in with the module: the service lets only the sheet's reviewers answer and
 * sign (of any user type), and the sheet scope lets a company user reach the sheets they review.
 */
export function capturaRoutes(app: ZodApp, service: CapturaService): void {
  const gate = access.signedIn(MODULE);
  const hoja = { config: { scope: 'hojaScope' } };

  route(app, endpoints.misHojas, gate, ({ query }, request) => service.misHojas(tenantOf(request), actorOf(request).id, query));

  route(
    app,
    endpoints.answer,
    gate,
    ({ body }, request, reply) => createdOrRepeated(reply, service.answer(hojaScopeOf(request), actorOf(request), body)),
    hoja,
  );

  route(app, endpoints.sign, gate, ({ body }, request, reply) => createdOrRepeated(reply, service.sign(hojaScopeOf(request), actorOf(request), body)), {
    ...hoja,
    bodyLimit: 1_200_000,
  });
}
