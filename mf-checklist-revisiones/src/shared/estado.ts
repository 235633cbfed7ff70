import { checklistRevisiones } from '@insp/messages/checklist-revisiones';
import { type ColorPair, respuestaColors } from '@insp/ui';

const t = checklistRevisiones.respuestas;

/** The stored answer states (contracts' respuestaEstados), without importing the contracts' zod. */
export const ESTADOS = ['Por Resolver', 'Resuelto', 'Criterios Propietario'] as const;
export type EstadoRespuesta = (typeof ESTADOS)[number];

/** §4: 'Criterios Propietario' is shown 'Criterio Propietario'; none is 'Sin selección'. */
export function estadoLabel(estado: string | null | undefined): string {
  if (!estado) return t.sinSeleccion;
  return t.estadoLabel[estado] ?? estado;
}

/** §4 answer colours: Por Resolver red, Resuelto green, any other light green, none red (with their text colour). */
export function estadoColors(estado: string | null | undefined): ColorPair {
  if (estado === 'Resuelto') return respuestaColors.Resuelto;
  if (!estado) return respuestaColors.ninguno;
  if (estado === 'Por Resolver') return respuestaColors['Por Resolver'];
  return respuestaColors.otro;
}

/** What the colour means, for tests and screen readers (data-color). */
export function estadoTone(estado: string | null | undefined): 'rojo' | 'verde' | 'verde-claro' {
  if (estado === 'Resuelto') return 'verde';
  if (!estado || estado === 'Por Resolver') return 'rojo';
  return 'verde-claro';
}
