import { type ListadoItem, type ListadoOrden, LISTADOS_PAGE_SIZE, listadosEndpoints, proyectosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { common } from '@insp/messages';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { ConfirmDialog, ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
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
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';
import { useAudience, useRevisionesLinks } from '../../shared/audience.ts';
import { RevisionesBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { DeletedNote, deletedRowSx, isDeleted } from '../../shared/DeletedNote.tsx';
import { calendarDate, dateTime } from '../../shared/format.ts';
import { AddIcon, ListIcon, PlaylistAddIcon } from '../../shared/icons.tsx';
import { type PagedColumn, PagedTable } from '../../shared/PagedTable.tsx';
import { RowMenu } from '../../shared/RowMenu.tsx';
import { useCompanyName } from '../../shared/usuarios.ts';

const ListadoDialog = lazy(() => import('./ListadoDialog.tsx'));
const FechaDialog = lazy(() => import('./FechaDialog.tsx'));
const InformeDialog = lazy(() => import('./InformeDialog.tsx'));

const t = revisiones.listados;
const s = revisionesScreens.listados;
/** §9: fallback page size 5 for the listados table. */
const PAGE_SIZES = [LISTADOS_PAGE_SIZE, 10, 20, 50, 100] as const;

type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'informe' | 'propuesta' | 'real'; listado: ListadoItem } | null;

/** The listados of a revision (spec 001 §2 Lists screen), refreshed live as observations are captured. */
export function ListadosScreen() {
  useFederationProbe();
  const companyId = useRouteCompanyId();
  const { projectId, revisionId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId) return <Alert severity="error">{revisiones.revisiones.errors.noSeleccionada}</Alert>;
  return <Listados companyId={companyId} projectId={projectId} revisionId={revisionId} />;
}

function Listados({ companyId, projectId, revisionId }: { companyId: string; projectId: string; revisionId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = useRevisionesLinks(companyId);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(LISTADOS_PAGE_SIZE);
  const [orden, setOrden] = useState<ListadoOrden>('nombre');
  const [open, setOpen] = useState<Open>(null);

  const empresa = useCompanyName(companyId);
  const project = useEndpointQuery('revisiones', proyectosEndpoints.get, { params: { companyId, projectId } });
  const revision = useEndpointQuery('revisiones', revisionesEndpoints.get, { params: { companyId, projectId, revisionId } });
  const list = useEndpointQuery(
    'revisiones',
    listadosEndpoints.list,
    { params: { companyId, projectId, revisionId }, query: { page, pageSize, orden } },
    { placeholderData: keepPreviousData },
  );
  const listKey = endpointKey('revisiones', listadosEndpoints.list, { companyId, projectId, revisionId });
  // the Observaciones counts change as observations are captured or resolved elsewhere
  useLiveInvalidation('revisiones', companyId, (change) =>
    (change.entity === 'Observacion' || change.entity === 'Listado') && change.parents.revisionId === revisionId ? [listKey] : [],
  );

  const write = (success: string) => ({
    invalidates: () => [listKey, endpointKey('revisiones', revisionesEndpoints.list, { companyId, projectId })],
    onSuccess: () => notify('success', success),
    onError: (error: Error) => notify('error', error.message),
  });
  const remove = useEndpointMutation('revisiones', listadosEndpoints.remove, write(t.success.eliminado));
  const restore = useEndpointMutation('revisiones', listadosEndpoints.restore, write(t.success.restaurado));
  // on phones the row's two buttons become icon buttons (same names), so they fit beside the name
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const actionsOf = (l: ListadoItem) => {
    if (isDeleted(l)) {
      return manager ? (
        <Button size="small" disabled={restore.isPending} onClick={() => restore.mutate({ params: { companyId, projectId, revisionId, listadoId: l.id } })}>
          {t.actions.restaurar}
        </Button>
      ) : null;
    }
    const nueva = links.nuevaObservacion(projectId, revisionId, l.id);
    const openObservaciones = () => navigate(links.observaciones(projectId, revisionId, l.id));
    const openNueva = (event: MouseEvent) => {
      event.preventDefault();
      navigate(nueva);
    };
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', whiteSpace: 'nowrap' }}>
        <RowMenu
          label={`${revisionesScreens.comunes.acciones} ${l.Nombre}`}
          testId={`acciones-${l.id}`}
          items={[
            { label: t.actions.editar, hidden: companyUser, onClick: () => setOpen({ kind: 'edit', listado: l }) },
            { label: t.actions.eliminar, hidden: companyUser, onClick: () => setOpen({ kind: 'delete', listado: l }) },
            { label: t.actions.estadisticas, onClick: () => navigate(links.estadisticas(projectId, revisionId, l.id)) },
            { label: t.actions.solicitarInforme, onClick: () => setOpen({ kind: 'informe', listado: l }) },
            { label: t.actions.fechaPropuesta, hidden: companyUser, onClick: () => setOpen({ kind: 'propuesta', listado: l }) },
            { label: t.actions.fechaReal, hidden: companyUser, onClick: () => setOpen({ kind: 'real', listado: l }) },
          ]}
        />
        {phone ? (
          <>
            <Tooltip title={t.actions.observaciones}>
              <IconButton size="small" color="primary" aria-label={t.actions.observaciones} onClick={openObservaciones} data-testid={`observaciones-${l.id}`}>
                <ListIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={s.nuevaObservacion}>
              <IconButton
                size="small"
                color="primary"
                aria-label={s.nuevaObservacion}
                href={nueva}
                onClick={openNueva}
                data-testid={`nueva-observacion-${l.id}`}
              >
                <PlaylistAddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          <>
            <Button size="small" variant="outlined" onClick={openObservaciones} data-testid={`observaciones-${l.id}`}>
              {t.actions.observaciones}
            </Button>
            <Button size="small" href={nueva} onClick={openNueva} data-testid={`nueva-observacion-${l.id}`}>
              {s.nuevaObservacion}
            </Button>
          </>
        )}
      </Stack>
    );
  };

  const columns: PagedColumn<ListadoItem>[] = [
    {
      id: 'nombre',
      header: t.columns.nombre,
      render: (l) => (
        <>
          {l.Nombre}
          {isDeleted(l) ? <DeletedNote dias={l.DiasRestantes} text={t.diasRestantes} /> : null}
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
    { id: 'observaciones', header: t.columns.observaciones, align: 'center', render: (l) => s.observaciones(l.ObservacionesResueltas, l.ObservacionesTotales) },
    { id: 'encargado', header: t.columns.encargado, secondary: true, render: (l) => l.Responsable?.NombreCompleto ?? '' },
    { id: 'cargo', header: t.columns.cargo, secondary: true, render: (l) => l.Responsable?.Cargo ?? '' },
    { id: 'fecha', header: t.columns.fechaCreacion, secondary: true, render: (l) => dateTime(l.FechaCreacion) },
    { id: 'acciones', header: t.columns.acciones, align: 'center', render: actionsOf },
  ];

  const header = revisionesScreens.comunes.encabezado(...[empresa, project.data?.NombreProyecto ?? '', revision.data?.Nombre ?? ''].filter(Boolean));
  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <TextField
        select
        size="small"
        label={t.ordenarPor}
        value={orden}
        onChange={(event) => {
          setOrden(event.target.value as ListadoOrden);
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
      <RevisionesBreadcrumbs companyId={companyId} projectId={projectId} level="listados" />
      <ScreenCard title={t.title} testId="module-screen-revisiones" error={list.error?.message ?? revision.error?.message} actions={actions}>
        <Typography variant="subtitle1" color="text.secondary" data-testid="listados-header" sx={{ mb: 1 }}>
          {header}
        </Typography>
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
          {open?.kind === 'informe' && listado ? <InformeDialog companyId={companyId} listado={listado} onClose={close} /> : null}
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
