import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { dateTime } from '@insp/ui/screens';
import { type PagedColumn, usePaging } from '@insp/ui/screens';
import { RevisionsCard, type RevisionsCardLabels } from '@insp/ui/screens/revisions';
import Alert from '@mui/material/Alert';
import { lazy } from 'react';
import { useParams } from 'react-router-dom';

import { useAudience, useChecklistLinks } from '../../shared/audience.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';

const RevisionDialog = lazy(() => import('./RevisionDialog.tsx'));
const t = checklistRevisiones.revisiones;
const c = checklistRevisionesScreens.comunes;
const S = 'checklist-revisiones';
const labels: RevisionsCardLabels = { revisiones: t, encargado: checklistRevisionesScreens.revisiones.encargado, fechaCreacion: t.columns.fechaCreacion };
/** §9: fallback page size 5 for the revisions table. */
const PAGE_SIZES = [cr.REVISIONES_PAGE_SIZE, 10, 20, 50, 100] as const;
/** Observaciones 'x de y' after Listados. */
const observaciones: PagedColumn<cr.RevisionItem>[] = [
  {
    id: 'observaciones',
    header: t.columns.observaciones,
    align: 'center',
    render: (r) => <span data-testid={`observaciones-${r.id}`}>{c.xDeY(r.Resueltas, r.TotalRespuestas)}</span>,
  },
];

/** The revisions of a checklist project (spec 001 §2 Revisions table, observations as 'x de y'). */
export function RevisionsScreen() {
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
  const paging = usePaging(cr.REVISIONES_PAGE_SIZE);

  const project = useEndpointQuery(S, cr.proyectosEndpoints.get, { params: { companyId, projectId } });
  const list = useEndpointQuery(
    S,
    cr.revisionesEndpoints.list,
    { params: { companyId, projectId }, query: { page: paging.page, pageSize: paging.pageSize } },
    { placeholderData: keepPreviousData },
  );
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

  return (
    <>
      <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} current={checklistRevisiones.breadcrumbs.revisiones} />
      <RevisionsCard<cr.RevisionItem>
        testId="module-screen-checklist_revisiones"
        labels={labels}
        manager={manager}
        companyUser={companyUser}
        project={project}
        list={list}
        paging={paging}
        pageSizes={PAGE_SIZES}
        extraColumns={observaciones}
        formatDate={dateTime}
        onStatistics={(r) => navigate(links.estadisticas(projectId, r.id))}
        onListados={(r) => navigate(links.listados(projectId, r.id))}
        onDelete={(r) => remove.mutate({ params: { companyId, projectId, revisionId: r.id } })}
        renderDialog={(open, close) => (
          <RevisionDialog companyId={companyId} projectId={projectId} revision={open.kind === 'edit' ? open.revision : null} onClose={close} />
        )}
      />
    </>
  );
}
