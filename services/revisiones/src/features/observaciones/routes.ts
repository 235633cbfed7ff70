import {
  captureObservacion,
  catalogosObservacion,
  getObservacion,
  listObservaciones,
  observacionCorreccionEndpoints,
  observacionHistory,
  projectObservaciones,
  updateObservacion,
} from '@insp/contracts';
import { access, createdOrRepeated, route, type ZodApp } from '@insp/service-kit';

import { actorOf } from '../../shared/feature.ts';
import { listadoScopeOf, projectScopeOf, tenantOf } from '../../shared/hierarchy.ts';
import type { ObservacionesService } from './service.ts';

/*
 * Every route is open to anyone signed in with the Revisiones module; the scope hook narrows
 * a UsuarioEmpresa to the projects they are responsible for (reads, captures and edits alike: the
 * spec's field app let responsible users capture and resolve), managers to their company.
 */
export function observacionesRoutes(app: ZodApp, service: ObservacionesService): void {
  const gate = access.signedIn('Revisiones');
  const listado = { config: { scope: 'listadoScope' } };

  route(app, catalogosObservacion, gate, (_input, request) => service.catalogos(tenantOf(request)));

  route(
    app,
    captureObservacion,
    gate,
    // A repeat of the same clientId answers the first observation with 200 instead of 201.
    ({ body }, request, reply) => createdOrRepeated(reply, service.capture(listadoScopeOf(request), actorOf(request), body)),
    listado,
  );

  route(app, listObservaciones, gate, ({ query }, request) => service.list(listadoScopeOf(request), query), listado);

  route(app, getObservacion, gate, ({ params }, request) => service.get(listadoScopeOf(request), params.observacionId), listado);

  route(
    app,
    updateObservacion,
    gate,
    ({ params, body }, request) => service.update(listadoScopeOf(request), params.observacionId, actorOf(request), body),
    listado,
  );

  // The director's review of a fix reported through the contractor portal (issue 20 §2).
  const managers = access.managers('Revisiones');
  route(
    app,
    observacionCorreccionEndpoints.aceptar,
    managers,
    ({ params }, request) => service.aceptarCorreccion(listadoScopeOf(request), params.observacionId, actorOf(request)),
    listado,
  );
  route(
    app,
    observacionCorreccionEndpoints.devolver,
    managers,
    ({ params, body }, request) => service.devolverCorreccion(listadoScopeOf(request), params.observacionId, actorOf(request), body.comentario),
    listado,
  );

  route(app, observacionHistory, gate, ({ params, query }, request) => service.history(listadoScopeOf(request), params.observacionId, query), listado);

  route(app, projectObservaciones, gate, ({ query }, request) => service.summary(projectScopeOf(request), query), { config: { scope: 'projectScope' } });
}
