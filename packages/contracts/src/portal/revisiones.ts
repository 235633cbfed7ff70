import { endpoint } from '../endpoint.ts';
import { ObservacionParams, ObservacionUpdated } from '../revisiones/observaciones.ts';
import { DevolverCorreccionBody } from './correccion.ts';

/**
 * The director's review of a fix reported through the portal on a revision observation (issue 20
 * §2): accept (the observation becomes Resuelta, the fix 'Aceptada') or return it with a comment
 * ('Devuelta'). 409 when the observation has no fix 'Informada'. Each step is in its 'Historial'.
 */
const base = '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId/correccion';
const tags = ['observaciones', 'portal'];

export const observacionCorreccionEndpoints = {
  aceptar: endpoint({
    method: 'POST',
    path: `${base}/aceptar`,
    summary: 'Acepta la corrección informada por el subcontratista (la observación queda Resuelta)',
    tags,
    params: ObservacionParams,
    response: ObservacionUpdated,
  }),
  devolver: endpoint({
    method: 'POST',
    path: `${base}/devolver`,
    summary: 'Devuelve la corrección informada al subcontratista con un comentario',
    tags,
    params: ObservacionParams,
    body: DevolverCorreccionBody,
    response: ObservacionUpdated,
  }),
} as const;
