import type { NeoDesviacionPreguntas, NeoMetas } from '@insp/contracts/neo';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

import { metasChart, preguntasChart } from './chart-data.ts';

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

/** 'Metas de revisión' (its own lazy chunk: @mui/x-charts loads only with a chart). */
export function MetasChart({ data }: { data: NeoMetas }) {
  const chart = metasChart(data);
  return (
    <Box data-testid="grafico-metas" sx={{ minWidth: 0 }}>
      <BarChart height={360} xAxis={chart.xAxis} yAxis={chart.yAxis} series={chart.series.map((s) => ({ ...s, valueFormatter: percent }))} />
    </Box>
  );
}

/** Deviation by question: one bar per question, numbered as the table. */
export function PreguntasChart({ data }: { data: NeoDesviacionPreguntas }) {
  const chart = preguntasChart(data);
  return (
    <Box data-testid="grafico-preguntas" sx={{ minWidth: 0 }}>
      <BarChart height={320} xAxis={chart.xAxis} yAxis={chart.yAxis} series={chart.series.map((s) => ({ ...s, valueFormatter: percent }))} />
    </Box>
  );
}
