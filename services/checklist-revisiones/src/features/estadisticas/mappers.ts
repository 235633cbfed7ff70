import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';

type Grupo = checklistRevisiones.EstadisticaGrupo;

/** Largest first, then by name (the charts' order). */
export function byTotal<T extends Grupo>(a: T, b: T): number {
  return b.total - a.total || a.nombre.localeCompare(b.nombre, 'es');
}

export function grupo(nombre: string, total: Map<string, number>, resueltas: Map<string, number>, porResolver: Map<string, number>, key = nombre): Grupo {
  return { nombre, total: total.get(key) ?? 0, resueltas: resueltas.get(key) ?? 0, porResolver: porResolver.get(key) ?? 0 };
}
