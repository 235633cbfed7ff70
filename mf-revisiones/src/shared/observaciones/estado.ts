import { observaciones } from '@insp/messages/revisiones';

/** The stored status names (contracts' observacionEstados), without importing the contracts' zod. */
export type EstadoObservacion = 'Observada' | 'Por Vencer' | 'Vencida' | 'Resuelta';

/** §4: how a status is shown ('Vencida' as 'Por Resolver'; nothing as 'N/A'). */
export function estadoLabel(estado: string | null | undefined): string {
  if (!estado) return observaciones.sinEstado;
  return (observaciones.estados as Record<string, string>)[estado] ?? estado;
}

/** The status filter's options in the spec's order (§4: Resuelta, Por Resolver, Por Vencer, Observada). */
export const estadoOptions: readonly { value: EstadoObservacion; label: string }[] = (['Resuelta', 'Vencida', 'Por Vencer', 'Observada'] as const).map(
  (value) => ({ value, label: estadoLabel(value) }),
);

/** Chip colour of a status: resolved green, overdue red, about to expire orange, observed blue. */
export function estadoColor(estado: string | null | undefined): 'success' | 'error' | 'warning' | 'info' | 'default' {
  switch (estado) {
    case 'Resuelta':
      return 'success';
    case 'Vencida':
      return 'error';
    case 'Por Vencer':
      return 'warning';
    case 'Observada':
      return 'info';
    default:
      return 'default';
  }
}
