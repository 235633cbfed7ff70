import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { type InformeRequest } from '@insp/contracts';
import { OBSERVACIONES_PAGE_SIZE, listadosEndpoints, projectObservaciones, revisionesEndpoints, type ObservacionResumenItem } from '@insp/contracts';
import { ui } from '@insp/messages';
import { observacionesScreens, revisiones } from '@insp/messages/revisiones';
import { ScreenCard, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { useFederationProbe } from '../../probe.ts';
import { CatalogSelect } from '../../shared/observaciones/CatalogSelect.tsx';
import { useCatalogos } from '../../shared/observaciones/catalogos.ts';
import { estadoColor, estadoLabel } from '../../shared/observaciones/estado.ts';
import { ExcelButton } from '../../shared/observaciones/ExcelButton.tsx';
import { emptyFiltros, filtrosQuery, hayFiltros, type Filtros } from '../../shared/observaciones/filters.ts';
import { FiltrosPanel } from '../../shared/observaciones/FiltrosPanel.tsx';
import { formatDateTime } from '../../shared/observaciones/format.ts';
import { ObservacionesBreadcrumbs } from '../../shared/observaciones/ObservacionesBreadcrumbs.tsx';

const text = observacionesScreens.proyecto;
const filtroText = observacionesScreens.filtros;
/** The pickers list every revision / listado of the project at once (the contracts' page maximum). */
const PICKER_SIZE = 100;

interface Column {
  header: string;
  render: (row: ObservacionResumenItem) => ReactNode;
  nowrap?: boolean;
}

const columns: Column[] = [
  { header: text.columns.revision, render: (r) => r.NombreRevision },
  { header: text.columns.listado, render: (r) => r.NombreListado },
  { header: text.columns.sector, render: (r) => r.Sector },
  { header: text.columns.recinto, render: (r) => r.Recinto },
  { header: text.columns.subcontrato, render: (r) => r.Subcontrato },
  { header: text.columns.errorTipo, render: (r) => r.ErrorTipo },
  { header: text.columns.prioridad, render: (r) => r.Prioridad },
  { header: text.columns.orden, render: (r) => r.Numero },
  { header: text.columns.estado, render: (r) => <Chip size="small" color={estadoColor(r.Estado)} label={estadoLabel(r.Estado)} /> },
  {
    header: text.columns.comentario,
    render: (r) => (
      // wrapped, not cut: the whole comment reads in the row, the column stays narrow
      <Box component="span" sx={{ display: 'block', minWidth: 160, maxWidth: 260, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        {r.Comentario}
      </Box>
    ),
  },
  { header: text.columns.observada, render: (r) => formatDateTime(r.CreatedAt), nowrap: true },
  { header: text.columns.vencimiento, render: (r) => formatDateTime(r.Vencida), nowrap: true },
];

/** /administrador/proyectos/:projectId/observaciones: the project-wide observations summary (spec 001 §2). */
export function ProjectObservationsScreen() {
  useFederationProbe();
  const { projectId } = useParams();
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{revisiones.contexto.sinEmpresa}</Alert>;
  if (!projectId) return <Alert severity="error">{revisiones.proyectos.errors.noSeleccionado}</Alert>;
  return <ResumenProyecto companyId={companyId} projectId={projectId} />;
}

function ResumenProyecto({ companyId, projectId }: { companyId: string; projectId: string }) {
  const [filtros, setFiltros] = useState<Filtros>(emptyFiltros);
  const [revisionId, setRevisionId] = useState('');
  const [listadoId, setListadoId] = useState('');
  const [page, setPage] = useState(0);

  const query = { ...filtrosQuery(filtros), ...(revisionId ? { revisionId } : {}), ...(revisionId && listadoId ? { listadoId } : {}) };
  const summary = useEndpointQuery('revisiones', projectObservaciones, { params: { companyId, projectId }, query: { ...query, page } }, { placeholderData: keepPreviousData });
  const catalogos = useCatalogos(companyId);
  const revisionesList = useEndpointQuery('revisiones', revisionesEndpoints.list, { params: { companyId, projectId }, query: { page: 0, pageSize: PICKER_SIZE } });
  const listados = useEndpointQuery(
    'revisiones',
    listadosEndpoints.list,
    { params: { companyId, projectId, revisionId }, query: { page: 0, pageSize: PICKER_SIZE } },
    { enabled: Boolean(revisionId) },
  );

  useLiveInvalidation('revisiones', companyId, (change) =>
    change.entity === 'Observacion' && change.parents.projectId === projectId ? [endpointKey('revisiones', projectObservaciones, { companyId, projectId })] : [],
  );

  // every filter change starts again at the first page
  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };
  const rows = summary.data?.items ?? [];
  const excel: InformeRequest = { kind: 'excel-resumen', projectId, ...query };

  const pickers = (
    <>
      <CatalogSelect
        id="filtro-revision"
        label={filtroText.revision}
        value={revisionId}
        options={(revisionesList.data?.items ?? []).map((r) => ({ value: r.id, label: r.Nombre }))}
        emptyLabel={filtroText.todas}
        onChange={(value) =>
          filter(() => {
            setRevisionId(value);
            // a listado belongs to one revision
            setListadoId('');
          })
        }
      />
      <CatalogSelect
        id="filtro-listado"
        label={filtroText.listado}
        value={listadoId}
        options={(listados.data?.items ?? []).filter((l) => l.Estado === 'Activo').map((l) => ({ value: l.id, label: l.Nombre }))}
        emptyLabel={filtroText.todos}
        disabled={!revisionId}
        onChange={(value) => filter(() => setListadoId(value))}
      />
    </>
  );

  return (
    <Box>
      <ObservacionesBreadcrumbs companyId={companyId} projectId={projectId} current={text.breadcrumb} />
      <ScreenCard
        title={text.title}
        testId="observaciones-proyecto-screen"
        error={summary.error?.message ?? null}
        actions={<ExcelButton companyId={companyId} request={excel} label={text.generarExcel} testId="generar-excel-resumen" />}
      >
        <FiltrosPanel
          value={filtros}
          onChange={(next) => filter(() => setFiltros(next))}
          catalogos={catalogos.data}
          extra={pickers}
          extraCount={(revisionId ? 1 : 0) + (listadoId ? 1 : 0)}
          onClear={() =>
            filter(() => {
              setFiltros(emptyFiltros);
              setRevisionId('');
              setListadoId('');
            })
          }
        />
        {/* a wide table scrolls sideways inside its card, never the page */}
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
          {/* over the header, so a live refresh never moves the rows under the pointer */}
          {summary.isFetching ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} /> : null}
          <Table size="small" data-testid="observaciones-proyecto-table">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover data-testid="resumen-row">
                  {columns.map((c) => (
                    <TableCell key={c.header} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {!summary.isPending && !summary.error && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" data-testid="resumen-vacio">
                    {hayFiltros(filtros) || revisionId ? text.sinResultados : text.vacio}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={summary.data?.total ?? 0}
          page={summary.data ? Math.min(page, Math.max(0, Math.ceil(summary.data.total / OBSERVACIONES_PAGE_SIZE) - 1)) : 0}
          rowsPerPage={OBSERVACIONES_PAGE_SIZE}
          rowsPerPageOptions={[OBSERVACIONES_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
          labelRowsPerPage={ui.rowsPerPage}
          labelDisplayedRows={({ from, to, count }) => ui.displayedRows(from, to, count)}
        />
      </ScreenCard>
    </Box>
  );
}
