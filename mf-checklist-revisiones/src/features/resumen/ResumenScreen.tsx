import * as cr from '@insp/contracts/checklist-revisiones';
import { companyDayEnd, companyDayStart } from '@insp/domain';
import { common, reports } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { DOWNLOAD_NOTICE_MS } from '@insp/mf-kit';
import { chipSx } from '@insp/ui';
import { ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { useReportJob } from '@insp/ui/reports';
import { comentarioColumn, ResumenTable, RevisionListadoPickers } from '@insp/ui/review-family/resumen';
import { dateTime, type PagedColumn, useDebounced } from '@insp/ui/screens';
import { CatalogSelect, DateRangeFields, nameOptions } from '@insp/ui/screens/fields';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { estadoColors, estadoLabel, ESTADOS, estadoTone } from '../../shared/estado.ts';
import { ImageDialog } from '../../shared/ImageDialog.tsx';

const t = checklistRevisiones.resumen;
const f = checklistRevisionesScreens.resumen;
const S = 'checklist-revisiones';
const PICKER_SIZE = 100;
/** Typing a date asks the service once the user pauses. */
const TYPING_MS = 400;
/** The name filters and where their choices come from (GET …/respuestas/opciones). */
const NAME_FILTERS = [
  ['recinto', 'recintos'],
  ['subcontrato', 'subcontratos'],
  ['errorTipo', 'erroresTipo'],
] as const;

export interface Filtros {
  revisionId: string;
  listadoId: string;
  recinto: string;
  subcontrato: string;
  errorTipo: string;
  estado: string;
  desde: string;
  hasta: string;
}
export const emptyFiltros: Filtros = { revisionId: '', listadoId: '', recinto: '', subcontrato: '', errorTipo: '', estado: '', desde: '', hasta: '' };

type Query = Omit<cr.ExcelResumenParams, 'projectId' | 'desde' | 'hasta'> & { desde?: string; hasta?: string };

/** Only what is set; the date range only when both ends are set and in order (§2). */
export function filtrosQuery(filtros: Filtros): { query: Query; rangoError: string | null } {
  const query: Query = {};
  if (filtros.revisionId) query.revisionId = filtros.revisionId;
  if (filtros.revisionId && filtros.listadoId) query.listadoId = filtros.listadoId;
  for (const key of ['recinto', 'subcontrato', 'errorTipo'] as const) {
    const value = filtros[key].trim();
    if (value) query[key] = value;
  }
  if (filtros.estado) query.estado = filtros.estado as cr.RespuestaEstado;
  if (!filtros.desde || !filtros.hasta) return { query, rangoError: null };
  // Whole days on the company's clock, whatever the browser's zone (docs/architecture.md 'Dates').
  const desde = companyDayStart(filtros.desde);
  const hasta = companyDayEnd(filtros.hasta);
  if (!desde || !hasta) return { query, rangoError: null };
  if (desde.getTime() > hasta.getTime()) return { query, rangoError: t.errors.rangeInvalid };
  return { query: { ...query, desde: desde.toISOString(), hasta: hasta.toISOString() }, rangoError: null };
}

/** /administrador/checklist-proyectos/:projectId/observaciones: the project-wide answers summary (spec 001 §2). */
export function ResumenScreen() {
  const { projectId } = useParams();
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId) return <Alert severity="error">{checklistRevisiones.proyectos.errors.noSeleccionado}</Alert>;
  return <Resumen companyId={companyId} projectId={projectId} />;
}

/**
 * Eleven columns within the 1415 px wide layout (spec 001 §9) without scrolling sideways: compact
 * cell padding, headers that may wrap, names that wrap at any point; only the dates and the state
 * keep one line (MUI's 16 px paddings and one-line headers needed more than a 1440 px window leaves
 * beside the menu).
 */
const fitCells = { '& th, & td': { px: 0.75, overflowWrap: 'anywhere' } } as const;

function Resumen({ companyId, projectId }: { companyId: string; projectId: string }) {
  const { notify } = useRemoteProps();
  const [filtros, setFiltros] = useState<Filtros>(emptyFiltros);
  const [page, setPage] = useState(0);
  const [foto, setFoto] = useState<string | null>(null);
  const settled = useDebounced(filtros, TYPING_MS);
  const { query, rangoError } = filtrosQuery(settled);
  const summary = useEndpointQuery(
    S,
    cr.resumenProyecto,
    { params: { companyId, projectId }, query: { ...query, page } },
    { placeholderData: keepPreviousData },
  );
  const revisiones = useEndpointQuery(S, cr.revisionesEndpoints.list, { params: { companyId, projectId }, query: { page: 0, pageSize: PICKER_SIZE } });
  const listados = useEndpointQuery(
    S,
    cr.listadosEndpoints.list,
    { params: { companyId, projectId, revisionId: filtros.revisionId }, query: { page: 0, pageSize: PICKER_SIZE } },
    { enabled: Boolean(filtros.revisionId) },
  );
  // the Recinto / Subcontrato / Error Tipo choices: the names that exist in the project
  const opciones = useEndpointQuery(S, cr.resumenOpciones, { params: { companyId, projectId } });
  useLiveInvalidation(S, companyId, (change) =>
    change.parents.projectId === projectId
      ? [endpointKey(S, cr.resumenProyecto, { companyId, projectId }), endpointKey(S, cr.resumenOpciones, { companyId, projectId })]
      : [],
  );

  const excel = useReportJob(S, companyId);
  useEffect(() => {
    if (excel.error) notify('error', excel.error);
  }, [excel.error, notify]);
  const generar = async () => {
    if (await excel.start({ kind: 'excel-resumen', projectId, ...query })) notify('info', f.descargando, { durationMs: DOWNLOAD_NOTICE_MS });
  };

  const set = (change: Partial<Filtros>) => {
    setFiltros((current) => ({ ...current, ...change }));
    setPage(0);
  };
  const rows = summary.data?.items ?? [];
  // 'Ver foto' opens the viewer among the photos of the page shown
  const fotos = rows.flatMap((r) => (r.Foto ? [r.Foto] : []));
  const filtered = Object.keys(query).length > 0;

  const columns: PagedColumn<cr.ResumenRow>[] = [
    { id: 'recinto', header: t.columns.recinto, render: (r) => r.Recinto },
    { id: 'subcontrato', header: t.columns.subcontrato, render: (r) => r.Subcontrato },
    { id: 'errorTipo', header: t.columns.errorTipo, render: (r) => r.ErrorTipo },
    { id: 'orden', header: t.columns.orden, render: (r) => r.Orden },
    {
      id: 'estado',
      header: t.columns.estado,
      nowrap: true,
      render: (r) => <Chip size="small" label={estadoLabel(r.Estado)} data-color={estadoTone(r.Estado)} sx={chipSx(estadoColors(r.Estado))} />,
    },
    comentarioColumn(t.columns.comentario, (r) => r.Comentario),
    {
      id: 'foto',
      header: t.columns.foto,
      card: 'actions',
      render: (r) =>
        r.Foto ? (
          <Link component="button" onClick={() => setFoto(r.Foto)} data-testid={`foto-${r.id}`}>
            {f.verFoto}
          </Link>
        ) : null,
    },
    { id: 'observada', header: t.columns.observada, render: (r) => dateTime(r.Observada), nowrap: true },
    {
      id: 'resuelta',
      header: t.columns.resuelta,
      render: (r) => (r.Resuelta ? dateTime(r.Resuelta) : checklistRevisiones.respuestas.sinResolver),
      nowrap: true,
    },
  ];

  return (
    <Box>
      <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} current={t.title} />
      <ScreenCard
        title={t.title}
        testId="module-screen-checklist_revisiones"
        error={summary.error?.message ?? opciones.error?.message ?? null}
        actions={
          <Button
            variant="outlined"
            onClick={() => void generar()}
            disabled={excel.running || rangoError !== null}
            startIcon={excel.running ? <CircularProgress size={16} /> : undefined}
            data-testid="generar-excel-resumen"
          >
            {excel.running ? reports.generating : t.generarExcel}
          </Button>
        }
      >
        <Box
          data-testid="resumen-filtros"
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, mb: 1 }}
        >
          <RevisionListadoPickers
            revisionId={filtros.revisionId}
            listadoId={filtros.listadoId}
            revisiones={revisiones.data?.items ?? []}
            listados={listados.data?.items ?? []}
            labels={f}
            onChange={set}
          />
          {NAME_FILTERS.map(([key, choices]) => (
            <CatalogSelect
              key={key}
              id={`filtro-${key}`}
              label={f[key]}
              value={filtros[key]}
              options={nameOptions(
                (opciones.data?.[choices] ?? []).map((Nombre) => ({ Nombre })),
                filtros[key],
              )}
              emptyLabel={f.todos}
              onChange={(value) => set({ [key]: value })}
            />
          ))}
          <CatalogSelect
            id="filtro-estado"
            label={f.estado}
            value={filtros.estado}
            options={ESTADOS.map((e) => ({ value: e, label: estadoLabel(e) }))}
            emptyLabel={f.todos}
            onChange={(estado) => set({ estado })}
          />
          <DateRangeFields labels={f} desde={filtros.desde} hasta={filtros.hasta} onChange={set} error={rangoError} />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => set(emptyFiltros)} disabled={JSON.stringify(filtros) === JSON.stringify(emptyFiltros)}>
            {f.limpiar}
          </Button>
        </Box>
        <ResumenTable
          // fits from the 1415 px wide layout on (fitCells); narrower, it scrolls sideways inside its card, never the page;
          // at 390 px one card per answer ('Ver foto' at its foot)
          testIdPrefix="resumen"
          columns={columns}
          summary={summary}
          revision={(row) => row.Revision}
          listado={(row) => row.Listado}
          headers={t.columns}
          tableSx={fitCells}
          empty={filtered ? f.sinResultados : t.vacio}
          page={page}
          pageSize={cr.RESUMEN_PAGE_SIZE}
          onPageChange={setPage}
        />
        {foto ? <ImageDialog companyId={companyId} fileIds={fotos} index={Math.max(0, fotos.indexOf(foto))} onClose={() => setFoto(null)} /> : null}
      </ScreenCard>
    </Box>
  );
}
