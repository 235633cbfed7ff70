import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';

import { barMax, porcentaje } from './chart-data.ts';
import type { StatisticsData, StatisticsGroup, StatisticsLabels } from './statistics.ts';

const BAR_HEIGHT = 34;

/** Resolved and pending per group, stacked, horizontal (long subcontract names read on a phone too). */
function GruposBar({ title, grupos, labels, testId }: { title: string; grupos: readonly StatisticsGroup[]; labels: StatisticsLabels; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <BarChart
        layout="horizontal"
        height={Math.max(160, 70 + grupos.length * BAR_HEIGHT)}
        yAxis={[{ scaleType: 'band', data: grupos.map((g) => g.nombre), width: 110 }]}
        xAxis={[{ max: barMax(grupos.map((g) => g.resueltas + g.pendientes)), domainLimit: 'strict', tickMinStep: 1 }]}
        series={[
          { data: grupos.map((g) => g.resueltas), label: labels.resueltas, stack: 'total', color: '#2e7d32' },
          { data: grupos.map((g) => g.pendientes), label: labels.pendientes, stack: 'total', color: '#d32f2f' },
        ]}
      />
    </Box>
  );
}

/**
 * The charts of the statistics screen (spec 001 §2): pie by subcontract with its percentage list
 * (`porcentajes`) under it, bar by subcontract and, at revision level, bar by listado. Its own lazy
 * chunk: @mui/x-charts is loaded only here.
 */
export default function StatisticsCharts({ data, labels, porcentajes }: { data: StatisticsData; labels: StatisticsLabels; porcentajes?: ReactNode }) {
  const total = data.porSubcontrato.reduce((sum, g) => sum + g.total, 0);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Box data-testid="grafico-torta" sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2">
          {labels.distribucion}
        </Typography>
        <PieChart
          height={260}
          series={[
            {
              data: data.porSubcontrato.map((g, i) => ({ id: i, value: g.total, label: g.nombre })),
              arcLabel: (item) => `${porcentaje(item.value, total)}%`,
              arcLabelMinAngle: 18,
              innerRadius: 30,
              paddingAngle: 1,
            },
          ]}
        />
        {porcentajes}
      </Box>
      <GruposBar title={labels.porSubcontrato} grupos={data.porSubcontrato} labels={labels} testId="grafico-subcontrato" />
      {data.nivel === 'revision' && data.porListado.length > 0 ? (
        <GruposBar title={labels.porListado} grupos={data.porListado} labels={labels} testId="grafico-listado" />
      ) : null}
    </Box>
  );
}
