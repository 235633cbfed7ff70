import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ConfirmDialog, ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { AddIcon, CameraIcon, DeletedNote, deletedRowSx, isDeleted, ListIcon, type PagedColumn, PagedTable, RowMenu } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';
import { useAudience, useChecklistLinks } from '../../shared/audience.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { calendarDate, dateTime } from '../../shared/format.ts';
import { useCompanyName } from '../../shared/usuarios.ts';

const ListadoDialog = lazy(() => import('./ListadoDialog.tsx'));
const ChecklistDialog = lazy(() => import('./ChecklistDialog.tsx'));
const FechaDialog = lazy(() => import('./FechaDialog.tsx'));
const PdfListadosDialog = lazy(() => import('../../shared/PdfDialog.tsx'));
const InformeDialog = lazy(() => import('./InformeDialog.tsx'));

const t = checklistRevisiones.listados;
const s = checklistRevisionesScreens.listados;
const c = checklistRevisionesScreens.comunes;
const S = 'checklist-revisiones';
/** §9: fallback page size 5 for the listados table. */
const PAGE_SIZES = [cr.LISTADOS_PAGE_SIZE, 10, 20, 50, 100] as const;

type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'checklist' | 'pdf' | 'informe' | 'propuesta' | 'real'; listado: cr.ListadoItem } | null;

/** The listados of a checklist revision (spec 001 §2 Lists screen, checklist variant: the row leads to recintos). */
export function ListadosScreen() {
  useFederationProbe();
  const companyId = useRouteCompanyId();
  const { projectId, revisionId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId) return <Alert severity="error">{checklistRevisiones.revisiones.errors.noSeleccionada}</Alert>;
  return <Listados companyId={companyId} projectId={projectId} revisionId={revisionId} />;
}

function Listados({ companyId, projectId, revisionId }: { companyId: string; projectId: string; revisionId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = useChecklistLinks(companyId);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(cr.LISTADOS_PAGE_SIZE);
  const [orden, setOrden] = useState<cr.ListadoOrden>('nombre');
  const [open, setOpen] = useState<Open>(null);

  const empresa = useCompanyName(companyId);
  const project = useEndpointQuery(S, cr.proyectosEndpoints.get, { params: { companyId, projectId } });
  const revision = useEndpointQuery(S, cr.revisionesEndpoints.get, { params: { companyId, projectId, revisionId } });
  const list = useEndpointQuery(
    S,
    cr.listadosEndpoints.list,
    { params: { companyId, projectId, revisionId }, query: { page, pageSize, orden } },
    { placeholderData: keepPreviousData },
  );
  const listKey = endpointKey(S, cr.listadosEndpoints.list, { companyId, projectId, revisionId });
  // the Observaciones counts change as answers are captured or resolved elsewhere
  useLiveInvalidation(S, companyId, (change) =>
    change.parents.revisionId === revisionId || (change.entity === 'Revision' && change.entityId === revisionId) ? [listKey] : [],
  );

  const write = (success: string) => ({
    invalidates: () => [listKey, endpointKey(S, cr.revisionesEndpoints.list, { companyId, projectId })],
    onSuccess: () => notify('success', success),
    onError: (error: Error) => notify('error', error.message),
  });
  const remove = useEndpointMutation(S, cr.listadosEndpoints.remove, write(t.success.eliminado));
  const restore = useEndpointMutation(S, cr.listadosEndpoints.restore, write(t.success.restaurado));
  const excel = useReportJob(S, companyId);
  useEffect(() => {
    if (excel.error) notify('error', excel.error);
  }, [excel.error, notify]);

  // on phones the row's two buttons become icon buttons (same names), so they fit beside the name
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const ref = (l: cr.ListadoItem) => ({ projectId, revisionId, listadoId: l.id });

  const actionsOf = (l: cr.ListadoItem) => {
    if (isDeleted(l)) {
      return manager ? (
        <Button size="small" disabled={restore.isPending} onClick={() => restore.mutate({ params: { companyId, projectId, revisionId, listadoId: l.id } })}>
          {t.actions.restaurar}
        </Button>
      ) : null;
    }
    const captura = links.captura(ref(l));
    const openCaptura = (event: MouseEvent) => {
      event.preventDefault();
      navigate(captura);
    };
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', whiteSpace: 'nowrap' }}>
        <RowMenu
          label={`${c.acciones} ${l.Nombre}`}
          testId={`acciones-${l.id}`}
          items={[
            // §6: a company user cannot edit or delete lists nor assign checklists
            { label: t.actions.editar, hidden: companyUser, onClick: () => setOpen({ kind: 'edit', listado: l }) },
            { label: t.actions.eliminar, hidden: companyUser, onClick: () => setOpen({ kind: 'delete', listado: l }) },
            { label: t.actions.asignarChecklist, hidden: companyUser, onClick: () => setOpen({ kind: 'checklist', listado: l }) },
            { label: t.actions.fechaPropuesta, hidden: companyUser, onClick: () => setOpen({ kind: 'propuesta', listado: l }) },
            { label: t.actions.fechaReal, hidden: companyUser, onClick: () => setOpen({ kind: 'real', listado: l }) },
            { label: t.actions.estadisticas, onClick: () => navigate(links.estadisticas(projectId, revisionId, l.id)) },
            { label: t.actions.solicitarInforme, onClick: () => setOpen({ kind: 'informe', listado: l }) },
            { label: s.generarPdf, onClick: () => setOpen({ kind: 'pdf', listado: l }) },
            {
              label: s.generarExcel,
              disabled: excel.running,
              onClick: () => void excel.start({ kind: 'excel-listado', projectId, revisionId, listadoId: l.id }),
            },
          ]}
        />
        {manager ? (
          phone ? (
            <Tooltip title={t.actions.recintos}>
              <IconButton
                size="small"
                color="primary"
                aria-label={t.actions.recintos}
                onClick={() => navigate(links.recintos(ref(l)))}
                data-testid={`recintos-${l.id}`}
              >
                <ListIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <Button size="small" variant="outlined" onClick={() => navigate(links.recintos(ref(l)))} data-testid={`recintos-${l.id}`}>
              {t.actions.recintos}
            </Button>
          )
        ) : null}
        {phone ? (
          <Tooltip title={s.registrarRespuesta}>
            <IconButton size="small" color="primary" aria-label={s.registrarRespuesta} href={captura} onClick={openCaptura} data-testid={`captura-${l.id}`}>
              <CameraIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Button size="small" href={captura} onClick={openCaptura} data-testid={`captura-${l.id}`}>
            {s.registrarRespuesta}
          </Button>
        )}
      </Stack>
    );
  };

  const columns: PagedColumn<cr.ListadoItem>[] = [
    {
      id: 'nombre',
      header: t.columns.nombre,
      render: (l) => (
        <>
          {l.Nombre}
          {isDeleted(l) ? <DeletedNote dias={l.DiasRestantes} text={t.diasRestantes} /> : null}
          <Typography variant="caption" component="div" color="text.secondary" data-testid={`checklist-${l.id}`}>
            {l.ChecklistName ? s.checklist(l.ChecklistName) : s.sinChecklist}
          </Typography>
          {l.FechaPropuesta ? (
            <Typography variant="caption" component="div" color="text.secondary">
              {s.fechaPropuesta(calendarDate(l.FechaPropuesta))}
            </Typography>
          ) : null}
          {l.FechaReal ? (
            <Typography variant="caption" component="div" color="text.secondary">
              {s.fechaReal(calendarDate(l.FechaReal))}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'observaciones',
      header: t.columns.observaciones,
      align: 'center',
      render: (l) => <span data-testid={`observaciones-${l.id}`}>{c.xDeY(l.Resueltas, l.TotalRespuestas)}</span>,
    },
    { id: 'encargado', header: t.columns.encargado, secondary: true, render: (l) => l.Responsable?.NombreCompleto ?? '' },
    { id: 'cargo', header: t.columns.cargo, secondary: true, render: (l) => l.Responsable?.Cargo ?? '' },
    { id: 'fecha', header: t.columns.fechaCreacion, secondary: true, render: (l) => dateTime(l.FechaCreacion) },
    { id: 'acciones', header: t.columns.acciones, align: 'center', render: actionsOf },
  ];

  const header = c.encabezado(...[empresa, project.data?.NombreProyecto ?? '', revision.data?.Nombre ?? ''].filter(Boolean));
  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <TextField
        select
        size="small"
        label={t.ordenarPor}
        value={orden}
        onChange={(event) => {
          setOrden(event.target.value as cr.ListadoOrden);
          setPage(0);
        }}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'listados-orden' } as object } }}
      >
        <MenuItem value="nombre">{t.orden.nombre}</MenuItem>
        <MenuItem value="fecha">{t.orden.fecha}</MenuItem>
      </TextField>
      {manager ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })} data-testid="nuevo-listado">
          {t.nuevo}
        </Button>
      ) : null}
    </Stack>
  );
  const listado = open && open.kind !== 'create' ? open.listado : null;
  const close = () => setOpen(null);

  return (
    <>
      <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} revisionId={revisionId} current={checklistRevisiones.breadcrumbs.listados} />
      <ScreenCard title={t.title} testId="module-screen-checklist_revisiones" error={list.error?.message ?? revision.error?.message} actions={actions}>
        <Typography variant="subtitle1" color="text.secondary" data-testid="listados-header" sx={{ mb: 1 }}>
          {header}
        </Typography>
        <ReportProgress job={excel} testId="excel-progress" />
        <PagedTable
          testId="listados-table"
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(l) => l.id}
          rowSx={deletedRowSx}
          empty={t.vacio}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          loading={list.isFetching}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
        <Suspense fallback={null}>
          {open?.kind === 'create' ? (
            <ListadoDialog companyId={companyId} projectId={projectId} revisionId={revisionId} listado={null} onClose={close} />
          ) : null}
          {open?.kind === 'edit' && listado ? (
            <ListadoDialog companyId={companyId} projectId={projectId} revisionId={revisionId} listado={listado} onClose={close} />
          ) : null}
          {(open?.kind === 'propuesta' || open?.kind === 'real') && listado ? (
            <FechaDialog companyId={companyId} listado={listado} which={open.kind} onClose={close} />
          ) : null}
          {open?.kind === 'checklist' && listado ? <ChecklistDialog companyId={companyId} listado={listado} onClose={close} /> : null}
          {open?.kind === 'informe' && listado ? <InformeDialog companyId={companyId} listado={listado} onClose={close} /> : null}
          {open?.kind === 'pdf' && listado ? (
            <PdfListadosDialog
              companyId={companyId}
              project={{ id: projectId, NombreProyecto: project.data?.NombreProyecto ?? '' }}
              initial={[{ revisionId, listadoId: listado.id }]}
              onClose={close}
            />
          ) : null}
        </Suspense>
        <ConfirmDialog
          open={open?.kind === 'delete'}
          title={t.confirmarEliminar(listado?.Nombre ?? '')}
          onClose={close}
          onConfirm={() => {
            if (listado) remove.mutate({ params: { companyId, projectId, revisionId, listadoId: listado.id } });
          }}
        >
          <Typography data-testid="listado-advertencia">{t.advertenciaEliminar}</Typography>
        </ConfirmDialog>
      </ScreenCard>
    </>
  );
}
