import { RespuestaParams } from '../checklist-revisiones/comunes.ts';
import { RespuestaUpdated } from '../checklist-revisiones/respuestas.ts';
import { endpoint } from '../endpoint.ts';
import { DevolverCorreccionBody } from './correccion.ts';

/**
 * The director's review of a fix reported through the portal on a checklist-review answer (issue 20
 * §2): accept (the answer becomes 'Resuelto', the fix 'Aceptada') or return it with a comment
 * ('Devuelta'). 409 when the answer has no fix 'Informada'. Each step is in the answer's history.
 */
const base =
  '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorTipoId/respuestas/:respuestaId/correccion';
const tags = ['respuestas', 'portal'];

export const respuestaCorreccionEndpoints = {
  aceptar: endpoint({
    method: 'POST',
    path: `${base}/aceptar`,
    summary: "Acepta la corrección informada por el subcontratista (la respuesta queda 'Resuelto')",
    tags,
    params: RespuestaParams,
    response: RespuestaUpdated,
  }),
  devolver: endpoint({
    method: 'POST',
    path: `${base}/devolver`,
    summary: 'Devuelve la corrección informada al subcontratista con un comentario',
    tags,
    params: RespuestaParams,
    body: DevolverCorreccionBody,
    response: RespuestaUpdated,
  }),
} as const;
