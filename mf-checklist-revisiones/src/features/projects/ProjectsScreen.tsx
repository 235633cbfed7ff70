import * as cr from '@insp/contracts/checklist-revisiones';
import { PROJECT_PAGE_SIZES } from '@insp/domain';
import { common } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { dateTime, QuotaBar } from '@insp/ui/screens';
import { type ProjectsDialog, projectsPage, type ProjectsQuery, ProjectsTable, type ProjectsTableLabels } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

import { useAudience, useChecklistLinks } from '../../shared/audience.ts';

const ProjectDialog = lazy(() => import('./ProjectDialog.tsx'));
const PdfListadosDialog = lazy(() => import('../../shared/PdfDialog.tsx'));
const ResponsableDialog = lazy(() => import('./ResponsableDialogs.tsx').then((m) => ({ default: m.ResponsableDialog })));
const ResponsablesDialog = lazy(() => import('./ResponsableDialogs.tsx').then((m) => ({ default: m.ResponsablesDialog })));

const t = checklistRevisiones.proyectos;
const s = checklistRevisionesScreens.proyectos;
const c = checklistRevisionesScreens.comunes;
const S = 'checklist-revisiones';
const labels: ProjectsTableLabels = { proyectos: t, pantalla: s, comunes: c };

/** Checklist projects of the company: the route's company for the administrator, the user's own otherwise. */
export function ProjectsScreen() {
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  return <Projects companyId={companyId} />;
}

/**
 * Spec 001 §2 'Projects table' for checklist-review projects: the resolved-of-total column and no day
 * fields; the quota bar from CheckList {LimiteCheckList, CheckListUsados}; soft delete with the
 * 5-day countdown, restore within the quota (the service purges after the grace).
 */
function Projects({ companyId }: { companyId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = useChecklistLinks(companyId);
  const listKey = endpointKey(S, cr.proyectosEndpoints.list, { companyId });
  // a project written elsewhere, a revision added (Carpetas) or an answer captured (resolved of total)
  useLiveInvalidation(S, companyId, (change) => (['Proyecto', 'Revision', 'Listado', 'Respuesta'].includes(change.entity) ? [listKey] : []));

  const write = (success: string) => ({
    invalidates: () => [listKey],
    onSuccess: () => notify('success', success),
    onError: (error: Error) => notify('error', error.message),
  });
  const remove = useEndpointMutation(S, cr.proyectosEndpoints.remove, write(t.success.eliminado));
  const restore = useEndpointMutation(S, cr.proyectosEndpoints.restore, write(t.success.restaurado));
  // generateProjectSummary: one summary at a time (the service answers 409 to a second one)
  const resumen = useReportJob(S, companyId);

  const useProjects = ({ page, pageSize, deleted }: ProjectsQuery) => {
    const list = useEndpointQuery(
      S,
      cr.proyectosEndpoints.list,
      { params: { companyId }, query: { page, pageSize, deleted: deleted ? 'true' : 'false' } },
      { placeholderData: keepPreviousData },
    );
    return projectsPage(list, (cupo) => (
      <>
        {cupo && !companyUser ? <QuotaBar cupo={cupo} text={s.cupo} /> : null}
        <ReportProgress job={resumen} testId="resumen-progress" />
      </>
    ));
  };

  const dialog = (open: ProjectsDialog<cr.ProyectoItem>, close: () => void) => (
    <Suspense fallback={null}>
      {open.kind === 'create' ? <ProjectDialog companyId={companyId} project={null} onClose={close} /> : null}
      {open.kind === 'edit' ? <ProjectDialog companyId={companyId} project={open.project} onClose={close} /> : null}
      {open.kind === 'responsable' ? <ResponsableDialog companyId={companyId} project={open.project} onClose={close} /> : null}
      {open.kind === 'responsables' ? <ResponsablesDialog companyId={companyId} project={open.project} onClose={close} /> : null}
      {open.kind === 'pdf' ? <PdfListadosDialog companyId={companyId} project={open.project} onClose={close} /> : null}
    </Suspense>
  );

  return (
    <ProjectsTable<cr.ProyectoItem>
      testId="module-screen-checklist_revisiones"
      labels={labels}
      manager={manager}
      companyUser={companyUser}
      defaultPageSize={cr.PROYECTOS_PAGE_SIZE}
      pageSizes={PROJECT_PAGE_SIZES}
      useProjects={useProjects}
      extraColumns={[
        {
          id: 'resueltas',
          header: t.columns.resueltas,
          align: 'center',
          render: (p) => <span data-testid={`resueltas-${p.id}`}>{c.xDeY(p.Resueltas, p.TotalRespuestas)}</span>,
        },
      ]}
      formatDate={dateTime}
      report={{
        label: t.actions.pendientesVsResueltas,
        running: resumen.running,
        start: (p) => void resumen.start({ kind: 'resumen-proyecto', projectId: p.id }),
      }}
      restoring={restore.isPending}
      onRestore={(p) => restore.mutate({ params: { companyId, projectId: p.id } })}
      onDelete={(p) => remove.mutate({ params: { companyId, projectId: p.id } })}
      onStatistics={(p) => navigate(links.estadisticas(p.id))}
      onObservations={(p) => navigate(links.observaciones(p.id))}
      onRevisions={(p) => navigate(links.revisiones(p.id))}
      renderDialog={dialog}
    />
  );
}
