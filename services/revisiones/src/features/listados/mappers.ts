import type { ListadoItem } from '@insp/contracts';
import { listadoLoggedFields, listadoOut } from '@insp/module-service/hierarchy';

import type { ListadoDoc } from '../../shared/hierarchy.ts';

/** A stored listado as the table shows it; the observation counts come from the caller. */
export function toListadoItem(doc: ListadoDoc, counts: { resueltas: number; total: number }, now = new Date()): ListadoItem {
  return { ...listadoOut(doc, now), ObservacionesResueltas: counts.resueltas, ObservacionesTotales: counts.total };
}

export const LOGGED_FIELDS = listadoLoggedFields();
