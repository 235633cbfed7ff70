import { getObservacion, ObservacionUpdated } from '../revisiones/observaciones.ts';
import { correccionEndpoints } from './correccion.ts';

/**
 * The director's review of a fix reported through the portal on a revision observation (issue 20
 * §2): accept (the observation becomes Resuelta, the fix 'Aceptada') or return it with a comment
 * ('Devuelta'). 409 when the observation has no fix 'Informada'. Each step is in its 'Historial'.
 */
export const observacionCorreccionEndpoints = correccionEndpoints(
  getObservacion,
  ObservacionUpdated,
  'Acepta la corrección informada por el subcontratista (la observación queda Resuelta)',
);
