import type { ChangeEvent as CompanyChange, Endpoint } from '@insp/contracts';
import { ConfirmDialog, ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, type GatewayService, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import {
  AddIcon,
  calendarDate,
  dateTime,
  DeletedNote,
  deletedRowSx,
  isDeleted,
  type NombreResponsableDialogProps,
  type PagedColumn,
  PagedTable,
  RowMenu,
  type RowMenuItem,
  useAudience,
  useCompanyName,
} from '@insp/ui/screens';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { z } from 'zod';

import type { ItemDialogProps, ResponsableChoice } from './ItemDialog.tsx';
import { type FechaLabels, ListadoFechaDialog, type ListadoFechaDialogProps, type ListadoInforme, ListadoInformeDialog } from './ListadoDialogs.tsx';

/** The fields of a listado row both review modules show. */
export interface ReviewListado {
  id: string;
  projectId: string;
  revisionId: string;
  Nombre: string;
  Estado: string;
  AlertaEliminacion: boolean;
  DiasRestantes: number | null;
  FechaPropuesta?: string | null;
  FechaReal?: string | null;
  FechaCreacion: string;
  Responsable: { id: string; NombreCompleto: string; Cargo?: string | null } | null;
}

export type ListadoOrden = 'nombre' | 'fecha';
interface ProjectIds {
  companyId: string;
  projectId: string;
}
interface RevisionIds extends ProjectIds {
  revisionId: string;
}
interface ListadoIds extends RevisionIds {
  listadoId: string;
}
type Get<P, R> = Endpoint<z.ZodType<unknown, P>, z.ZodType | undefined, undefined, z.ZodType<R>>;

/** The module's endpoints the screen calls (revision and checklist listados share their shapes). */
export interface ListadosEndpoints<L extends ReviewListado> {
  proyecto: Get<ProjectIds, { NombreProyecto: string }>;
  revision: Get<RevisionIds, { Nombre: string }>;
  /** The revisions list, refreshed after a write (its counts include the listados). */
  revisiones: Endpoint;
  list: Endpoint<
    z.ZodType<unknown, RevisionIds>,
    z.ZodType<unknown, { page?: unknown; pageSize?: unknown; orden?: ListadoOrden }>,
    undefined,
    z.ZodType<{ items: L[]; total: number }>
  >;
  remove: Endpoint<z.ZodType<unknown, ListadoIds>, undefined, undefined>;
  restore: Endpoint<z.ZodType<unknown, ListadoIds>, undefined, undefined>;
  get: Endpoint;
  create: ItemDialogProps<RevisionIds, ListadoIds>['endpoints']['create'];
  update: ItemDialogProps<RevisionIds, ListadoIds>['endpoints']['update'];
  fechaPropuesta: ListadoFechaDialogProps['endpoints']['fechaPropuesta'];
  fechaReal: ListadoFechaDialogProps['endpoints']['fechaReal'];
}

/** The module's texts, its @insp/messages objects as they are (e.g. revisiones.listados). */
export interface ListadosLabels {
  listados: {
    title: string;
    nuevo: string;
    vacio: string;
    ordenarPor: string;
    orden: { nombre: string; fecha: string };
    diasRestantes: (dias: number) => string;
    advertenciaEliminar: string;
    confirmarEliminar: (nombre: string) => string;
    columns: { nombre: string; observaciones: string; encargado: string; cargo: string; fechaCreacion: string; acciones: string };
    actions: { editar: string; eliminar: string; fechaPropuesta: string; fechaReal: string; estadisticas: string; solicitarInforme: string; restaurar: string };
    success: { eliminado: string; restaurado: string };
  };
  pantalla: { fechaPropuesta: (fecha: string) => string; fechaReal: (fecha: string) => string };
  comunes: { acciones: string; encabezado: (...parts: string[]) => string };
}

/** The module's parts of the listado dialogs: create / edit, the two dates and 'Solicitar informe'. */
export interface ListadosDialogs<L extends ReviewListado> {
  listado: { labels: NombreResponsableDialogProps['labels']; schema: z.ZodType; responsable: ResponsableChoice };
  fechas: FechaLabels;
  informe: ListadoInforme<L>;
}

const ItemDialog = lazy(() => import('./ItemDialog.tsx').then((m) => ({ default: m.ItemDialog<RevisionIds, ListadoIds> })));

/** What a row's parts of the module get: the listado and a way to open one of the module's dialogs. */
export interface ListadoRowContext<L extends ReviewListado> {
  /** Phone width: the row's buttons become icon buttons (same names), so they fit beside the name. */
  phone: boolean;
  openDialog: (kind: string, listado: L) => void;
}

export interface ListadosCardProps<L extends ReviewListado> {
  service: GatewayService;
  endpoints: ListadosEndpoints<L>;
  labels: ListadosLabels;
  dialogs: ListadosDialogs<L>;
  companyId: string;
  projectId: string;
  revisionId: string;
  /** The remote's testid of its screens (module-screen-<remote>). */
  testId: string;
  breadcrumbs: ReactNode;
  /** §9: the listados' first page size. */
  pageSize: number;
  /** The link of a listado's statistics. */
  estadisticas: (listadoId: string) => string;
  /** Which live changes refresh the list (the counts change as observations or answers are captured). */
  live: (change: CompanyChange) => boolean;
  /** The 'Observaciones' column. */
  observaciones: (listado: L) => ReactNode;
  /** Lines under the name (after the deleted note). */
  nameExtra?: (listado: L) => ReactNode;
  /** The module's menu items, after the shared ones. */
  menu?: (listado: L, row: ListadoRowContext<L>) => RowMenuItem[];
  /** The row's buttons beside the menu. */
  buttons: (listado: L, row: ListadoRowContext<L>) => ReactNode;
  /** The module's other dialogs, opened with `openDialog(kind, listado)`. */
  moreDialogs?: (open: { kind: string; listado: L }, close: () => void) => ReactNode;
  /** Above the table (a report's progress). */
  aboveTable?: ReactNode;
}

type Open<L> = { kind: 'create' } | { kind: string; listado: L } | null;

/** The listados of a revision (spec 001 §2 Lists screen) in both review modules; the module passes its parts. */
export function ListadosCard<L extends ReviewListado>(props: ListadosCardProps<L>) {
  const { service, endpoints, labels, dialogs, companyId, projectId, revisionId } = props;
  const t = labels.listados;
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(props.pageSize);
  const [orden, setOrden] = useState<ListadoOrden>('nombre');
  const [open, setOpen] = useState<Open<L>>(null);

  const empresa = useCompanyName(companyId);
  const project = useEndpointQuery(service, endpoints.proyecto, { params: { companyId, projectId } });
  const revision = useEndpointQuery(service, endpoints.revision, { params: { companyId, projectId, revisionId } });
  const list = useEndpointQuery(
    service,
    endpoints.list,
    { params: { companyId, projectId, revisionId }, query: { page, pageSize, orden } },
    { placeholderData: keepPreviousData },
  );
  const listKey = endpointKey(service, endpoints.list, { companyId, projectId, revisionId });
  useLiveInvalidation(service, companyId, (change) => (props.live(change) ? [listKey] : []));

  const ids = { companyId, projectId, revisionId };
  // a write changes the list and the revisions table (which counts listados)
  const lists = () => [listKey, endpointKey(service, endpoints.revisiones, { companyId, projectId })];
  const write = (success: string) => ({
    invalidates: lists,
    onSuccess: () => notify('success', success),
    onError: (error: Error) => notify('error', error.message),
  });
  const remove = useEndpointMutation(service, endpoints.remove, write(t.success.eliminado));
  const restore = useEndpointMutation(service, endpoints.restore, write(t.success.restaurado));

  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const row: ListadoRowContext<L> = { phone, openDialog: (kind, listado) => setOpen({ kind, listado }) };

  const actionsOf = (l: L) => {
    if (isDeleted(l)) {
      return manager ? (
        <Button size="small" disabled={restore.isPending} onClick={() => restore.mutate({ params: { companyId, projectId, revisionId, listadoId: l.id } })}>
          {t.actions.restaurar}
        </Button>
      ) : null;
    }
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', whiteSpace: 'nowrap' }}>
        <RowMenu
          label={`${labels.comunes.acciones} ${l.Nombre}`}
          testId={`acciones-${l.id}`}
          items={[
            // §6: a company user cannot edit or delete lists
            { label: t.actions.editar, hidden: companyUser, onClick: () => setOpen({ kind: 'edit', listado: l }) },
            { label: t.actions.eliminar, hidden: companyUser, onClick: () => setOpen({ kind: 'delete', listado: l }) },
            // spec 001 §2's row actions first, then the dates and the module's own
            { label: t.actions.estadisticas, onClick: () => navigate(props.estadisticas(l.id)) },
            { label: t.actions.solicitarInforme, onClick: () => setOpen({ kind: 'informe', listado: l }) },
            { label: t.actions.fechaPropuesta, hidden: companyUser, onClick: () => setOpen({ kind: 'propuesta', listado: l }) },
            { label: t.actions.fechaReal, hidden: companyUser, onClick: () => setOpen({ kind: 'real', listado: l }) },
            ...(props.menu?.(l, row) ?? []),
          ]}
        />
        {props.buttons(l, row)}
      </Stack>
    );
  };

  const columns: PagedColumn<L>[] = [
    {
      id: 'nombre',
      header: t.columns.nombre,
      render: (l) => (
        <>
          {l.Nombre}
          {isDeleted(l) ? <DeletedNote dias={l.DiasRestantes} text={t.diasRestantes} /> : null}
          {props.nameExtra?.(l)}
          {l.FechaPropuesta ? (
            <Typography variant="caption" component="div" color="text.secondary">
              {labels.pantalla.fechaPropuesta(calendarDate(l.FechaPropuesta))}
            </Typography>
          ) : null}
          {l.FechaReal ? (
            <Typography variant="caption" component="div" color="text.secondary">
              {labels.pantalla.fechaReal(calendarDate(l.FechaReal))}
            </Typography>
          ) : null}
        </>
      ),
    },
    { id: 'observaciones', header: t.columns.observaciones, align: 'center', render: props.observaciones },
    { id: 'encargado', header: t.columns.encargado, secondary: true, render: (l) => l.Responsable?.NombreCompleto ?? '' },
    { id: 'cargo', header: t.columns.cargo, secondary: true, render: (l) => l.Responsable?.Cargo ?? '' },
    { id: 'fecha', header: t.columns.fechaCreacion, secondary: true, render: (l) => dateTime(l.FechaCreacion) },
    { id: 'acciones', header: t.columns.acciones, align: 'center', render: actionsOf },
  ];

  const header = labels.comunes.encabezado(...[empresa, project.data?.NombreProyecto ?? '', revision.data?.Nombre ?? ''].filter(Boolean));
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
  const listado = open && 'listado' in open ? open.listado : null;
  const close = () => setOpen(null);

  return (
    <>
      {props.breadcrumbs}
      <ScreenCard title={t.title} testId={props.testId} error={list.error?.message ?? revision.error?.message} actions={actions}>
        <Typography variant="subtitle1" color="text.secondary" data-testid="listados-header" sx={{ mb: 1 }}>
          {header}
        </Typography>
        {props.aboveTable}
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
          pageSizes={[props.pageSize, 10, 20, 50, 100]}
          loading={list.isFetching}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
        <Suspense fallback={null}>
          {open?.kind === 'create' || (open?.kind === 'edit' && listado) ? (
            <ItemDialog
              service={service}
              companyId={companyId}
              testId="listado-dialog"
              labels={dialogs.listado.labels}
              schema={dialogs.listado.schema}
              item={listado}
              params={ids}
              itemParams={(listadoId) => ({ ...ids, listadoId })}
              endpoints={endpoints}
              lists={lists}
              responsable={dialogs.listado.responsable}
              onClose={close}
            />
          ) : null}
          {(open?.kind === 'propuesta' || open?.kind === 'real') && listado ? (
            <ListadoFechaDialog
              service={service}
              companyId={companyId}
              listado={listado}
              which={open.kind}
              endpoints={endpoints}
              labels={dialogs.fechas}
              onClose={close}
            />
          ) : null}
          {open?.kind === 'informe' && listado ? (
            <ListadoInformeDialog service={service} companyId={companyId} listado={listado} informe={dialogs.informe} onClose={close} />
          ) : null}
          {open && listado && props.moreDialogs ? props.moreDialogs({ kind: open.kind, listado }, close) : null}
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
