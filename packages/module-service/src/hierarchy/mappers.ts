import { calendarDateOf, graceDaysLeft } from '@insp/domain';

import type { ListadoRecord, ProyectoRecord, RevisionRecord } from './records.ts';
import { responsableOut } from './responsable.ts';

/*
 * The contract fields every module's table rows of the hierarchy share; each service's mappers add
 * their own (counts below, day fields, the assigned checklist).
 */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The countdown of a deleted record's grace (whole days left); null while active. */
function grace(doc: Pick<ListadoRecord, 'Estado' | 'FechaEliminacion' | 'AlertaEliminacion' | 'DiasEliminacion'>, now: Date) {
  return {
    AlertaEliminacion: doc.AlertaEliminacion ?? false,
    DiasEliminacion: doc.DiasEliminacion ?? null,
    DiasRestantes: doc.Estado === 'Eliminado' ? graceDaysLeft(doc.FechaEliminacion, doc.DiasEliminacion, now) : null,
  };
}

export function proyectoOut(doc: ProyectoRecord, now: Date) {
  return {
    id: doc._id.toHexString(),
    NombreProyecto: doc.NombreProyecto,
    Responsable: responsableOut(doc.Responsable),
    Responsables: (doc.Responsables ?? []).map((id) => id.toHexString()),
    FechaCreacion: doc.FechaCreacion.toISOString(),
    Estado: doc.Estado,
    FechaEliminacion: iso(doc.FechaEliminacion),
    EliminadoPor: doc.EliminadoPor ? { id: doc.EliminadoPor.id.toHexString(), Nombre: doc.EliminadoPor.Nombre } : null,
    ...grace(doc, now),
  };
}

export function revisionOut(doc: RevisionRecord) {
  return {
    id: doc._id.toHexString(),
    projectId: doc.projectId.toHexString(),
    Nombre: doc.Nombre,
    Responsable: responsableOut(doc.Responsable),
    FechaCreacion: doc.FechaCreacion.toISOString(),
  };
}

export function listadoOut(doc: ListadoRecord, now: Date) {
  return {
    id: doc._id.toHexString(),
    projectId: doc.projectId.toHexString(),
    revisionId: doc.revisionId.toHexString(),
    Nombre: doc.Nombre,
    Responsable: responsableOut(doc.Responsable),
    FechaCreacion: doc.FechaCreacion.toISOString(),
    FechaPropuesta: calendarDateOf(doc.FechaPropuesta),
    FechaReal: calendarDateOf(doc.FechaReal),
    Estado: doc.Estado,
    FechaEliminacion: iso(doc.FechaEliminacion),
    ...grace(doc, now),
  };
}

/*
 * The fields whose changes the event log records, the family's own around each module's: a
 * project's after its name, a listado's after its responsible (the order the changes are listed in).
 */

export function proyectoLoggedFields(own: readonly string[] = []): readonly string[] {
  return ['NombreProyecto', ...own, 'Responsable', 'Responsables', 'Estado', 'FechaEliminacion', 'EliminadoPor', 'AlertaEliminacion', 'DiasEliminacion'];
}

export const REVISION_LOGGED_FIELDS: readonly string[] = ['Nombre', 'Responsable'];

export function listadoLoggedFields(own: readonly string[] = []): readonly string[] {
  return ['Nombre', 'Responsable', ...own, 'FechaPropuesta', 'FechaReal', 'Estado', 'FechaEliminacion', 'AlertaEliminacion', 'DiasEliminacion'];
}
