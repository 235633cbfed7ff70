/** §2, §9: a bar chart's maximum is 115% of its largest value (room above the longest bar). */
export const BAR_MAX_FACTOR = 1.15;

/** The value axis maximum of a bar chart over these values; undefined when there is nothing to draw. */
export function barMax(values: readonly number[]): number | undefined {
  const largest = Math.max(0, ...values);
  return largest > 0 ? largest * BAR_MAX_FACTOR : undefined;
}

/** Percentage of the whole with at most one decimal, as Chile writes it (33,3). */
export function porcentaje(value: number, total: number): string {
  if (total <= 0) return '0';
  return ((value / total) * 100).toLocaleString('es-CL', { maximumFractionDigits: 1 });
}

/** Each group's share of the observations (the pie's labels and the list beside it). */
export function porcentajes(grupos: ReadonlyArray<{ nombre: string; total: number }>): Array<{ nombre: string; total: number; pct: string }> {
  const total = grupos.reduce((sum, g) => sum + g.total, 0);
  return grupos.map((g) => ({ nombre: g.nombre, total: g.total, pct: porcentaje(g.total, total) }));
}
