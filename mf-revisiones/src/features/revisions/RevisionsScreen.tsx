import { proyectosEndpoints, REVISIONES_PAGE_SIZE, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { common } from '@insp/messages';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { dateTime } from '@insp/ui/screens';
import { usePaging } from '@insp/ui/screens';
import { RevisionsCard, type RevisionsCardLabels } from '@insp/ui/screens/revisions';
import Alert from '@mui/material/Alert';
import { lazy } from 'react';
import { useParams } from 'react-router-dom';

import { useAudience, useRevisionesLinks } from '../../shared/audience.ts';
import { RevisionesBreadcrumbs } from '../../shared/Breadcrumbs.tsx';

const RevisionDialog = lazy(() => import('./RevisionDialog.tsx'));
const t = revisiones.revisiones;
const labels: RevisionsCardLabels = { revisiones: t, ...revisionesScreens.revisiones };
/** §9: fallback page size 5 for the revisions table. */
const PAGE_SIZES = [REVISIONES_PAGE_SIZE, 10, 20, 50, 100] as const;

/** The revisions of a project (spec 001 §2 Revisions table). */
export function RevisionsScreen() {
  const companyId = useRouteCompanyId();
  const { projectId } = useParams();
  if (!companyId || !projectId) return <Alert severity="error">{companyId ? revisiones.proyectos.errors.noSeleccionado : common.noCompanySelected}</Alert>;
  return <Revisions companyId={companyId} projectId={projectId} />;
}

function Revisions({ companyId, projectId }: { companyId: string; projectId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = useRevisionesLinks(companyId);
  const paging = usePaging(REVISIONES_PAGE_SIZE);

  const project = useEndpointQuery('revisiones', proyectosEndpoints.get, { params: { companyId, projectId } });
  const list = useEndpointQuery(
    'revisiones',
    revisionesEndpoints.list,
    { params: { companyId, projectId }, query: { page: paging.page, pageSize: paging.pageSize } },
    { placeholderData: keepPreviousData },
  );
  const listKey = endpointKey('revisiones', revisionesEndpoints.list, { companyId, projectId });
  useLiveInvalidation('revisiones', companyId, (change) => {
    if (change.entity === 'Proyecto' && change.entityId === projectId) return [endpointKey('revisiones', proyectosEndpoints.get, { companyId, projectId })];
    // a revision, or a listado of one (the Listados count), changed in this project
    if ((change.entity === 'Revision' || change.entity === 'Listado') && change.parents.projectId === projectId) return [listKey];
    return [];
  });

  const remove = useEndpointMutation('revisiones', revisionesEndpoints.remove, {
    invalidates: () => [listKey, endpointKey('revisiones', proyectosEndpoints.list, { companyId })],
    onSuccess: () => notify('success', t.success.eliminada),
    // 'Para eliminar esta revisión, primero elimina sus listados.' comes from the service
    onError: (error) => notify('error', error.message),
  });

  return (
    <>
      <RevisionesBreadcrumbs companyId={companyId} projectId={projectId} level="revisiones" />
      <RevisionsCard<RevisionItem>
        testId="module-screen-revisiones"
        labels={labels}
        manager={manager}
        companyUser={companyUser}
        project={project}
        list={list}
        paging={paging}
        pageSizes={PAGE_SIZES}
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
