import { nameKey } from '@insp/domain';

export interface Grupo {
  key: string;
  nombre: string;
  total: number;
  resueltas: number;
  pendientes: number;
}

/** Groups with their counts, largest first, then by name (case and accents ignored). */
export function toGrupos(groups: { key: string; nombre: string }[], totals: Map<string, number>, resueltas: Map<string, number>): Grupo[] {
  return groups
    .map(({ key, nombre }) => {
      const total = totals.get(key) ?? 0;
      const resolved = resueltas.get(key) ?? 0;
      return { key, nombre, total, resueltas: resolved, pendientes: total - resolved };
    })
    .sort((a, b) => b.total - a.total || nameKey(a.nombre).localeCompare(nameKey(b.nombre)) || a.key.localeCompare(b.key));
}
