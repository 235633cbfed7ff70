import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { proyectoLoggedFields, proyectoOut } from '@insp/module-service/hierarchy';

import type { Avance } from '../../shared/avance.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';

/** A stored project as the table shows it; Carpetas and the 'x de y' are counted by the caller. */
export function toProyectoItem(doc: ProyectoDoc, Carpetas: number, avance: Avance, now = new Date()): checklistRevisiones.ProyectoItem {
  return { ...proyectoOut(doc, now), Carpetas, Resueltas: avance.Resueltas, TotalRespuestas: avance.TotalRespuestas };
}

/** The fields whose changes the event log records. */
export const LOGGED_FIELDS = proyectoLoggedFields();
