import { NEO_GRAFICO, type NeoDesviacionPreguntas, type NeoMetas } from '@insp/contracts/neo';
import { neo } from '@insp/messages/neo';

/** §2 series colours of 'Metas de revisión'. */
export const METAS_COLORES = { real: '#2e7d32', pendiente: '#fbc02d', meta: '#1976d2' } as const;
export const DESVIACION_COLOR = '#d32f2f';

// the spec's widths are shares of the space: MUI takes the gaps (1 - width), kept to two decimals
const ratio = (width: number) => Math.round((1 - width) * 100) / 100;

/** A value as a percentage, hidden when 0 or less (§2). */
export const porcentajeVisible = (value: number | null | undefined): string | null => (value !== null && value !== undefined && value > 0 ? `${value}%` : null);

const label = { barLabel: (item: { value: number | null }) => porcentajeVisible(item.value) };

/**
 * What the goals chart gets (spec 002 §2, §9): Real (green) and Pendiente (yellow) stacked, Meta
 * (blue) in its own stack; y from 0 to the service's ejeMaximo (1.15 x the highest value, rounded
 * up); category width 0.8 and bar width 0.9.
 */
export function metasChart(data: NeoMetas) {
  const t = neo.informes.series;
  return {
    xAxis: [
      {
        scaleType: 'band' as const,
        data: data.items.map((m) => m.Nombre),
        categoryGapRatio: ratio(NEO_GRAFICO.anchoCategoria),
        barGapRatio: ratio(NEO_GRAFICO.anchoBarra),
      },
    ],
    yAxis: [{ min: 0, max: data.ejeMaximo > 0 ? data.ejeMaximo : 100 }],
    series: [
      { id: 'real', label: t.real, data: data.items.map((m) => m.Real), stack: 'real', color: METAS_COLORES.real, ...label },
      { id: 'pendiente', label: t.pendiente, data: data.items.map((m) => m.Pendiente), stack: 'real', color: METAS_COLORES.pendiente, ...label },
      { id: 'meta', label: t.meta, data: data.items.map((m) => m.Meta), stack: 'meta', color: METAS_COLORES.meta, ...label },
    ],
  };
}

/** Deviation by question: a bar per question (its deviation percent), y up to 1.15 x the highest, rounded up. */
export function preguntasChart(data: NeoDesviacionPreguntas) {
  const highest = Math.max(0, ...data.items.map((i) => i.Desviacion));
  return {
    xAxis: [
      {
        scaleType: 'band' as const,
        data: data.items.map((_i, n) => `${n + 1}`),
        categoryGapRatio: ratio(NEO_GRAFICO.anchoCategoria),
        barGapRatio: ratio(NEO_GRAFICO.anchoBarra),
      },
    ],
    yAxis: [{ min: 0, max: highest > 0 ? Math.ceil(highest * NEO_GRAFICO.factorEje) : 100 }],
    series: [{ id: 'desviacion', label: '%', data: data.items.map((i) => i.Desviacion), color: DESVIACION_COLOR, ...label }],
  };
}
