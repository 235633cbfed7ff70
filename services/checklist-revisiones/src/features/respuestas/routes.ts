import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { access, createdOrRepeated, route, type ZodApp } from '@insp/service-kit';

import { spec } from '../../module.ts';
import { actorOf } from '../../shared/feature.ts';
import { errorTipoScopeOf, listadoScopeOf } from '../../shared/hierarchy.ts';
import type { RespuestasService } from './service.ts';

const endpoints = checklistRevisiones.respuestasEndpoints;

/*
 * Open to anyone signed in with the Checklist module: the scope hook narrows a UsuarioEmpresa
 * to the projects they are responsible for (a responsible user captures and resolves answers from
 * the phone page), managers to their company.
 */
export function respuestasRoutes(app: ZodApp, service: RespuestasService): void {
  const gate = access.signedIn(spec.module);
  const errorTipoScope = { config: { scope: 'errorTipoScope' } };

  route(
    app,
    endpoints.capture,
    gate,
    // A repeat of the same clientId answers the first answer with 200 instead of 201.
    ({ body }, request, reply) => createdOrRepeated(reply, service.capture(errorTipoScopeOf(request), actorOf(request), body)),
    errorTipoScope,
  );
  route(app, endpoints.list, gate, ({ query }, request) => service.list(errorTipoScopeOf(request), query), errorTipoScope);
  route(app, endpoints.get, gate, ({ params }, request) => service.get(errorTipoScopeOf(request), params.respuestaId), errorTipoScope);
  route(
    app,
    endpoints.update,
    gate,
    ({ params, body }, request) => service.update(errorTipoScopeOf(request), params.respuestaId, actorOf(request), body),
    errorTipoScope,
  );
  // The director's review of a fix reported through the contractor portal (issue 20 §2).
  const managers = access.managers(spec.module);
  const correccion = checklistRevisiones.respuestaCorreccionEndpoints;
  route(
    app,
    correccion.aceptar,
    managers,
    ({ params }, request) => service.aceptarCorreccion(errorTipoScopeOf(request), params.respuestaId, actorOf(request)),
    errorTipoScope,
  );
  route(
    app,
    correccion.devolver,
    managers,
    ({ params, body }, request) => service.devolverCorreccion(errorTipoScopeOf(request), params.respuestaId, actorOf(request), body.comentario),
    errorTipoScope,
  );
  route(app, endpoints.arbol, gate, (_input, request) => service.arbol(listadoScopeOf(request)), { config: { scope: 'listadoScope' } });
}
