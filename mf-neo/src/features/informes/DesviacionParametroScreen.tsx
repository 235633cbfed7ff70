import { useSearchParams, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { neoInformesEndpoints, type TipoChecklistOT } from '@insp/contracts/neo';
import { neo, neoScreens, tiposChecklistOT } from '@insp/messages/neo';
import { useEndpointQuery } from '@insp/ui/data';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { useNeo } from '../../shared/context.ts';
import type { DesviacionVista } from '../../shared/paths.ts';
import { DesviacionTable } from './DesviacionTable.tsx';
import { ReportFrame } from './ReportFrame.tsx';

const t = neo.informes;
const s = neoScreens.informes;

/**
 * …/rechazadas-parametro (spec 002 §2 'Deviation by parameter / space'): 'Desviación por espacio' —
 * 'Espacio' and 'Filtrar por sector', always Terminaciones — and deviation by parameter (type tabs,
 * the same filters). On error the table is empty and the message shows (§8).
 */
export function DesviacionParametroScreen() {
  const { companyId, links } = useNeo();
  const { projectId } = useParams();
  const [search, setSearch] = useSearchParams();
  const vista: DesviacionVista = search.get('vista') === 'parametro' ? 'parametro' : 'espacio';
  const tipo: TipoChecklistOT = search.get('tipo') === 'Terminaciones' ? 'Terminaciones' : 'Obra Gruesa';
  const espacioId = search.get('espacio') ?? '';
  const sector = search.get('sector') ?? '';
  const set = (changes: Record<string, string>) =>
    setSearch(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) copy.set(key, value);
          else copy.delete(key);
        }
        return copy;
      },
      { replace: true },
    );
  const enabled = Boolean(companyId && projectId);
  const params = { companyId: companyId ?? '', projectId: projectId ?? '' };
  const filtros = { ...(espacioId ? { espacioId } : {}), ...(sector ? { sector } : {}) };
  // the selectors' options come with the space report, in both views
  const espacios = useEndpointQuery('neo', neoInformesEndpoints.desviacionEspacios, { params, query: vista === 'espacio' ? filtros : {} }, { enabled });
  const parametros = useEndpointQuery('neo', neoInformesEndpoints.desviacionParametros, { params, query: { tipo, ...filtros } }, { enabled: enabled && vista === 'parametro' });
  if (!companyId || !projectId) return <NoCompany />;
  const report = vista === 'espacio' ? espacios : parametros;
  const data = report.error ? undefined : report.data;

  return (
    <ReportFrame
      title={vista === 'espacio' ? t.desviacionEspacio : s.vistas.parametro}
      testId="neo-desviacion-parametro"
      encabezado={espacios.data?.encabezado ?? parametros.data?.encabezado}
      projectPath={links.checklists(projectId)}
    >
      <Tabs value={vista} onChange={(_e, value: DesviacionVista) => set({ vista: value })} variant="scrollable" sx={{ mb: 1 }}>
        <Tab value="espacio" label={s.vistas.espacio} data-testid="vista-espacio" />
        <Tab value="parametro" label={s.vistas.parametro} data-testid="vista-parametro" />
      </Tabs>
      {vista === 'parametro' ? (
        <Tabs value={tipo} onChange={(_e, value: TipoChecklistOT) => set({ tipo: value === 'Obra Gruesa' ? '' : value })} sx={{ mb: 2 }} variant="scrollable">
          {tiposChecklistOT.map((value) => (
            <Tab key={value} value={value} label={value === 'Obra Gruesa' ? t.tabs.obraGruesa : t.tabs.terminaciones} data-testid={`tab-${value}`} />
          ))}
        </Tabs>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <TextField select size="small" id="filtro-espacio" label={t.espacio} value={espacioId} onChange={(event) => set({ espacio: event.target.value })} sx={{ minWidth: 220 }}>
          <MenuItem value="">{s.todos}</MenuItem>
          {(espacios.data?.espacios ?? []).map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.Nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" id="filtro-sector" label={t.filtrarSector} value={sector} onChange={(event) => set({ sector: event.target.value })} sx={{ minWidth: 220 }}>
          <MenuItem value="">{s.todos}</MenuItem>
          {(espacios.data?.sectores ?? []).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {report.isFetching ? <LinearProgress /> : null}
      {report.error ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="desviacion-error">
          {report.error.message}
        </Alert>
      ) : null}
      <DesviacionTable rows={data?.items ?? []} total={data?.total ?? null} nombre={vista === 'espacio' ? t.espacio : neoScreens.informes.columnas.nombre} />
    </ReportFrame>
  );
}
