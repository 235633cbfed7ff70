import { neoEstadisticasEndpoints, type TipoChecklistOT } from '@insp/contracts/neo';
import { neo, neoScreens, tiposChecklistOT } from '@insp/messages/neo';
import { useEndpointQuery } from '@insp/ui/data';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useParams, useSearchParams } from 'react-router-dom';

import { useNeo } from '../../shared/context.ts';
import { NoCompany } from '../../shared/NoCompany.tsx';
import type { DesviacionVista } from '../../shared/paths.ts';
import { DesviacionTable } from './DesviacionTable.tsx';
import { ReportFrame } from './ReportFrame.tsx';

const t = neo.informes;
const s = neoScreens.informes;

/**
 * …/rechazadas-parametro (spec 002 §2 'Deviation by parameter / space'): 'Desviación por espacio' —
 * 'Espacio' and 'Filtrar por sector', always Terminaciones — and deviation by parameter (type tabs;
 * 'Espacio' offers the spaces of the tab's type, and 'Filtrar por sector' shows only in Terminaciones:
 * Obra Gruesa sheets have no sector). On error the table is empty and the message shows (§8).
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
  // Obra Gruesa sheets have no sector: the parameter view of that type has no sector filter
  const conSector = vista === 'espacio' || tipo === 'Terminaciones';
  const filtros = { ...(espacioId ? { espacioId } : {}), ...(sector && conSector ? { sector } : {}) };
  // the selectors' options come with each report: the space report's (Terminaciones), or the parameter report's for its type
  const espacios = useEndpointQuery(
    'neo',
    neoEstadisticasEndpoints.desviacionEspacios,
    { params, query: filtros },
    { enabled: enabled && vista === 'espacio' },
  );
  const parametros = useEndpointQuery(
    'neo',
    neoEstadisticasEndpoints.desviacionParametros,
    { params, query: { tipo, ...filtros } },
    { enabled: enabled && vista === 'parametro' },
  );
  if (!companyId || !projectId) return <NoCompany />;
  const report = vista === 'espacio' ? espacios : parametros;
  const data = report.error ? undefined : report.data;
  const opciones = vista === 'espacio' ? espacios.data : parametros.data;

  return (
    <ReportFrame
      title={vista === 'espacio' ? t.desviacionEspacio : s.vistas.parametro}
      testId="neo-desviacion-parametro"
      encabezado={espacios.data?.encabezado ?? parametros.data?.encabezado}
      projectPath={links.checklists(projectId)}
    >
      <Tabs value={vista} onChange={(_e, value: DesviacionVista) => set({ vista: value, espacio: '', sector: '' })} variant="scrollable" sx={{ mb: 1 }}>
        <Tab value="espacio" label={s.vistas.espacio} data-testid="vista-espacio" />
        <Tab value="parametro" label={s.vistas.parametro} data-testid="vista-parametro" />
      </Tabs>
      {vista === 'parametro' ? (
        <Tabs
          value={tipo}
          onChange={(_e, value: TipoChecklistOT) => set({ tipo: value === 'Obra Gruesa' ? '' : value, espacio: '', sector: '' })}
          sx={{ mb: 2 }}
          variant="scrollable"
        >
          {tiposChecklistOT.map((value) => (
            <Tab key={value} value={value} label={value === 'Obra Gruesa' ? t.tabs.obraGruesa : t.tabs.terminaciones} data-testid={`tab-${value}`} />
          ))}
        </Tabs>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <FilterSelect
          id="filtro-espacio"
          label={t.espacio}
          value={espacioId}
          onChange={(espacio) => set({ espacio })}
          options={(opciones?.espacios ?? []).map((e) => ({ value: e.id, label: e.Nombre }))}
        />
        {conSector ? (
          <FilterSelect
            id="filtro-sector"
            label={t.filtrarSector}
            value={sector}
            onChange={(chosen) => set({ sector: chosen })}
            options={(opciones?.sectores ?? []).map((name) => ({ value: name, label: name }))}
          />
        ) : null}
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

/** A select of the report's filters: 'Todos' first, then the options. */
function FilterSelect(props: { id: string; label: string; value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  return (
    <TextField
      select
      size="small"
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">{s.todos}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
