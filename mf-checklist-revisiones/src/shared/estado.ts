import { checklistRevisiones } from '@insp/messages/checklist-revisiones';

const t = checklistRevisiones.respuestas;

/** The stored answer states (contracts' respuestaEstados), without importing the contracts' zod. */
export const ESTADOS = ['Por Resolver', 'Resuelto', 'Criterios Propietario'] as const;
export type EstadoRespuesta = (typeof ESTADOS)[number];

/** §4: 'Criterios Propietario' is shown 'Criterio Propietario'; none is 'Sin selección'. */
export function estadoLabel(estado: string | null | undefined): string {
  if (!estado) return t.sinSeleccion;
  return t.estadoLabel[estado] ?? estado;
}

/** §4 answer colours: Por Resolver red, Resuelto green, any other light green, none red. */
export function estadoColor(estado: string | null | undefined): string {
  if (estado === 'Resuelto') return '#2e7d32';
  if (!estado || estado === 'Por Resolver') return '#d32f2f';
  return '#81c784';
}

/** What the colour means, for tests and screen readers (data-color). */
export function estadoTone(estado: string | null | undefined): 'rojo' | 'verde' | 'verde-claro' {
  if (estado === 'Resuelto') return 'verde';
  if (!estado || estado === 'Por Resolver') return 'rojo';
  return 'verde-claro';
}
