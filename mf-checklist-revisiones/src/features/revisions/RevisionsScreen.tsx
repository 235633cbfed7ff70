import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ConfirmDialog, ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { AddIcon, PagedTable, RowMenu, type PagedColumn } from '@insp/ui/screens';
import { useFederationProbe } from '../../probe.ts';
import { useAudience, useChecklistLinks } from '../../shared/audience.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { dateTime } from '../../shared/format.ts';

const RevisionDialog = lazy(() => import('./RevisionDialog.tsx'));

const t = checklistRevisiones.revisiones;
const c = checklistRevisionesScreens.comunes;
const S = 'checklist-revisiones';
/** §9: fallback page size 5 for the revisions table. */
const PAGE_SIZES = [cr.REVISIONES_PAGE_SIZE, 10, 20, 50, 100] as const;

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; revision: cr.RevisionItem } | null;

/** The revisions of a checklist project (spec 001 §2 Revisions table, observations as 'x de y'). */
export function RevisionsScreen() {
  useFederationProbe();
  const companyId = useRouteCompanyId();
  const { projectId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId) return <Alert severity="error">{checklistRevisiones.proyectos.errors.noSeleccionado}</Alert>;
  return <Revisions companyId={companyId} projectId={projectId} />;
}

function Revisions({ companyId, projectId }: { companyId: string; projectId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = useChecklistLinks(companyId);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(cr.REVISIONES_PAGE_SIZE);
  const [open, setOpen] = useState<Open>(null);

  const project = useEndpointQuery(S, cr.proyectosEndpoints.get, { params: { companyId, projectId } });
  const list = useEndpointQuery(S, cr.revisionesEndpoints.list, { params: { companyId, projectId }, query: { page, pageSize } }, { placeholderData: keepPreviousData });
  const listKey = endpointKey(S, cr.revisionesEndpoints.list, { companyId, projectId });
  useLiveInvalidation(S, companyId, (change) => {
    if (change.entity === 'Proyecto' && change.entityId === projectId) return [endpointKey(S, cr.proyectosEndpoints.get, { companyId, projectId })];
    // a revision, a listado or an answer of this project changed (Listados, 'x de y')
    return change.entity !== 'Proyecto' && change.parents.projectId === projectId ? [listKey] : [];
  });

  const remove = useEndpointMutation(S, cr.revisionesEndpoints.remove, {
    invalidates: () => [listKey, endpointKey(S, cr.proyectosEndpoints.list, { companyId })],
    onSuccess: () => notify('success', t.success.eliminada),
    // 'Para eliminar esta revisión, primero elimina sus listados.' comes from the service
    onError: (error) => notify('error', error.message),
  });

  const columns: PagedColumn<cr.RevisionItem>[] = [
    { id: 'nombre', header: t.columns.nombre, render: (r) => r.Nombre },
    { id: 'listados', header: t.columns.listados, align: 'center', render: (r) => r.Carpetas },
    { id: 'observaciones', header: t.columns.observaciones, align: 'center', render: (r) => <span data-testid={`observaciones-${r.id}`}>{c.xDeY(r.Resueltas, r.TotalRespuestas)}</span> },
    { id: 'encargado', header: checklistRevisionesScreens.revisiones.encargado, secondary: true, render: (r) => r.Responsable?.NombreCompleto ?? '' },
    { id: 'cargo', header: t.columns.cargo, secondary: true, render: (r) => r.Responsable?.Cargo ?? '' },
    { id: 'fecha', header: t.columns.fechaCreacion, secondary: true, render: (r) => dateTime(r.FechaCreacion) },
    {
      id: 'acciones',
      header: t.columns.acciones,
      align: 'center',
      render: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', whiteSpace: 'nowrap' }}>
          <RowMenu
            label={`${t.columns.acciones} ${r.Nombre}`}
            testId={`acciones-${r.id}`}
            items={[
              { label: t.actions.editar, disabled: companyUser, onClick: () => setOpen({ kind: 'edit', revision: r }) },
              { label: t.actions.eliminar, disabled: companyUser, onClick: () => setOpen({ kind: 'delete', revision: r }) },
              { label: t.actions.estadisticas, onClick: () => navigate(links.estadisticas(projectId, r.id)) },
            ]}
          />
          <Button size="small" variant="outlined" onClick={() => navigate(links.listados(projectId, r.id))} data-testid={`listados-${r.id}`}>
            {t.actions.listados}
          </Button>
        </Stack>
      ),
    },
  ];

  const actions = manager ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })} data-testid="nueva-revision">
      {t.nueva}
    </Button>
  ) : null;
  const revision = open && open.kind !== 'create' ? open.revision : null;
  const close = () => setOpen(null);

  return (
    <>
      <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} current={checklistRevisiones.breadcrumbs.revisiones} />
      <ScreenCard title={t.title} testId="module-screen-checklist_revisiones" error={list.error?.message} actions={actions}>
        <Typography variant="h6" data-testid="project-name" color={project.error ? 'error' : undefined} sx={{ mb: 1 }}>
          {project.data?.NombreProyecto ?? project.error?.message ?? ''}
        </Typography>
        <PagedTable
          testId="revisions-table"
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(r) => r.id}
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
          {open?.kind === 'create' ? <RevisionDialog companyId={companyId} projectId={projectId} revision={null} onClose={close} /> : null}
          {open?.kind === 'edit' && revision ? <RevisionDialog companyId={companyId} projectId={projectId} revision={revision} onClose={close} /> : null}
        </Suspense>
        <ConfirmDialog
          open={open?.kind === 'delete'}
          title={t.confirmarEliminar(revision?.Nombre ?? '')}
          onClose={close}
          onConfirm={() => {
            if (revision) remove.mutate({ params: { companyId, projectId, revisionId: revision.id } });
          }}
        />
      </ScreenCard>
    </>
  );
}
