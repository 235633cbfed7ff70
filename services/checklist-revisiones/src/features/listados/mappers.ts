import type { ChecklistDetail } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { listadoLoggedFields, listadoOut } from '@insp/module-service/hierarchy';

import type { Avance } from '../../shared/avance.ts';
import type { ListadoDoc } from '../../shared/hierarchy.ts';

/** A stored listado as the table shows it; rooms (Carpetas) and the 'x de y' come from the caller. */
export function toListadoItem(doc: ListadoDoc, Carpetas: number, avance: Avance, now = new Date()): checklistRevisiones.ListadoItem {
  return {
    ...listadoOut(doc, now),
    Resueltas: avance.Resueltas,
    TotalRespuestas: avance.TotalRespuestas,
    Carpetas,
    ChecklistId: doc.ChecklistId ? doc.ChecklistId.toHexString() : null,
    ChecklistName: doc.ChecklistName ?? null,
  };
}

/** A template as the 'select listado/checklist' dialog offers it. */
export function toChecklistDisponible(checklist: ChecklistDetail): checklistRevisiones.ChecklistDisponible {
  const subcontratos = checklist.ItemsRecintos.flatMap((recinto) => recinto.Subcontratos);
  return {
    id: checklist.id,
    Nombre: checklist.Nombre,
    Recintos: checklist.ItemsRecintos.length,
    Subcontratos: subcontratos.length,
    ErroresTipo: subcontratos.reduce((sum, subcontrato) => sum + subcontrato.ErroresTipo.length, 0),
  };
}

export const LOGGED_FIELDS = listadoLoggedFields(['ChecklistId', 'ChecklistName']);
