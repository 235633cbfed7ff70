import { spec } from '../module.ts';

/**
 * The service's collections, one document per item (spec 002 §3's subcollections become collections
 * keyed by companyId and their parents' ids). Features read each other's collections only by these
 * names and the shapes of ./documents.ts, never through each other's models.
 */
export const collections = {
  /** features/proyectos */
  proyectos: spec.projectsCollection,
  /** features/espacios */
  espacios: 'EspaciosOT',
  /** features/checklists */
  checklists: 'ChecklistsOT',
  /** features/asignaciones */
  asignados: 'EspaciosAsignadosOT',
  /** features/hojas: the answer sheets (the spec's RespuestasOT). */
  hojas: 'RespuestasOT',
  /** features/captura: one document per answer slot of a question by a reviewer. */
  respuestas: 'RespuestasPreguntasOT',
  /** features/captura: one document per reviewer's signature of a sheet. */
  firmas: 'FirmasOT',
  /** shared/unidades: the ledger of units reserved per assigned space. */
  unidades: 'UnidadesOT',
} as const;

/** Entity names of the event log (live updates and history). */
export const entities = {
  proyecto: 'ProyectoOT',
  espacio: 'EspacioOT',
  checklist: 'ChecklistOT',
  asignado: 'EspacioAsignadoOT',
  hoja: 'HojaOT',
  respuesta: 'RespuestaOT',
  firma: 'FirmaOT',
} as const;
