import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { barMax, porcentaje } from './chart-data.ts';

const t = checklistRevisiones.estadisticas;
const BAR_HEIGHT = 34;

/** Resolved ('Resuelto') and unresolved ('Por Resolver') per group, stacked, horizontal (long names read on a phone). */
function GruposBar({ title, grupos, testId }: { title: string; grupos: readonly cr.EstadisticaGrupo[]; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <BarChart
        layout="horizontal"
        height={Math.max(160, 70 + grupos.length * BAR_HEIGHT)}
        yAxis={[{ scaleType: 'band', data: grupos.map((g) => g.nombre), width: 110 }]}
        xAxis={[{ max: barMax(grupos.map((g) => g.resueltas + g.porResolver)), domainLimit: 'strict', tickMinStep: 1 }]}
        series={[
          { data: grupos.map((g) => g.resueltas), label: t.resueltas, stack: 'total', color: '#2e7d32' },
          { data: grupos.map((g) => g.porResolver), label: t.porResolver, stack: 'total', color: '#d32f2f' },
        ]}
      />
    </Box>
  );
}

/**
 * The charts of checklist statistics (spec 001 §2): pie by subcontract with percentages, bar by
 * subcontract and, at revision level, bar by listado. Its own lazy chunk: @mui/x-charts only here.
 */
export default function StatisticsCharts({ data, porcentajes }: { data: cr.Estadisticas; porcentajes?: ReactNode }) {
  const total = data.porSubcontrato.reduce((sum, g) => sum + g.total, 0);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Box data-testid="grafico-torta" sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2">
          {checklistRevisionesScreens.estadisticas.distribucion}
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
      <GruposBar title={t.porSubcontrato} grupos={data.porSubcontrato} testId="grafico-subcontrato" />
      {data.nivel === 'revision' && data.porListado.length > 0 ? <GruposBar title={t.porListado} grupos={data.porListado} testId="grafico-listado" /> : null}
    </Box>
  );
}
