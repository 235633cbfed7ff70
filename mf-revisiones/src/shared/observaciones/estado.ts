import type { ObservationStatus } from '@insp/domain';

// The status names, their labels and the filter's options are the domain's (observationStatuses,
// observationStatusLabel, observationStatusOptions in @insp/domain): only the chip colour is the screen's.

/** Chip colour of a status: resolved green, overdue red, about to expire orange, observed blue. */
export function estadoColor(estado: ObservationStatus | (string & {}) | null | undefined): 'success' | 'error' | 'warning' | 'info' | 'default' {
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
