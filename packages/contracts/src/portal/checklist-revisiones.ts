import { respuestasEndpoints, RespuestaUpdated } from '../checklist-revisiones/respuestas.ts';
import { correccionEndpoints } from './correccion.ts';

/**
 * The director's review of a fix reported through the portal on a checklist-review answer (issue 20
 * §2): accept (the answer becomes 'Resuelto', the fix 'Aceptada') or return it with a comment
 * ('Devuelta'). 409 when the answer has no fix 'Informada'. Each step is in the answer's history.
 */
export const respuestaCorreccionEndpoints = correccionEndpoints(
  respuestasEndpoints.get,
  RespuestaUpdated,
  "Acepta la corrección informada por el subcontratista (la respuesta queda 'Resuelto')",
);
