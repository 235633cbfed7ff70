import { neoEstadisticasEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { useEndpointQuery } from '@insp/ui/data';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

import { NoCompany } from '../../shared/NoCompany.tsx';
import { ReportFrame } from './ReportFrame.tsx';
import { useProjectTipoReport } from './tipo.ts';

const MetasChart = lazy(() => import('./Charts.tsx').then((m) => ({ default: m.MetasChart })));

const t = neo.informes;

/** While the figures or the chart's chunk load (§2 'a placeholder is shown while data loads'). */
function Placeholder() {
  return (
    <Box data-testid="metas-placeholder">
      <Typography variant="body2" color="text.secondary">
        {neoScreens.informes.cargandoGrafico}
      </Typography>
      <Skeleton variant="rectangular" height={320} />
    </Box>
  );
}

/** 'Metas de revisión' (spec 002 §2 …/metas-revision): Real, Pendiente and Meta per checklist of the type. */
export function MetasScreen() {
  const { companyId, projectId, links, tipo, setTipo, input, options } = useProjectTipoReport();
  const report = useEndpointQuery('neo', neoEstadisticasEndpoints.metas, input, options);
  if (!companyId || !projectId) return <NoCompany />;
  const data = report.data;
  return (
    <ReportFrame
      title={t.metas}
      testId="neo-metas"
      encabezado={data?.encabezado}
      projectPath={links.checklists(projectId)}
      tipo={tipo}
      onTipo={setTipo}
      error={report.error?.message}
    >
      {report.isPending || !data ? (
        report.error ? null : (
          <Placeholder />
        )
      ) : (
        <>
          <Suspense fallback={<Placeholder />}>
            <MetasChart data={data} />
          </Suspense>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="metas-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{neoScreens.informes.columnas.nombre}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {t.series.real}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {t.series.pendiente}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {t.series.meta}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((m) => (
                  <TableRow key={m.checklistId} data-testid={`meta-${m.checklistId}`}>
                    <TableCell>{m.Nombre}</TableCell>
                    <TableCell align="right">{`${m.Real}%`}</TableCell>
                    <TableCell align="right">{`${m.Pendiente}%`}</TableCell>
                    <TableCell align="right">{`${m.Meta}%`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </ReportFrame>
  );
}
