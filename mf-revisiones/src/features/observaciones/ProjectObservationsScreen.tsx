import { type InformeRequest } from '@insp/contracts';
import { listadosEndpoints, OBSERVACIONES_PAGE_SIZE, type ObservacionResumenItem, projectObservaciones, revisionesEndpoints } from '@insp/contracts';
import { observationStatusLabel } from '@insp/domain';
import { observacionesScreens, revisiones } from '@insp/messages/revisiones';
import { ScreenCard, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { comentarioColumn, ResumenTable, RevisionListadoPickers } from '@insp/ui/review-family/resumen';
import { dateTime, type PagedColumn } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { useCatalogos } from '../../shared/observaciones/catalogos.ts';
import { estadoColor } from '../../shared/observaciones/estado.ts';
import { ExcelButton } from '../../shared/observaciones/ExcelButton.tsx';
import { emptyFiltros, type Filtros, filtrosQuery, hayFiltros } from '../../shared/observaciones/filters.ts';
import { FiltrosPanel } from '../../shared/observaciones/FiltrosPanel.tsx';
import { ObservacionesBreadcrumbs } from '../../shared/observaciones/ObservacionesBreadcrumbs.tsx';

const text = observacionesScreens.proyecto;
const filtroText = observacionesScreens.filtros;
/** The pickers list every revision / listado of the project at once (the contracts' page maximum). */
const PICKER_SIZE = 100;

/** The columns after Revisión and Listado (the summary table puts those first). */
const columns: PagedColumn<ObservacionResumenItem>[] = [
  { id: 'sector', header: text.columns.sector, render: (r) => r.Sector },
  { id: 'recinto', header: text.columns.recinto, render: (r) => r.Recinto },
  { id: 'subcontrato', header: text.columns.subcontrato, render: (r) => r.Subcontrato },
  { id: 'errorTipo', header: text.columns.errorTipo, render: (r) => r.ErrorTipo },
  { id: 'prioridad', header: text.columns.prioridad, render: (r) => r.Prioridad },
  { id: 'orden', header: text.columns.orden, render: (r) => r.Numero },
  {
    id: 'estado',
    header: text.columns.estado,
    nowrap: true,
    render: (r) => <Chip size="small" color={estadoColor(r.Estado)} label={observationStatusLabel(r.Estado)} />,
  },
  comentarioColumn(text.columns.comentario, (r) => r.Comentario),
  { id: 'observada', header: text.columns.observada, render: (r) => dateTime(r.CreatedAt), nowrap: true },
  { id: 'vencimiento', header: text.columns.vencimiento, render: (r) => dateTime(r.Vencida), nowrap: true },
];

/**
 * Twelve columns within the 1415 px wide layout (spec 001 §9) without scrolling sideways: compact
 * cell padding, headers that may wrap, names that wrap at any point; only the two dates (dd/MM/yyyy
 * HH:mm:ss) and the state keep one line. With MUI's 16 px paddings and one-line headers the table
 * needed about 1410 px, more than a 1440 px window leaves beside the menu.
 */
// Short words (headers, Sector, Recinto…) wrap only between words; names and comments, which can be
// long runs without spaces, may break anywhere so they never widen the table.
const fitCells = {
  '& th, & td': { px: 0.75, overflowWrap: 'break-word' },
  '& td[data-testid="resumen-revision"], & td[data-testid="resumen-listado"], & td[data-testid="resumen-comentario"]': { overflowWrap: 'anywhere' },
} as const;

/** /administrador/proyectos/:projectId/observaciones: the project-wide observations summary (spec 001 §2). */
export function ProjectObservationsScreen() {
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
  const summary = useEndpointQuery(
    'revisiones',
    projectObservaciones,
    { params: { companyId, projectId }, query: { ...query, page } },
    { placeholderData: keepPreviousData },
  );
  const catalogos = useCatalogos(companyId);
  const revisionesList = useEndpointQuery('revisiones', revisionesEndpoints.list, {
    params: { companyId, projectId },
    query: { page: 0, pageSize: PICKER_SIZE },
  });
  const listados = useEndpointQuery(
    'revisiones',
    listadosEndpoints.list,
    { params: { companyId, projectId, revisionId }, query: { page: 0, pageSize: PICKER_SIZE } },
    { enabled: Boolean(revisionId) },
  );

  useLiveInvalidation('revisiones', companyId, (change) =>
    change.entity === 'Observacion' && change.parents.projectId === projectId
      ? [endpointKey('revisiones', projectObservaciones, { companyId, projectId })]
      : [],
  );

  // every filter change starts again at the first page
  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };
  const excel: InformeRequest = { kind: 'excel-resumen', projectId, ...query };

  const pickers = (
    <RevisionListadoPickers
      revisionId={revisionId}
      listadoId={listadoId}
      revisiones={revisionesList.data?.items ?? []}
      listados={listados.data?.items ?? []}
      labels={filtroText}
      onChange={(choice) =>
        filter(() => {
          setRevisionId(choice.revisionId);
          setListadoId(choice.listadoId);
        })
      }
    />
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
        <ResumenTable
          // fits from the 1415 px wide layout on (fitCells); narrower, it scrolls sideways inside its card, never the page;
          // at 390 px one card per observation (issue 16 §4): twelve columns cannot fit a phone
          testIdPrefix="observaciones-proyecto"
          columns={columns}
          summary={summary}
          revision={(row) => row.NombreRevision}
          listado={(row) => row.NombreListado}
          headers={text.columns}
          tableSx={fitCells}
          empty={hayFiltros(filtros) || revisionId ? text.sinResultados : text.vacio}
          page={page}
          pageSize={OBSERVACIONES_PAGE_SIZE}
          onPageChange={setPage}
        />
      </ScreenCard>
    </Box>
  );
}
