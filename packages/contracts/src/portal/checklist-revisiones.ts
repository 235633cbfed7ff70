import { RespuestaParams } from '../checklist-revisiones/comunes.ts';
import { RespuestaUpdated } from '../checklist-revisiones/respuestas.ts';
import { correccionEndpoints } from './correccion.ts';

/**
 * The director's review of a fix reported through the portal on a checklist-review answer (issue 20
 * §2): accept (the answer becomes 'Resuelto', the fix 'Aceptada') or return it with a comment
 * ('Devuelta'). 409 when the answer has no fix 'Informada'. Each step is in the answer's history.
 */
export const respuestaCorreccionEndpoints = correccionEndpoints({
  base: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorTipoId/respuestas/:respuestaId/correccion',
  tags: ['respuestas', 'portal'],
  params: RespuestaParams,
  response: RespuestaUpdated,
  aceptar: "Acepta la corrección informada por el subcontratista (la respuesta queda 'Resuelto')",
});
