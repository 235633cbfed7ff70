import type { ChangeEvent as CompanyChange, Endpoint } from '@insp/contracts';
import { common } from '@insp/messages';
import { useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, type GatewayService, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import {
  dateTime,
  lazyScreenDialog,
  type PagedColumn,
  type ProjectResponsablesEndpoints,
  type ProjectResponsablesLabels,
  type ProjectRow,
  type ProjectsCupo,
  type ProjectsDialog,
  projectsPage,
  type ProjectsQuery,
  ProjectsTable,
  type ProjectsTableLabels,
  QuotaBar,
  type ResponsableUsers,
  useAudience,
} from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import { type ComponentType, Suspense } from 'react';
import type { z } from 'zod';

interface CompanyIds {
  companyId: string;
}
interface ProjectIds extends CompanyIds {
  projectId: string;
}

/** A project row of a review module (its responsibles included). */
export type ReviewProject = ProjectRow & { Responsables: readonly string[] };

/** The module's project endpoints the screen calls (revision and checklist projects share their shapes). */
export interface ProjectsEndpoints<P extends ReviewProject> {
  list: Endpoint<
    z.ZodType<unknown, CompanyIds>,
    z.ZodType<unknown, { page?: unknown; pageSize?: unknown; deleted?: unknown }>,
    undefined,
    z.ZodType<{ items: P[]; total: number; cupo: ProjectsCupo | null }>
  >;
  remove: Endpoint<z.ZodType<unknown, ProjectIds>, undefined, undefined>;
  restore: Endpoint<z.ZodType<unknown, ProjectIds>, undefined, undefined>;
}

/** The module's texts (its @insp/messages objects as they are). */
export interface ReviewProjectsLabels extends ProjectsTableLabels {
  proyectos: ProjectsTableLabels['proyectos'] & { success: { eliminado: string; restaurado: string }; actions: { pendientesVsResueltas: string } };
  pantalla: ProjectsTableLabels['pantalla'] & { cupo: (used: number, limit: number) => string };
}

/** A dialog of the module about one project (null: a new one, for the project dialog). */
type ProjectDialog<T> = ComponentType<{ companyId: string; project: T; onClose: () => void }>;

/** Where the row actions lead (the module's links for the signed-in audience). */
export interface ProjectLinks {
  estadisticas: (projectId: string) => string;
  observaciones: (projectId: string) => string;
  revisiones: (projectId: string) => string;
}

export interface ReviewProjectsScreenProps<P extends ReviewProject> {
  service: GatewayService;
  endpoints: ProjectsEndpoints<P>;
  labels: ReviewProjectsLabels;
  /** The remote's testid of its screens (module-screen-<remote>). */
  testId: string;
  defaultPageSize: number;
  pageSizes: readonly number[];
  /** The entities whose live changes refresh the list (its counts included). */
  liveEntities: readonly string[];
  /** Columns after 'Carpetas'. */
  extraColumns?: PagedColumn<P>[];
  /** The project report of the row menu: its kind and the testid of its progress. */
  report: { kind: string; testId: string };
  /** The module's links hook (called once per render). */
  useLinks: (companyId: string) => ProjectLinks;
  /** The module's own dialogs (lazy components of the remote). */
  dialogs: { Project: ProjectDialog<P | null>; Pdf: ProjectDialog<P> };
  /** 'Elige al responsable' / 'Asignar responsables': the module's endpoints, texts and users hook. */
  responsables: {
    endpoints: ProjectResponsablesEndpoints;
    labels: ProjectResponsablesLabels;
    /** The company's users with the module (only they are offered). */
    useUsuarios: (companyId: string) => ResponsableUsers;
  };
}

const Choose = lazyScreenDialog((d) => d.ProjectResponsablesDialog);

interface ResponsablesProps<P extends ReviewProject> extends Pick<ReviewProjectsScreenProps<P>, 'service' | 'responsables'> {
  kind: 'responsable' | 'responsables';
  companyId: string;
  project: P;
  onClose: () => void;
}

/** The project's responsible (spec 001 §2, §5: a selection is required) or its responsibles ('Encargados'). */
function Responsables<P extends ReviewProject>({ kind, service, responsables, companyId, project, onClose }: ResponsablesProps<P>) {
  const usuarios = responsables.useUsuarios(companyId);
  return (
    <Choose
      kind={kind}
      service={service}
      endpoints={responsables.endpoints}
      companyId={companyId}
      project={project}
      usuarios={usuarios}
      labels={responsables.labels}
      onClose={onClose}
    />
  );
}

/**
 * The company's projects of a review module (spec 001 §2 Projects table, §6): for the platform
 * administrator (company in the path), the director and company users (read-only, only their
 * active projects). The module passes its endpoints, texts, links, dialogs and its own columns.
 */
export function ReviewProjectsScreen<P extends ReviewProject>(props: ReviewProjectsScreenProps<P>) {
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  return <Projects {...props} companyId={companyId} />;
}

function Projects<P extends ReviewProject>({ companyId, service, endpoints, labels, ...props }: ReviewProjectsScreenProps<P> & { companyId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = props.useLinks(companyId);
  const t = labels.proyectos;
  const listKey = endpointKey(service, endpoints.list, { companyId });
  // a project written elsewhere, or a revision added to one (Carpetas), shows at once
  useLiveInvalidation(service, companyId, (change: CompanyChange) => (props.liveEntities.includes(change.entity) ? [listKey] : []));

  const write = (success: string) => ({
    invalidates: () => [listKey],
    onSuccess: () => notify('success', success),
    onError: (error: Error) => notify('error', error.message),
  });
  const remove = useEndpointMutation(service, endpoints.remove, write(t.success.eliminado));
  const restore = useEndpointMutation(service, endpoints.restore, write(t.success.restaurado));
  const report = useReportJob(service, companyId);

  const useProjects = ({ page, pageSize, deleted }: ProjectsQuery) => {
    const list = useEndpointQuery(
      service,
      endpoints.list,
      { params: { companyId }, query: { page, pageSize, deleted: deleted ? 'true' : 'false' } },
      { placeholderData: keepPreviousData },
    );
    return projectsPage(list, (cupo) => (
      <>
        {cupo && !companyUser ? <QuotaBar cupo={cupo} text={labels.pantalla.cupo} /> : null}
        <ReportProgress job={report} testId={props.report.testId} />
      </>
    ));
  };

  const { Project, Pdf } = props.dialogs;
  const dialog = (open: ProjectsDialog<P>, close: () => void) => (
    <Suspense fallback={null}>
      {open.kind === 'create' ? <Project companyId={companyId} project={null} onClose={close} /> : null}
      {open.kind === 'edit' ? <Project companyId={companyId} project={open.project} onClose={close} /> : null}
      {open.kind === 'responsable' || open.kind === 'responsables' ? (
        <Responsables kind={open.kind} service={service} responsables={props.responsables} companyId={companyId} project={open.project} onClose={close} />
      ) : null}
      {open.kind === 'pdf' ? <Pdf companyId={companyId} project={open.project} onClose={close} /> : null}
    </Suspense>
  );

  return (
    <ProjectsTable<P>
      testId={props.testId}
      labels={labels}
      manager={manager}
      companyUser={companyUser}
      defaultPageSize={props.defaultPageSize}
      pageSizes={props.pageSizes}
      useProjects={useProjects}
      extraColumns={props.extraColumns}
      formatDate={dateTime}
      report={{
        label: t.actions.pendientesVsResueltas,
        running: report.running,
        start: (p) => void report.start({ kind: props.report.kind, projectId: p.id }),
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
