import { neoChecklistsEndpoints, neoEstadisticasEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { useEndpointQuery } from '@insp/ui/data';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useNeo } from '../../shared/context.ts';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { DesviacionTable } from './DesviacionTable.tsx';
import { ReportFrame } from './ReportFrame.tsx';
import { useTipoTab } from './tipo.ts';

const PreguntasChart = lazy(() => import('./Charts.tsx').then((m) => ({ default: m.PreguntasChart })));

const t = neo.informes;

/**
 * Deviation by question (spec 002 §2 …/rechazadas-pregunta and …/{checklistId}/rechazadas-pregunta):
 * type tabs, a checklist picker and 'Generar', then a bar per question and the table; a failure says
 * 'No fue posible traer los datos.' (§8). …/{checklistId}/rechazadas-pregunta opens on its
 * checklist's own type tab (known from its report), unless the URL names a tab.
 */
export function DesviacionPreguntaScreen() {
  const { companyId, links } = useNeo();
  const { projectId, checklistId } = useParams();
  const [tipoUrl, setTipo, tipoElegido] = useTipoTab(Boolean(checklistId));
  const [elegido, setElegido] = useState(checklistId ?? '');
  const [generado, setGenerado] = useState<string | null>(checklistId ?? null);
  const enabled = Boolean(companyId && projectId);
  const params = { companyId: companyId ?? '', projectId: projectId ?? '' };
  const report = useEndpointQuery(
    'neo',
    neoEstadisticasEndpoints.desviacionPreguntas,
    { params, query: { checklistId: generado ?? '' } },
    { enabled: enabled && Boolean(generado) },
  );
  // the route's checklist tells its type once its report answers (then the URL keeps it); the tabs
  // wait for it, and an error falls back to Obra Gruesa
  const propio = checklistId && !tipoElegido && generado === checklistId ? report.data?.checklist.Tipo : undefined;
  const esperando = Boolean(checklistId) && !tipoElegido && generado === checklistId && report.isPending && enabled;
  useEffect(() => {
    if (propio) setTipo(propio);
  }, [propio, setTipo]);
  const tipo = propio ?? tipoUrl;
  const checklists = useEndpointQuery('neo', neoChecklistsEndpoints.list, { params, query: { tipo } }, { enabled: enabled && !esperando });
  if (!companyId || !projectId) return <NoCompany />;
  const data = report.error ? undefined : report.data;

  return (
    <ReportFrame
      title={neoScreens.informes.pregunta}
      testId="neo-desviacion-pregunta"
      encabezado={report.data?.encabezado}
      projectPath={links.checklists(projectId)}
      tipo={esperando ? undefined : tipo}
      onTipo={(next) => {
        setTipo(next);
        setElegido('');
        setGenerado(null);
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          id="elegir-checklist"
          label={neoScreens.informes.checklist}
          value={elegido}
          onChange={(event) => setElegido(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          {(checklists.data?.items ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.Nombre}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={!elegido} onClick={() => setGenerado(elegido)} data-testid="generar">
          {t.generar}
        </Button>
      </Stack>
      {!checklists.isPending && (checklists.data?.items.length ?? 0) === 0 ? <Alert severity="info">{neoScreens.informes.sinChecklists}</Alert> : null}
      {report.isFetching ? <LinearProgress /> : null}
      {report.error ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="desviacion-error">
          {t.noFuePosible}
        </Alert>
      ) : null}
      {data ? (
        <Box>
          <Suspense fallback={<LinearProgress />}>
            <PreguntasChart data={data} />
          </Suspense>
          <DesviacionTable rows={data.items} total={data.total} porPregunta />
        </Box>
      ) : null}
    </ReportFrame>
  );
}
