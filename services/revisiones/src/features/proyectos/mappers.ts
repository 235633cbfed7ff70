import type { ProyectoItem } from '@insp/contracts';
import { proyectoLoggedFields, proyectoOut } from '@insp/module-service/hierarchy';

import type { ProyectoDoc } from '../../shared/hierarchy.ts';

/** A stored project as the table shows it; `Carpetas` is counted by the caller. */
export function toProyectoItem(doc: ProyectoDoc, Carpetas: number, now = new Date()): ProyectoItem {
  return { ...proyectoOut(doc, now), Carpetas, DiasPorVencer: doc.DiasPorVencer, DiasVencidos: doc.DiasVencidos };
}

/** The fields whose changes the event log records. */
export const LOGGED_FIELDS = proyectoLoggedFields(['DiasPorVencer', 'DiasVencidos']);
