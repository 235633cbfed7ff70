import { neoEstadisticasEndpoints } from '@insp/contracts/neo';
import { neo } from '@insp/messages/neo';
import { useEndpointQuery } from '@insp/ui/data';
import LinearProgress from '@mui/material/LinearProgress';

import { NoCompany } from '../../shared/NoCompany.tsx';
import { DesviacionTable } from './DesviacionTable.tsx';
import { ReportFrame } from './ReportFrame.tsx';
import { useProjectTipoReport } from './tipo.ts';

/** 'Desviación por listas de chequeo' (spec 002 §2 …/rechazadas-listas-chequeo): a row per checklist of the type. */
export function DesviacionListasScreen() {
  const { companyId, projectId, links, tipo, setTipo, input, options } = useProjectTipoReport();
  const report = useEndpointQuery('neo', neoEstadisticasEndpoints.desviacionListas, input, options);
  if (!companyId || !projectId) return <NoCompany />;
  return (
    <ReportFrame
      title={neo.informes.desviacionListas}
      testId="neo-desviacion-listas"
      encabezado={report.data?.encabezado}
      projectPath={links.checklists(projectId)}
      tipo={tipo}
      onTipo={setTipo}
      error={report.error?.message}
    >
      {report.isPending ? <LinearProgress /> : null}
      <DesviacionTable rows={report.data?.items ?? []} total={report.data?.total ?? null} />
    </ReportFrame>
  );
}
