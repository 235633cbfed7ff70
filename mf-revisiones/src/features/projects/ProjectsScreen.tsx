import { type ProyectoItem, proyectosEndpoints } from '@insp/contracts';
import { PROJECT_DEFAULT_PAGE_SIZE, PROJECT_PAGE_SIZES } from '@insp/domain';
import { common } from '@insp/messages';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { dateTime, QuotaBar } from '@insp/ui/screens';
import { type ProjectsDialog, projectsPage, type ProjectsQuery, ProjectsTable, type ProjectsTableLabels } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

import { useAudience, useRevisionesLinks } from '../../shared/audience.ts';

const ProjectDialog = lazy(() => import('./ProjectDialog.tsx'));
const PdfProyectoDialog = lazy(() => import('./PdfProyectoDialog.tsx'));
const ResponsableDialogs = lazy(() => import('./ResponsableDialogs.tsx').then((m) => ({ default: m.ResponsableDialog })));
const ResponsablesDialogs = lazy(() => import('./ResponsableDialogs.tsx').then((m) => ({ default: m.ResponsablesDialog })));

const t = revisiones.proyectos;
const s = revisionesScreens.proyectos;
const labels: ProjectsTableLabels = { proyectos: t, pantalla: s, comunes: revisionesScreens.comunes };

/**
 * The company's revision projects (spec 001 §2 Projects table, §6): for the platform administrator
 * (company in the path), the director and company users (read-only, only their active projects).
 */
export function ProjectsScreen() {
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  return <Projects companyId={companyId} />;
}

function Projects({ companyId }: { companyId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = useRevisionesLinks(companyId);
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

  const useProjects = ({ page, pageSize, deleted }: ProjectsQuery) => {
    const list = useEndpointQuery(
      'revisiones',
      proyectosEndpoints.list,
      { params: { companyId }, query: { page, pageSize, deleted: deleted ? 'true' : 'false' } },
      { placeholderData: keepPreviousData },
    );
    return projectsPage(list, (cupo) => (
      <>
        {cupo && !companyUser ? <QuotaBar cupo={cupo} text={s.cupo} /> : null}
        <ReportProgress job={pendientes} testId="pendientes-progress" />
      </>
    ));
  };

  const dialog = (open: ProjectsDialog<ProyectoItem>, close: () => void) => (
    <Suspense fallback={null}>
      {open.kind === 'create' ? <ProjectDialog companyId={companyId} project={null} onClose={close} /> : null}
      {open.kind === 'edit' ? <ProjectDialog companyId={companyId} project={open.project} onClose={close} /> : null}
      {open.kind === 'responsable' ? <ResponsableDialogs companyId={companyId} project={open.project} onClose={close} /> : null}
      {open.kind === 'responsables' ? <ResponsablesDialogs companyId={companyId} project={open.project} onClose={close} /> : null}
      {open.kind === 'pdf' ? <PdfProyectoDialog companyId={companyId} project={open.project} onClose={close} /> : null}
    </Suspense>
  );

  return (
    <ProjectsTable<ProyectoItem>
      testId="module-screen-revisiones"
      labels={labels}
      manager={manager}
      companyUser={companyUser}
      defaultPageSize={PROJECT_DEFAULT_PAGE_SIZE}
      pageSizes={PROJECT_PAGE_SIZES}
      useProjects={useProjects}
      formatDate={dateTime}
      report={{
        label: t.actions.pendientesVsResueltas,
        running: pendientes.running,
        start: (p) => void pendientes.start({ kind: 'pendientes-vs-resueltas', projectId: p.id }),
      }}
      restoring={restore.isPending}
      onRestore={(p) => restore.mutate({ params: { companyId, projectId: p.id } })}
      onDelete={(p) => remove.mutate({ params: { companyId, projectId: p.id } })}
      onStatistics={(p) => navigate(links.estadisticas(p.id))}
      onObservations={(p) => navigate(links.observacionesProyecto(p.id))}
      onRevisions={(p) => navigate(links.revisiones(p.id))}
      renderDialog={dialog}
    />
  );
}
