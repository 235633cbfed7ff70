import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { proyectosEndpoints, type ProyectoItem } from '@insp/contracts';
import { atLimit, PROJECT_DEFAULT_PAGE_SIZE, PROJECT_PAGE_SIZES } from '@insp/domain';
import { common } from '@insp/messages';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { ConfirmDialog, ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { useFederationProbe } from '../../probe.ts';
import { useAudience, useRevisionesLinks } from '../../shared/audience.ts';
import { DeletedNote, deletedRowSx, isDeleted } from '../../shared/DeletedNote.tsx';
import { dateTime } from '../../shared/format.ts';
import { AddIcon, ArrowIcon, PdfIcon } from '../../shared/icons.tsx';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable.tsx';
import { RowMenu } from '../../shared/RowMenu.tsx';
import { QuotaBar } from './QuotaBar.tsx';

const ProjectDialog = lazy(() => import('./ProjectDialog.tsx'));
const PdfProyectoDialog = lazy(() => import('./PdfProyectoDialog.tsx'));
const ResponsableDialogs = lazy(() => import('./ResponsableDialogs.tsx').then((m) => ({ default: m.ResponsableDialog })));
const ResponsablesDialogs = lazy(() => import('./ResponsableDialogs.tsx').then((m) => ({ default: m.ResponsablesDialog })));

const t = revisiones.proyectos;
const s = revisionesScreens.proyectos;

type Open =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'responsable' | 'responsables' | 'pdf'; project: ProyectoItem }
  | null;

/**
 * The company's revision projects (spec 001 §2 Projects table, §6): for the platform administrator
 * (company in the path), the director and company users (read-only, only their active projects).
 */
export function ProjectsScreen() {
  useFederationProbe();
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  return <Projects companyId={companyId} />;
}

function Projects({ companyId }: { companyId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = useRevisionesLinks(companyId);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PROJECT_DEFAULT_PAGE_SIZE);
  const [showDeleted, setShowDeleted] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const deleted = manager && showDeleted;

  const list = useEndpointQuery(
    'revisiones',
    proyectosEndpoints.list,
    { params: { companyId }, query: { page, pageSize, deleted: deleted ? 'true' : 'false' } },
    { placeholderData: keepPreviousData },
  );
  const listKey = endpointKey('revisiones', proyectosEndpoints.list, { companyId });
  // a project written elsewhere, or a revision added to one (Carpetas), shows at once
  useLiveInvalidation('revisiones', companyId, (change) => (change.entity === 'Proyecto' || change.entity === 'Revision' ? [listKey] : []));

  const write = (success: string) => ({
    invalidates: () => [listKey],
    onSuccess: () => notify('success', success),
    onError: (error: Error) => notify('error', error.message),
  });
  const remove = useEndpointMutation('revisiones', proyectosEndpoints.remove, write(t.success.eliminado));
  const restore = useEndpointMutation('revisiones', proyectosEndpoints.restore, write(t.success.restaurado));
  const pendientes = useReportJob('revisiones', companyId);

  const rows = list.data?.items ?? [];
  const cupo = list.data?.cupo ?? null;
  const full = cupo !== null && atLimit(cupo.used, cupo.limit);
  const selectedProject = selected.size === 1 ? rows.find((p) => selected.has(p.id) && !isDeleted(p)) : undefined;

  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const menu = (p: ProyectoItem) => {
    const gone = isDeleted(p);
    return (
      <RowMenu
        label={s.accionesDe(p.NombreProyecto)}
        testId={`acciones-${p.id}`}
        items={[
          { label: t.actions.restaurar, hidden: !gone || !manager, disabled: restore.isPending, onClick: () => restore.mutate({ params: { companyId, projectId: p.id } }) },
          { label: t.actions.editar, disabled: companyUser || gone, onClick: () => setOpen({ kind: 'edit', project: p }) },
          { label: t.actions.eliminar, disabled: companyUser || gone, onClick: () => setOpen({ kind: 'delete', project: p }) },
          { label: t.actions.encargados, disabled: companyUser || gone, onClick: () => setOpen({ kind: 'responsables', project: p }) },
          { label: t.actions.estadisticas, disabled: gone, onClick: () => navigate(links.estadisticas(p.id)) },
          {
            label: t.actions.pendientesVsResueltas,
            disabled: gone || pendientes.running,
            onClick: () => void pendientes.start({ kind: 'pendientes-vs-resueltas', projectId: p.id }),
          },
          { label: t.actions.observaciones, disabled: gone, onClick: () => navigate(links.observacionesProyecto(p.id)) },
          { label: t.dialogs.generarPdf, disabled: gone, onClick: () => setOpen({ kind: 'pdf', project: p }) },
        ]}
      />
    );
  };

  const columns: PagedColumn<ProyectoItem>[] = [
    ...(manager
      ? [
          {
            id: 'seleccion',
            header: '',
            width: 48,
            // §2: only active projects can be selected
            render: (p: ProyectoItem) =>
              isDeleted(p) ? null : (
                <Checkbox
                  size="small"
                  checked={selected.has(p.id)}
                  onChange={(event) => toggle(p.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': s.seleccionar(p.NombreProyecto) } }}
                />
              ),
          },
        ]
      : []),
    {
      id: 'nombre',
      header: t.columns.nombre,
      render: (p) => (
        <>
          {p.NombreProyecto}
          {isDeleted(p) ? <DeletedNote dias={p.DiasRestantes} text={t.diasRestantes} /> : null}
        </>
      ),
    },
    { id: 'carpetas', header: t.columns.carpetas, align: 'center', secondary: true, render: (p) => p.Carpetas },
    {
      id: 'responsable',
      header: t.columns.responsable,
      secondary: true,
      render: (p) =>
        manager && !isDeleted(p) ? (
          <Button size="small" sx={{ textTransform: 'none' }} onClick={() => setOpen({ kind: 'responsable', project: p })} data-testid={`responsable-${p.id}`}>
            {p.Responsable?.NombreCompleto ?? revisionesScreens.comunes.elegir}
          </Button>
        ) : (
          (p.Responsable?.NombreCompleto ?? '')
        ),
    },
    { id: 'cargo', header: t.columns.cargo, secondary: true, render: (p) => p.Responsable?.Cargo ?? '' },
    { id: 'fecha', header: s.fechaCreacion, secondary: true, render: (p) => dateTime(p.FechaCreacion) },
    { id: 'acciones', header: revisionesScreens.comunes.acciones, align: 'center', render: menu },
    {
      id: 'revisiones',
      header: '',
      align: 'center',
      render: (p) => (
        <Tooltip title={t.actions.revisiones}>
          <span>
            <IconButton size="small" aria-label={s.verRevisiones(p.NombreProyecto)} disabled={isDeleted(p)} onClick={() => navigate(links.revisiones(p.id))}>
              <ArrowIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ),
    },
  ];

  const actions = manager ? (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <FormControlLabel
        control={
          <Switch
            checked={showDeleted}
            onChange={(event) => {
              setShowDeleted(event.target.checked);
              changePage(0);
            }}
            slotProps={{ input: { 'aria-label': t.mostrarEliminados } }}
          />
        }
        label={t.mostrarEliminados}
      />
      <Button
        variant="outlined"
        startIcon={<PdfIcon />}
        disabled={!selectedProject}
        onClick={() => selectedProject && setOpen({ kind: 'pdf', project: selectedProject })}
        data-testid="toolbar-generar-pdf"
      >
        {t.dialogs.generarPdf}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} disabled={!cupo || full} onClick={() => setOpen({ kind: 'create' })} data-testid="nuevo-proyecto">
        {t.nuevo}
      </Button>
    </Stack>
  ) : null;

  const project = open && open.kind !== 'create' ? open.project : null;
  const close = () => setOpen(null);

  return (
    <ScreenCard title={t.title} testId="module-screen-revisiones" error={list.error?.message} actions={actions}>
      {cupo && !companyUser ? <QuotaBar cupo={cupo} /> : null}
      <ReportProgress job={pendientes} testId="pendientes-progress" />
      <PagedTable
        testId="projects-table"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowSx={deletedRowSx}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={PROJECT_PAGE_SIZES}
        loading={list.isFetching}
        onPageChange={changePage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          changePage(0);
        }}
      />
      <Suspense fallback={null}>
        {open?.kind === 'create' ? <ProjectDialog companyId={companyId} project={null} onClose={close} /> : null}
        {open?.kind === 'edit' && project ? <ProjectDialog companyId={companyId} project={project} onClose={close} /> : null}
        {open?.kind === 'responsable' && project ? <ResponsableDialogs companyId={companyId} project={project} onClose={close} /> : null}
        {open?.kind === 'responsables' && project ? <ResponsablesDialogs companyId={companyId} project={project} onClose={close} /> : null}
        {open?.kind === 'pdf' && project ? <PdfProyectoDialog companyId={companyId} project={project} onClose={close} /> : null}
      </Suspense>
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t.dialogs.confirmarEliminar(project?.NombreProyecto ?? '')}
        onClose={close}
        onConfirm={() => {
          if (project) remove.mutate({ params: { companyId, projectId: project.id } });
        }}
      />
    </ScreenCard>
  );
}
